/**
 * The single table's physical design (design.md §5). Pure constants: the CDK data stack and the local
 * platform create the table from these, the entities key into them.
 */
export const TABLE_KEYS = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Time-to-live attribute (epoch seconds): connections, auto-login tokens, remembered state. */
  ttlAttribute: 'expiresAt',
  globalIndexes: [
    /** Lookups by a natural key across partitions: e-mail → user, sub-domain → organization. */
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    /** Collections inside a tenant: the org's users, the org's channels. */
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    /** Second collections of items whose GSI2 is taken: a user's authored videos, sharings received. */
    { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
    /** Third collections of items whose GSI2 and GSI3 are taken: a channel's tasks. */
    { name: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'GSI4SK' },
  ],
} as const;
