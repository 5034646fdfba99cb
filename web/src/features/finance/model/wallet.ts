/**
 * The wallet page's rules (issue 16): the amounts as people read them, the top-up form's check, and the
 * ledger as a CSV file. Pure: unit-tested in wallet.test.ts.
 */
import type { WalletEntry } from '#shared/api';
import { CREDIT_DECIMALS, MAX_TOP_UP_CREDITS } from '#shared/domain/wallet';
import { csvLine, csvText } from '../../../lib/csv';

/** Credits to the hundredth in the reader's language; a debit keeps its minus sign. */
export function creditsText(value: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: CREDIT_DECIMALS,
    maximumFractionDigits: CREDIT_DECIMALS,
  }).format(value);
}

export type TopUpProblem = 'finance-top-up-error-number' | 'finance-top-up-error-range';

/** What is wrong with the typed amount (null: a top-up of that many credits may be sent). */
export function topUpProblem(typed: string): TopUpProblem | null {
  const text = typed.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'finance-top-up-error-number';
  const credits = Number(text);
  return credits > 0 && credits <= MAX_TOP_UP_CREDITS ? null : 'finance-top-up-error-range';
}

/** The typed amount as credits (after topUpProblem said it is fine). */
export const typedCredits = (typed: string) => Number(typed.trim().replace(',', '.'));

export const LEDGER_CSV_HEADER = [
  'date',
  'service',
  'amount',
  'units',
  'unit price',
  'reference',
  'description',
];

/** The whole ledger, newest first, one line per transaction. */
export function ledgerCsv(entries: readonly WalletEntry[]): string {
  return csvText([
    LEDGER_CSV_HEADER.join(','),
    ...entries.map((entry) =>
      csvLine([
        entry.at,
        entry.service,
        entry.amount.toFixed(CREDIT_DECIMALS),
        entry.units ?? '',
        entry.unitPrice ?? '',
        entry.reference ?? '',
        entry.description ?? '',
      ]),
    ),
  ]);
}

/** `wallet-<organization>-<wallet>.csv`. */
export const ledgerFileName = (orgId: string, walletId: string) =>
  `wallet-${orgId}-${walletId}.csv`.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
