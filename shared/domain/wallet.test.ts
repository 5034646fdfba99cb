import { describe, expect, it } from 'vitest';
import {
  channelWalletId,
  debitAmount,
  debitRefusal,
  lowestBalanceFor,
  roundCredits,
  type WalletTerms,
} from './wallet.js';

const terms = (overrides: Partial<WalletTerms> = {}): WalletTerms => ({
  balance: 100,
  overdraftLimit: 0,
  minimumCharge: 0,
  additionalCharge: 0,
  expiresAt: null,
  ...overrides,
});

describe('debitAmount', () => {
  it('is units × unit price, rounded to the hundredth', () => {
    expect(debitAmount(terms(), 10, 0.25)).toBe(2.5);
    expect(debitAmount(terms(), 3, 0.1)).toBe(0.3);
    expect(debitAmount(terms(), 1, 0.005)).toBe(0.01);
  });

  it('is at least the minimum charge', () => {
    expect(debitAmount(terms({ minimumCharge: 1.5 }), 1, 0.1)).toBe(1.5);
    expect(debitAmount(terms({ minimumCharge: 1.5 }), 100, 0.1)).toBe(10);
  });

  it('adds the surcharge to the part of the debit the balance does not cover', () => {
    // 14 credits from a balance of 10: 4 in overdraft, +50 %.
    expect(debitAmount(terms({ balance: 10, additionalCharge: 50 }), 14, 1)).toBe(16);
    // Already below zero: all of it is overdraft.
    expect(debitAmount(terms({ balance: -6, additionalCharge: 50 }), 10, 1)).toBe(15);
    // Covered: no surcharge.
    expect(debitAmount(terms({ balance: 10, additionalCharge: 50 }), 10, 1)).toBe(10);
  });
});

describe('debitRefusal', () => {
  const now = new Date('2026-12-03T12:00:00Z');

  it('refuses what the balance and the overdraft limit together do not cover', () => {
    expect(debitRefusal(terms({ balance: 5 }), 5, now)).toBeNull();
    expect(debitRefusal(terms({ balance: 5 }), 5.01, now)).toBe('insufficient');
    expect(debitRefusal(terms({ balance: 0 }), 0.01, now)).toBe('insufficient');
    expect(debitRefusal(terms({ balance: 5, overdraftLimit: 20 }), 25, now)).toBeNull();
    expect(debitRefusal(terms({ balance: 5, overdraftLimit: 20 }), 25.01, now)).toBe('insufficient');
  });

  it('refuses everything once the wallet has expired', () => {
    expect(debitRefusal(terms({ expiresAt: '2026-12-03T11:59:59Z' }), 1, now)).toBe('expired');
    expect(debitRefusal(terms({ expiresAt: '2026-12-03T12:00:01Z' }), 1, now)).toBeNull();
  });
});

describe('the rest', () => {
  it('names channel wallets after their channel', () => {
    expect(channelWalletId('ch-acme-onboarding')).toBe('channel-ch-acme-onboarding');
  });

  it('the lowest balance a debit may start from is its amount less the overdraft limit', () => {
    expect(lowestBalanceFor({ overdraftLimit: 20 }, 25)).toBe(5);
    expect(lowestBalanceFor({ overdraftLimit: 0 }, 2.5)).toBe(2.5);
  });

  it('rounds half up to the hundredth', () => {
    expect(roundCredits(25.555)).toBe(25.56);
    expect(roundCredits(0.1 + 0.2)).toBe(0.3);
  });
});
