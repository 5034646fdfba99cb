import { describe, expect, it } from 'vitest';
import {
  creditsText,
  LEDGER_CSV_HEADER,
  ledgerCsv,
  ledgerFileName,
  topUpProblem,
  typedCredits,
} from './wallet';

describe('topUpProblem', () => {
  it('takes credits to the hundredth, with a point or a comma', () => {
    for (const typed of ['1', '12.5', '0.01', '1000000', ' 25,50 '])
      expect(topUpProblem(typed), typed).toBeNull();
    expect(typedCredits(' 25,50 ')).toBe(25.5);
  });

  it('refuses what is not an amount', () => {
    for (const typed of ['', 'abc', '-5', '1.234', '1e3', '10 credits'])
      expect(topUpProblem(typed), typed).toBe('finance-top-up-error-number');
  });

  it('refuses nothing and more than a million', () => {
    expect(topUpProblem('0')).toBe('finance-top-up-error-range');
    expect(topUpProblem('0.00')).toBe('finance-top-up-error-range');
    expect(topUpProblem('1000000.01')).toBe('finance-top-up-error-range');
  });
});

describe('the ledger file', () => {
  it('has a line per transaction, amounts to the hundredth, formulas defused', () => {
    const csv = ledgerCsv([
      {
        entryId: 'e1',
        at: '2026-12-03T10:00:00.000Z',
        service: 'processing',
        amount: -2.5,
        units: 10,
        unitPrice: 0.25,
        reference: 'render-1',
        description: '=cmd',
        userId: null,
        channelId: null,
      },
      {
        entryId: 'e0',
        at: '2026-12-02T10:00:00.000Z',
        service: 'top-up',
        amount: 100,
        units: null,
        unitPrice: null,
        reference: null,
        description: null,
        userId: 'staff',
        channelId: null,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      LEDGER_CSV_HEADER.join(','),
      "2026-12-03T10:00:00.000Z,processing,'-2.50,10,0.25,render-1,'=cmd",
      '2026-12-02T10:00:00.000Z,top-up,100.00,,,,',
      '',
    ]);
  });

  it('names the file after the organization and the wallet', () => {
    expect(ledgerFileName('acme', 'channel-ch-acme-onboarding')).toBe(
      'wallet-acme-channel-ch-acme-onboarding.csv',
    );
  });

  it('shows credits to the hundredth in the reader’s language', () => {
    expect(creditsText(1234.5, 'en-US')).toBe('1,234.50');
    expect(creditsText(-2.5, 'de-DE')).toBe('-2,50');
  });
});
