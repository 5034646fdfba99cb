/**
 * What a wallet charges and when it refuses (spec 2 §3 "Wallet: wallet id and name, main or channel
 * wallet, balance in credits, capacity deposit, expiration, overdraft invoiced, minimum charge,
 * additional charge, unit of measure"; §9 "Credits are counted per unit"; issue 16). Pure: the data layer
 * applies these rules inside the debit's transaction, the web shows the same refusals. The reading of the
 * terms the spec leaves open is recorded in docs/decisions.md "Wallets and the ledger".
 */

/** Credits are kept to the hundredth: every amount is rounded to it, once, here. */
export const CREDIT_DECIMALS = 2;

/** Spec 2 §9: "Wallet details show the latest 10 transactions." */
export const WALLET_LATEST_TRANSACTIONS = 10;

/** The organization's main wallet; a channel's wallet is `channel-{channelId}`. */
export const MAIN_WALLET_ID = 'main';
export const channelWalletId = (channelId: string) => `channel-${channelId}`;

export type WalletKind = 'main' | 'channel';
export type UnitOfMeasure = 'credits' | 'minutes';

/** The services the wallet pays for (spec 2 §2's service consumption areas). */
export const WALLET_SERVICES = [
  'optimization',
  'translation',
  'processing',
  'assistance',
  'consulting',
  'top-up',
] as const;
export type WalletService = (typeof WALLET_SERVICES)[number];

/** The terms a debit is checked against: what the operator's staff set on the wallet. */
export interface WalletTerms {
  balance: number;
  /** The debt the wallet may run into, in credits, invoiced afterwards (0: no overdraft). */
  overdraftLimit: number;
  /** The least one debit costs, in credits. */
  minimumCharge: number;
  /** Percent added to the part of a debit that goes into overdraft (it is invoiced, not prepaid). */
  additionalCharge: number;
  /** After this instant the wallet pays for nothing (ISO date-time; null: no expiration). */
  expiresAt: string | null;
}

export const roundCredits = (value: number) => {
  const factor = 10 ** CREDIT_DECIMALS;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

/**
 * The credits one consumption costs: its units (seconds, minutes, answers) times the unit price, at least
 * the wallet's minimum charge, and the overdraft surcharge on the part the balance does not cover.
 */
export function debitAmount(terms: WalletTerms, units: number, unitPrice: number): number {
  const base = Math.max(roundCredits(units * unitPrice), terms.minimumCharge);
  const overdraft = Math.min(base, Math.max(0, base - Math.max(terms.balance, 0)));
  return roundCredits(base + (overdraft * terms.additionalCharge) / 100);
}

export type DebitRefusal = 'expired' | 'insufficient';

/** Why the wallet cannot pay `amount` at `now` (null: it can). */
export function debitRefusal(terms: WalletTerms, amount: number, now: Date): DebitRefusal | null {
  if (terms.expiresAt && Date.parse(terms.expiresAt) <= now.getTime()) return 'expired';
  if (roundCredits(terms.balance - amount) < -terms.overdraftLimit) return 'insufficient';
  return null;
}

/** The lowest balance a debit of `amount` may start from: the condition its write carries. */
export const lowestBalanceFor = (terms: Pick<WalletTerms, 'overdraftLimit'>, amount: number) =>
  roundCredits(amount - terms.overdraftLimit);

/** The refusals and messages of the wallet endpoints (the server's 4xx texts; the web shows the same). */
export const WALLET_MESSAGES = {
  insufficient: "The wallet's credits do not cover this. Ask your operator to top it up.",
  expired: 'The wallet has expired. Ask your operator to renew it.',
  noWallet: 'No wallet is open for this yet.',
  walletOpen: 'This wallet is open already.',
  channelNotFound: 'Channel not found',
  organizationNotFound: 'Organization not found',
  notAllowed: 'Only the operator’s staff and master admins see the wallets.',
  staffOnly: 'Only the operator’s staff top up wallets and set their terms.',
} as const;

/** The most one top-up adds (a typing slip of a few zeros is refused, not deposited). */
export const MAX_TOP_UP_CREDITS = 1_000_000;
