/**
 * Wallets and their ledger (issue 16; spec 2 §3 "Wallet", "Ledger entry"; §9 "Wallet details show the
 * latest 10 transactions"). Read by the operator's staff and the organization's master admins (spec 2 §6
 * "Service consumption needs admin plus an operator-organization user, or a master admin"); opened, topped
 * up and given their terms by the operator's staff alone, for any organization of the network (named by
 * `orgId`, which only the staff may name: everyone else reads their own organization's).
 */
import * as z from 'zod';
import { MAX_TOP_UP_CREDITS, WALLET_SERVICES } from '../../domain/wallet.js';
import { defineEndpoint } from '../endpoint.js';
import { orgIdSchema } from '../schemas.js';

const walletIdSchema = z
  .string()
  .trim()
  .regex(/^(main|channel-[A-Za-z0-9_-]{1,64})$/, 'Unknown wallet');

const credits = (max: number) => z.number().finite().min(0).max(max);

export const walletSchema = z.object({
  walletId: z.string(),
  name: z.string(),
  kind: z.enum(['main', 'channel']),
  channelId: z.string().nullable(),
  balance: z.number(),
  capacityDeposit: z.number(),
  overdraftLimit: z.number(),
  minimumCharge: z.number(),
  additionalCharge: z.number(),
  expiresAt: z.string().nullable(),
  unitOfMeasure: z.enum(['credits', 'minutes']),
  updatedAt: z.string(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const walletEntrySchema = z.object({
  entryId: z.string(),
  at: z.string(),
  service: z.enum(WALLET_SERVICES),
  /** Credits: negative for a debit. */
  amount: z.number(),
  units: z.number().nullable(),
  unitPrice: z.number().nullable(),
  reference: z.string().nullable(),
  description: z.string().nullable(),
  userId: z.string().nullable(),
  channelId: z.string().nullable(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/** Another organization's wallets: the operator's staff only. */
const orgQuery = z.object({ orgId: orgIdSchema.optional() });

export const getWallet = defineEndpoint({
  id: 'getWallet',
  method: 'GET',
  path: '/wallets/{walletId}',
  group: 'query',
  access: 'admin',
  summary:
    'A wallet of the organization with its latest 10 transactions (spec 2 §9): the main wallet or a ' +
    "channel's. The operator's staff and the organization's master admins; the staff may name the organization.",
  params: z.object({ walletId: walletIdSchema }),
  query: orgQuery,
  response: z.object({ wallet: walletSchema, latest: z.array(walletEntrySchema) }),
});

export const listWalletEntries = defineEndpoint({
  id: 'listWalletEntries',
  method: 'GET',
  path: '/wallets/{walletId}/entries',
  group: 'query',
  access: 'admin',
  summary: "A wallet's whole ledger, newest first, a page at a time (the same readers as getWallet).",
  params: z.object({ walletId: walletIdSchema }),
  query: orgQuery.extend({
    cursor: z.string().max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(50),
  }),
  response: z.object({ items: z.array(walletEntrySchema), cursor: z.string().nullable() }),
});

const target = { orgId: orgIdSchema, walletId: walletIdSchema };

export const walletCommandSchema = z.discriminatedUnion('type', [
  // A channel's wallet is opened for one of the organization's channels; the main one for the organization.
  z.object({ type: z.literal('openWallet'), payload: z.object(target) }),
  // `requestId` is made once per top-up the staff confirm: a repeated request deposits once.
  z.object({
    type: z.literal('topUpWallet'),
    payload: z.object({
      ...target,
      credits: credits(MAX_TOP_UP_CREDITS).positive('A top-up adds at least 0.01 credits'),
      requestId: z.string().trim().min(8).max(64),
      description: z.string().trim().max(200).optional(),
    }),
  }),
  z.object({
    type: z.literal('setWalletTerms'),
    payload: z.object({
      ...target,
      overdraftLimit: credits(MAX_TOP_UP_CREDITS),
      minimumCharge: credits(10_000),
      additionalCharge: z.number().finite().min(0).max(100),
      expiresAt: z.iso.datetime().nullable(),
      unitOfMeasure: z.enum(['credits', 'minutes']),
    }),
  }),
]);
export type WalletCommand = z.infer<typeof walletCommandSchema>;

export const walletCommand = defineEndpoint({
  id: 'walletCommand',
  method: 'POST',
  path: '/walletCommand',
  group: 'command',
  access: 'staff',
  summary:
    "The operator's staff open a wallet, top it up (once per request id) and set its terms (overdraft, " +
    'minimum and additional charge, expiration, unit of measure), for any organization of the network.',
  body: walletCommandSchema,
  response: z.object({ wallet: walletSchema, entry: walletEntrySchema.nullable() }),
});
