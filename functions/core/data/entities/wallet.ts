import { WALLET_SERVICES } from '#shared/domain/wallet.js';
import { key, updatedAt } from './keys.js';

const SERVICE = 'tubes';

/**
 * Wallets and their ledger (issue 16; spec 2 §3 "Wallet", "Ledger entry"; access patterns 210–214). The
 * organization's wallets share one partition; each wallet's ledger has its own, where its entries sort by
 * time and each movement's idempotency key is a second item, so a movement lands once however often it
 * is sent.
 */
const walletsPartition = key('PK', ['orgId'], '${orgId}#WALLETS');
const ledgerPartition = key('PK', ['orgId', 'walletId'], '${orgId}#WALLET#${walletId}');

export const walletModel = {
  model: { entity: 'wallet', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    /** `main`, or `channel-{channelId}` (shared/domain/wallet.ts). */
    walletId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    kind: { type: ['main', 'channel'] as const, required: true },
    channelId: { type: 'string' },
    /** Credits, to the hundredth; changed only by ADD in a movement's transaction. */
    balance: { type: 'number', required: true, default: 0 },
    /** Credits deposited by top-ups, all told. */
    capacityDeposit: { type: 'number', required: true, default: 0 },
    overdraftLimit: { type: 'number', required: true, default: 0 },
    minimumCharge: { type: 'number', required: true, default: 0 },
    additionalCharge: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'string' },
    unitOfMeasure: { type: ['credits', 'minutes'] as const, required: true, default: 'credits' },
    /** Bumped by every change of the terms: a debit's condition names the terms it priced with. */
    termsVersion: { type: 'number', required: true, default: 0 },
    updatedAt,
  },
  indexes: {
    byId: { pk: walletsPartition, sk: key('SK', ['walletId'], 'WALLET#${walletId}') },
  },
} as const;

/** One movement of a wallet: a debit (negative amount) or a top-up, newest last in key order. */
export const walletEntryModel = {
  model: { entity: 'walletEntry', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    walletId: { type: 'string', required: true },
    /** `{at}#{idempotency key}`: time order, unique. */
    entryId: { type: 'string', required: true },
    at: { type: 'string', required: true },
    idempotencyKey: { type: 'string', required: true },
    service: { type: WALLET_SERVICES, required: true },
    /** Credits: negative for a debit. */
    amount: { type: 'number', required: true },
    units: { type: 'number' },
    unitPrice: { type: 'number' },
    /** What was consumed: a render id, a task id, a translation. */
    reference: { type: 'string' },
    description: { type: 'string' },
    userId: { type: 'string' },
    channelId: { type: 'string' },
  },
  indexes: {
    byWallet: { pk: ledgerPartition, sk: key('SK', ['entryId'], 'ENTRY#${entryId}') },
  },
} as const;

/** The idempotency key of a movement: created with the movement, refused the second time. */
export const walletMovementKeyModel = {
  model: { entity: 'walletMovementKey', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    walletId: { type: 'string', required: true },
    idempotencyKey: { type: 'string', required: true },
    entryId: { type: 'string', required: true },
  },
  indexes: {
    byKey: { pk: ledgerPartition, sk: key('SK', ['idempotencyKey'], 'KEY#${idempotencyKey}') },
  },
} as const;
