/**
 * Wallets and their ledger against the local DynamoDB (issue 16 "Each debit is exactly once: an
 * idempotency key per job/task, the balance update and the ledger entry in one DynamoDB transaction,
 * retries safe"; "200 concurrent debits for the same and for different jobs end with the exact balance and
 * one ledger entry per job; a retried job is not charged twice; overdraft and empty-wallet refusals").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { walletData } from '../../functions/core/data/wallet-data.js';
import { MAIN_WALLET_ID, channelWalletId } from '../../shared/domain/wallet.js';

// A fresh organization id per run: the ledger of an earlier run never counts here.
const ORG = `wallet-test-${Date.now().toString(36)}`;
const wallets = walletData(ORG);
const globexView = walletData(`${ORG}-other`);

async function openWallet(name: string, credits: number, terms: Parameters<typeof wallets.setTerms>[1] = {}) {
  const walletId = channelWalletId(name);
  expect(await wallets.open({ walletId, name, kind: 'channel', channelId: name })).toBe(true);
  if (Object.keys(terms).length > 0) expect(await wallets.setTerms(walletId, terms)).toBe(true);
  if (credits > 0) {
    const topUp = await wallets.topUp({ walletId, idempotencyKey: `deposit-${name}`, credits });
    expect(topUp.outcome).toBe('done');
  }
  return walletId;
}

const render = (walletId: string, job: string, seconds = 10, unitPrice = 0.25) => ({
  walletId,
  idempotencyKey: `render-${job}`,
  service: 'processing' as const,
  units: seconds,
  unitPrice,
  reference: job,
});

async function allEntries(walletId: string) {
  const items = [];
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof wallets.entries>> = await wallets.entries(walletId, {
      limit: 100,
      cursor,
    });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items;
}

beforeAll(async () => {
  expect(await wallets.open({ walletId: MAIN_WALLET_ID, name: 'Main wallet', kind: 'main' })).toBe(true);
  expect(await wallets.open({ walletId: MAIN_WALLET_ID, name: 'Main wallet', kind: 'main' })).toBe(false);
});

describe('exactly once under concurrency', () => {
  it('200 concurrent debits for 200 jobs: the exact balance and one entry per job', async () => {
    const walletId = await openWallet('many-jobs', 1000);
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, i) => wallets.debit(render(walletId, `many-${i}`))),
    );
    expect(outcomes.filter((o) => o.outcome === 'done')).toHaveLength(200);
    expect((await wallets.wallet(walletId))!.balance).toBe(500);
    const debits = (await allEntries(walletId)).filter((entry) => entry.service === 'processing');
    expect(debits).toHaveLength(200);
    expect(new Set(debits.map((entry) => entry.reference)).size).toBe(200);
    expect(debits.every((entry) => entry.amount === -2.5)).toBe(true);
  }, 120_000);

  it('200 concurrent debits for the same 20 jobs (each sent 10 times): each job charged once', async () => {
    const walletId = await openWallet('same-jobs', 100);
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, i) => wallets.debit(render(walletId, `same-${i % 20}`, 4, 1))),
    );
    expect(outcomes.filter((o) => o.outcome === 'done')).toHaveLength(20);
    expect(outcomes.filter((o) => o.outcome === 'repeated')).toHaveLength(180);
    expect((await wallets.wallet(walletId))!.balance).toBe(20);
    expect((await allEntries(walletId)).filter((entry) => entry.service === 'processing')).toHaveLength(20);
    // A repeat answers with the first debit's entry.
    const repeat = outcomes.find((o) => o.outcome === 'repeated');
    expect(repeat?.outcome === 'repeated' && repeat.entry.amount).toBe(-4);
  }, 120_000);

  it('debits of two wallets at once each land in their own wallet', async () => {
    const [a, b] = [await openWallet('pair-a', 300), await openWallet('pair-b', 300)];
    await Promise.all(
      Array.from({ length: 100 }, (_, i) => wallets.debit(render(i % 2 ? a : b, `pair-${i}`, 1, 3))),
    );
    expect((await wallets.wallet(a))!.balance).toBe(150);
    expect((await wallets.wallet(b))!.balance).toBe(150);
  }, 120_000);

  it('a terms change while debits run: every debit priced once, the balance exact', async () => {
    const walletId = await openWallet('terms-race', 1000);
    const debits = Array.from({ length: 40 }, (_, i) => wallets.debit(render(walletId, `race-${i}`, 1, 2)));
    const change = wallets.setTerms(walletId, { minimumCharge: 5 });
    const outcomes = await Promise.all(debits);
    await change;
    const charged = outcomes.map((o) => (o.outcome === 'done' ? -o.entry.amount : 0));
    expect(charged.every((amount) => amount === 2 || amount === 5)).toBe(true);
    const total = charged.reduce((sum, amount) => sum + amount, 0);
    expect((await wallets.wallet(walletId))!.balance).toBe(1000 - total);
  }, 120_000);
});

describe('retries, refusals and terms', () => {
  it('a retried job is not charged twice', async () => {
    const walletId = await openWallet('retry', 50);
    const first = await wallets.debit(render(walletId, 'retried', 10, 1));
    const again = await wallets.debit(render(walletId, 'retried', 10, 1));
    expect(first.outcome).toBe('done');
    expect(again).toEqual({ outcome: 'repeated', entry: first.outcome === 'done' ? first.entry : null });
    expect((await wallets.wallet(walletId))!.balance).toBe(40);
  });

  it('an empty wallet without overdraft refuses, and nothing is written', async () => {
    const walletId = await openWallet('empty', 0);
    expect(await wallets.debit(render(walletId, 'nothing-left'))).toEqual({
      outcome: 'refused',
      reason: 'insufficient',
    });
    expect((await wallets.wallet(walletId))!.balance).toBe(0);
    expect(await allEntries(walletId)).toEqual([]);
    expect(await wallets.movement(walletId, 'render-nothing-left')).toBeNull();
  });

  it('a debit larger than the balance is refused whole, never half-charged', async () => {
    const walletId = await openWallet('short', 5);
    expect((await wallets.debit(render(walletId, 'too-big', 10, 1))).outcome).toBe('refused');
    expect((await wallets.wallet(walletId))!.balance).toBe(5);
  });

  it('overdraft: down to the limit, the overdraft part surcharged, then refused', async () => {
    const walletId = await openWallet('overdraft', 10, { overdraftLimit: 20, additionalCharge: 50 });
    // 14 credits: 10 covered, 4 into overdraft (+50 % = 2).
    const first = await wallets.debit(render(walletId, 'into-overdraft', 14, 1));
    expect(first.outcome === 'done' && first.entry.amount).toBe(-16);
    expect((await wallets.wallet(walletId))!.balance).toBe(-6);
    // 10 more: all in overdraft, 15 with the surcharge: -21 is past the limit of 20.
    expect(await wallets.debit(render(walletId, 'past-limit', 10, 1))).toEqual({
      outcome: 'refused',
      reason: 'insufficient',
    });
    const third = await wallets.debit(render(walletId, 'within-limit', 4, 1));
    expect(third.outcome === 'done' && third.entry.amount).toBe(-6);
    expect((await wallets.wallet(walletId))!.balance).toBe(-12);
  });

  it('the minimum charge: a small consumption costs at least it', async () => {
    const walletId = await openWallet('minimum', 10, { minimumCharge: 1.5 });
    const small = await wallets.debit(render(walletId, 'small', 1, 0.1));
    expect(small.outcome === 'done' && small.entry.amount).toBe(-1.5);
    expect((await wallets.wallet(walletId))!.balance).toBe(8.5);
  });

  it('an expired wallet pays for nothing', async () => {
    const walletId = await openWallet('expired', 100, { expiresAt: '2020-01-01T00:00:00.000Z' });
    expect(await wallets.debit(render(walletId, 'late'))).toEqual({ outcome: 'refused', reason: 'expired' });
    expect(await wallets.setTerms(walletId, { expiresAt: null })).toBe(true);
    expect((await wallets.debit(render(walletId, 'late'))).outcome).toBe('done');
  });

  it('a top-up sent twice credits once; the latest entries come newest first', async () => {
    const walletId = await openWallet('top-up', 0);
    const topUp = { walletId, idempotencyKey: 'top-up-request-1', credits: 25.555 };
    expect((await wallets.topUp(topUp)).outcome).toBe('done');
    expect((await wallets.topUp(topUp)).outcome).toBe('repeated');
    const wallet = await wallets.wallet(walletId);
    expect(wallet).toMatchObject({ balance: 25.56, capacityDeposit: 25.56 });
    await wallets.debit(render(walletId, 'after-top-up', 1, 1));
    const latest = await wallets.latest(walletId, 10);
    expect(latest.map((entry) => entry.service)).toEqual(['processing', 'top-up']);
  });

  it("another organization's wallets are not reachable, and a missing wallet refuses", async () => {
    expect(await globexView.wallet(MAIN_WALLET_ID)).toBeNull();
    expect(await globexView.debit(render(MAIN_WALLET_ID, 'elsewhere'))).toEqual({
      outcome: 'refused',
      reason: 'noWallet',
    });
    expect((await wallets.wallet(MAIN_WALLET_ID))!.balance).toBe(0);
  });
});
