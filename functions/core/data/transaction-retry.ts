/**
 * Concurrent transactions on one item cancel each other (TransactionConflict): the write is tried again
 * after a short random wait, growing with each attempt. The write must be the same each time (an ADD, a
 * conditional put): a retry never counts twice.
 */
const CONFLICT_ATTEMPTS = 8;
const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * 2 ** Math.min(attempt, 5)));

export type TransactionResult = { canceled: boolean; data: readonly { code?: string }[] };

export const conflicted = (result: TransactionResult) =>
  result.canceled && result.data.some((item) => item.code === 'TransactionConflict');

/** Runs a transaction, again after a conflict with a concurrent one; the last result when conflicts persist. */
export async function withConflictRetry<R extends TransactionResult>(run: () => Promise<R>): Promise<R> {
  for (let attempt = 0; ; attempt++) {
    const result = await run();
    if (!conflicted(result) || attempt + 1 >= CONFLICT_ATTEMPTS) return result;
    await backoff(attempt);
  }
}
