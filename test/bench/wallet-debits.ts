/**
 * Wallet debits at concurrency 50 (issue 16 "debit throughput at concurrency 50 with zero lost or doubled
 * debits"): one wallet, 1,000 jobs each charged once and a tenth of them sent a second time (a retried
 * job), 50 in flight at a time, against DynamoDB Local. Prints debits per second, the latency of one debit
 * (p50, p99), and the check: the balance and the ledger's entries against what 1,000 single charges make.
 * Sizes move with BENCH_WALLET_JOBS, BENCH_WALLET_CONCURRENCY. Printed figures, never pass/fail.
 */
import { performance } from 'node:perf_hooks';
import { channelWalletId } from '#shared/domain/wallet.js';
import { formatTable, percentile } from './stats.js';

const JOBS = Number(process.env.BENCH_WALLET_JOBS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_WALLET_CONCURRENCY ?? 50);
const PRICE = 0.5;

export async function walletDebits(): Promise<void> {
  const { walletData } = await import('../../functions/core/data/wallet-data.js');
  const run = Date.now().toString(36);
  const wallets = walletData(`bench-wallet-${run}`);
  const walletId = channelWalletId('bench');
  await wallets.open({ walletId, name: 'Bench', kind: 'channel', channelId: 'bench' });
  const deposit = JOBS * PRICE * 2;
  await wallets.topUp({ walletId, idempotencyKey: 'deposit', credits: deposit });

  // Every job once, and every tenth again: 1,100 sends for 1,000 charges.
  const sends = [
    ...Array.from({ length: JOBS }, (_, i) => i),
    ...Array.from({ length: JOBS / 10 }, (_, i) => i * 10),
  ];
  const latencies: number[] = [];
  const outcomes = { done: 0, repeated: 0, refused: 0 };
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < sends.length) {
        const job = sends[next++]!;
        const t = performance.now();
        const result = await wallets.debit({
          walletId,
          idempotencyKey: `job-${job}`,
          service: 'processing',
          units: 1,
          unitPrice: PRICE,
        });
        latencies.push(performance.now() - t);
        outcomes[result.outcome] += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const balance = (await wallets.wallet(walletId))!.balance;
  let entries = 0;
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof wallets.entries>> = await wallets.entries(walletId, {
      limit: 500,
      cursor,
    });
    entries += page.items.filter((entry) => entry.service === 'processing').length;
    cursor = page.cursor;
  } while (cursor);
  const expected = deposit - JOBS * PRICE;

  console.log(
    `\nWallet debits: ${JOBS} jobs (+${JOBS / 10} retried), ${CONCURRENCY} at a time, DynamoDB Local`,
  );
  console.log(
    formatTable(
      [
        'sends',
        'debits/s',
        'p50 ms',
        'p99 ms',
        'charged',
        'repeated',
        'entries',
        'balance',
        'expected',
        'lost or doubled',
      ],
      [
        [
          String(sends.length),
          (sends.length / seconds).toFixed(0),
          percentile(latencies, 50).toFixed(1),
          percentile(latencies, 99).toFixed(1),
          String(outcomes.done),
          String(outcomes.repeated),
          String(entries),
          String(balance),
          String(expected),
          String(Math.abs(entries - JOBS) + Math.round(Math.abs(balance - expected) / PRICE)),
        ],
      ],
    ),
  );
}
