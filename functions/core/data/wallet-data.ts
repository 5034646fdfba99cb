/**
 * The wallets of ONE organization and their ledger (issue 16; access patterns 210–214). Bound to the
 * orgId it was created with, taken from the verified tenant.
 *
 * Every movement (a debit where consumption happens, a top-up by the operator's staff) carries an
 * idempotency key, and lands exactly once: the key item (created only if absent), the ledger entry and
 * the balance's ADD are one transaction. A repeated movement finds its key and changes nothing; a
 * concurrent one that conflicts is tried again; the balance is never read-modified-written, so concurrent
 * debits lose nothing. The wallet's condition carries what the price was computed from (the terms'
 * version, and the balance the debit needs), so a debit is priced and refused by the terms it lands under.
 */
import {
  debitAmount,
  debitRefusal,
  lowestBalanceFor,
  roundCredits,
  type DebitRefusal,
  type WalletKind,
  type WalletService,
  type WalletTerms,
} from '#shared/domain/wallet.js';
import { getEntities } from './entities/index.js';
import { conditionally } from './errors.js';
import { createWriteTransaction } from './table/entity.js';
import { withConflictRetry } from './transaction-retry.js';

export interface StoredWallet extends WalletTerms {
  walletId: string;
  name: string;
  kind: WalletKind;
  channelId: string | null;
  capacityDeposit: number;
  unitOfMeasure: 'credits' | 'minutes';
  termsVersion: number;
  updatedAt: string;
}

export interface WalletEntry {
  entryId: string;
  at: string;
  idempotencyKey: string;
  service: WalletService;
  /** Credits: negative for a debit. */
  amount: number;
  units: number | null;
  unitPrice: number | null;
  reference: string | null;
  description: string | null;
  userId: string | null;
  channelId: string | null;
}

export type MovementOutcome =
  | { outcome: 'done'; entry: WalletEntry }
  /** The key was used before: the first movement's entry, nothing changed now. */
  | { outcome: 'repeated'; entry: WalletEntry }
  | { outcome: 'refused'; reason: DebitRefusal | 'noWallet' };

export interface DebitInput {
  walletId: string;
  /** One per job, task or answer: the same consumption sent twice is charged once. */
  idempotencyKey: string;
  service: Exclude<WalletService, 'top-up'>;
  units: number;
  unitPrice: number;
  reference?: string | undefined;
  description?: string | undefined;
  userId?: string | undefined;
  channelId?: string | undefined;
}

export interface TopUpInput {
  walletId: string;
  idempotencyKey: string;
  credits: number;
  description?: string | undefined;
  userId?: string | undefined;
}

/** A movement whose wallet changed under it (terms, or a balance it needed) is priced again: this often. */
const REPRICE_ATTEMPTS = 20;

type EntryItem = ReturnType<ReturnType<typeof getEntities>['walletEntry']['format']>;
type WalletItem = ReturnType<ReturnType<typeof getEntities>['wallet']['format']>;

function toEntry(item: EntryItem): WalletEntry {
  return {
    entryId: item.entryId,
    at: item.at,
    idempotencyKey: item.idempotencyKey,
    service: item.service,
    amount: item.amount,
    units: item.units ?? null,
    unitPrice: item.unitPrice ?? null,
    reference: item.reference ?? null,
    description: item.description ?? null,
    userId: item.userId ?? null,
    channelId: item.channelId ?? null,
  };
}

function toWallet(item: WalletItem): StoredWallet {
  return {
    walletId: item.walletId,
    name: item.name,
    kind: item.kind,
    channelId: item.channelId ?? null,
    balance: item.balance,
    capacityDeposit: item.capacityDeposit,
    overdraftLimit: item.overdraftLimit,
    minimumCharge: item.minimumCharge,
    additionalCharge: item.additionalCharge,
    expiresAt: item.expiresAt ?? null,
    unitOfMeasure: item.unitOfMeasure,
    termsVersion: item.termsVersion,
    updatedAt: item.updatedAt ?? '',
  };
}

export function walletData(orgId: string) {
  if (!orgId) throw new Error('walletData needs an organization id');
  const e = getEntities();
  const { wallet: walletEntity, walletEntry, walletMovementKey } = e;
  const transactionEntities = { wallet: walletEntity, walletEntry, walletMovementKey };

  async function wallet(walletId: string): Promise<StoredWallet | null> {
    const item = (await walletEntity.get({ orgId, walletId }).go({ consistent: true })).data;
    return item ? toWallet(item) : null;
  }

  /** The entry a used key points to (read consistently: it was written in the key's transaction). */
  async function movement(walletId: string, idempotencyKey: string): Promise<WalletEntry | null> {
    const marker = (await walletMovementKey.get({ orgId, walletId, idempotencyKey }).go({ consistent: true }))
      .data;
    if (!marker) return null;
    const item = (
      await walletEntry.get({ orgId, walletId, entryId: marker.entryId }).go({ consistent: true })
    ).data;
    return item ? toEntry(item) : null;
  }

  /**
   * One movement, exactly once: `price` decides the amount from the wallet as read (or refuses), and
   * `condition` says what of the wallet must still hold when it lands.
   */
  async function move(
    walletId: string,
    idempotencyKey: string,
    price: (current: StoredWallet) => { refused: DebitRefusal } | Priced,
    changes: (amount: number) => { balance: number; capacityDeposit?: number },
  ): Promise<MovementOutcome> {
    for (let attempt = 0; attempt < REPRICE_ATTEMPTS; attempt++) {
      const current = await wallet(walletId);
      if (!current) return { outcome: 'refused', reason: 'noWallet' };
      const repeated = await movement(walletId, idempotencyKey);
      if (repeated) return { outcome: 'repeated', entry: repeated };
      const priced = price(current);
      if ('refused' in priced) return { outcome: 'refused', reason: priced.refused };
      const at = new Date().toISOString();
      const entryId = `${at}#${idempotencyKey}`;
      const entry = {
        orgId,
        walletId,
        entryId,
        at,
        idempotencyKey,
        amount: priced.amount,
        ...priced.entry,
      };
      const result = await withConflictRetry(() =>
        createWriteTransaction(transactionEntities, (t) => [
          t.walletMovementKey.create({ orgId, walletId, idempotencyKey, entryId }).commit(),
          t.walletEntry.create(entry).commit(),
          t.wallet
            .patch({ orgId, walletId })
            .add(changes(priced.amount))
            .where((attr, op) => {
              const terms = op.eq(attr.termsVersion, current.termsVersion);
              const balance = priced.balance;
              if (!balance) return terms;
              return `${terms} AND ${'atLeast' in balance ? op.gte(attr.balance, balance.atLeast) : op.eq(attr.balance, balance.exactly)}`;
            })
            .commit(),
        ]).go(),
      );
      if (!result.canceled)
        return { outcome: 'done', entry: toEntry(walletEntry.format(walletEntry.storedItem(entry))) };
      const [keyReason, , walletReason] = result.data;
      if (keyReason?.code === 'ConditionalCheckFailed') {
        const first = await movement(walletId, idempotencyKey);
        if (first) return { outcome: 'repeated', entry: first };
      }
      if (walletReason?.code !== 'ConditionalCheckFailed' && keyReason?.code !== 'ConditionalCheckFailed')
        throw new Error(`wallet movement ${idempotencyKey} not written: ${JSON.stringify(result.data)}`);
      // The wallet changed under the price (its terms, or the balance the debit needed): price again.
    }
    throw new Error(`wallet movement ${idempotencyKey} not written: the wallet kept changing`);
  }

  return {
    wallet,
    movement,

    /** The organization's wallets: the main one first, then the channels' by name. */
    async wallets(): Promise<StoredWallet[]> {
      const { data } = await walletEntity.query.byId({ orgId }).go({ pages: 'all' });
      return data
        .map(toWallet)
        .sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'main' ? -1 : 1));
    },

    /** Opens a wallet with no credits (true), or finds it open already (false). */
    async open(input: { walletId: string; name: string; kind: WalletKind; channelId?: string | undefined }) {
      return conditionally(() => walletEntity.create({ orgId, ...input }).go());
    },

    /** Changes the terms (not the balance): debits priced under the old terms are priced again. */
    async setTerms(
      walletId: string,
      terms: Partial<
        Pick<StoredWallet, 'name' | 'overdraftLimit' | 'minimumCharge' | 'additionalCharge' | 'unitOfMeasure'>
      > & {
        expiresAt?: string | null;
      },
    ): Promise<boolean> {
      const { expiresAt, ...rest } = terms;
      const update = walletEntity.patch({ orgId, walletId }).set(rest).add({ termsVersion: 1 });
      if (expiresAt === null) update.remove(['expiresAt']);
      else if (expiresAt !== undefined) update.set({ expiresAt });
      return conditionally(() => update.go());
    },

    /** Charges one consumption, exactly once per idempotency key. */
    debit(input: DebitInput): Promise<MovementOutcome> {
      return move(
        input.walletId,
        input.idempotencyKey,
        (current) => {
          const amount = debitAmount(current, input.units, input.unitPrice);
          const refused = debitRefusal(current, amount, new Date());
          if (refused) return { refused };
          const entry: EntryFields = {
            service: input.service,
            units: input.units,
            unitPrice: input.unitPrice,
            ...optional(input),
          };
          // Covered by the balance: it must still cover it. Into overdraft with a surcharge: the surcharge
          // was computed from this very balance. Otherwise: the overdraft limit must still hold.
          const balance: Priced['balance'] =
            amount <= current.balance
              ? { atLeast: amount }
              : current.additionalCharge > 0
                ? { exactly: current.balance }
                : { atLeast: lowestBalanceFor(current, amount) };
          return { amount: -amount, balance, entry };
        },
        (amount) => ({ balance: amount }),
      );
    },

    /** Adds credits (the operator's staff), exactly once per idempotency key. */
    topUp(input: TopUpInput): Promise<MovementOutcome> {
      const credits = roundCredits(input.credits);
      return move(
        input.walletId,
        input.idempotencyKey,
        () => ({ amount: credits, entry: { service: 'top-up', ...optional(input) } }),
        (amount) => ({ balance: amount, capacityDeposit: amount }),
      );
    },

    /** The latest entries of a wallet, newest first (spec 2 §9: the latest 10). */
    async latest(walletId: string, limit: number): Promise<WalletEntry[]> {
      const { data } = await walletEntry.query.byWallet({ orgId, walletId }).go({ order: 'desc', limit });
      return data.map(toEntry);
    },

    /** One page of a wallet's ledger, newest first; the cursor continues it (null: no more). */
    async entries(walletId: string, page: { limit: number; cursor?: string | null | undefined }) {
      const { data, cursor } = await walletEntry.query
        .byWallet({ orgId, walletId })
        .go({ order: 'desc', limit: page.limit, cursor: page.cursor ?? null });
      return { items: data.map(toEntry), cursor };
    },
  };
}

/** A movement priced from the wallet as read, and the balance it needs to still find when it lands. */
interface Priced {
  amount: number;
  balance?: { atLeast: number } | { exactly: number };
  entry: EntryFields;
}
type EntryFields = {
  service: WalletService;
  units?: number;
  unitPrice?: number;
  reference?: string;
  description?: string;
  userId?: string;
  channelId?: string;
};

/** The optional fields of an input that are given (the table stores no empty attributes). */
function optional(input: {
  reference?: string | undefined;
  description?: string | undefined;
  userId?: string | undefined;
  channelId?: string | undefined;
}) {
  return {
    ...(input.reference ? { reference: input.reference } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(input.userId ? { userId: input.userId } : {}),
    ...(input.channelId ? { channelId: input.channelId } : {}),
  };
}
