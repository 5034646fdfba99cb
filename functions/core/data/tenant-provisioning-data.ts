/**
 * The items of a configured tenant (functions/provisioning/tenants.ts): written so that running it again
 * changes nothing. The attributes the config owns are set; those admins own are only filled in when
 * absent (the entity defaults), and a feature flag is created only when the organization has none yet.
 */
import { getEntities, type Entities } from './entities/index.js';
import { organizationModel, tubeModel } from './entities/organization.js';
import { isConditionalFailure } from './errors.js';

export interface TenantItemsInput {
  organization: Parameters<Entities['organization']['upsert']>[0];
  tube: Parameters<Entities['tube']['upsert']>[0];
  orgEmailDomains: readonly { orgId: string; emailDomain: string }[];
  directoryEntry: { orgId: string; name: string; domain: string };
}
export type FeatureFlagInput = Parameters<Entities['featureFlag']['create']>[0];

interface Model {
  attributes: Record<string, object>;
}

/**
 * The entity defaults of the attributes the config does not set (e.g. page tags, tube artwork): written
 * with if_not_exists, so a new item is complete and an existing item keeps what admins changed.
 */
function defaultsOfUnsetAttributes(model: Model, set: object): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(model.attributes)) {
    if (name in set || !('default' in attribute)) continue;
    const value: unknown = attribute.default;
    defaults[name] = typeof value === 'function' ? (value as () => unknown)() : value;
  }
  return defaults;
}

/** Creates a default flag unless the organization already has that flag. True when it was created. */
async function createFlagIfAbsent(flag: FeatureFlagInput): Promise<boolean> {
  try {
    await getEntities().featureFlag.create(flag).go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Writes one tenant's items; answers how many of its default flags were created. */
export async function writeTenantItems(
  items: TenantItemsInput,
  defaultFlags: readonly FeatureFlagInput[],
): Promise<number> {
  const e = getEntities();
  await e.organization
    .upsert(items.organization)
    .ifNotExists(defaultsOfUnsetAttributes(organizationModel, items.organization))
    .go();
  await e.tube.upsert(items.tube).ifNotExists(defaultsOfUnsetAttributes(tubeModel, items.tube)).go();
  await Promise.all(items.orgEmailDomains.map((d) => e.orgEmailDomain.put(d).go()));
  await e.orgDirectoryEntry.put(items.directoryEntry).go();
  const created = await Promise.all(defaultFlags.map(createFlagIfAbsent));
  return created.filter(Boolean).length;
}
