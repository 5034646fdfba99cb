/**
 * Waiting for what the platform does in the background (a state machine's step, a push, a transcode):
 * polled, with a deadline whose error says what was awaited.
 */

/** Reads until `done` holds for the value read; answers that value. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 30_000, intervalMs = 100 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Waits until `condition` holds (checked every `intervalMs`), failing after `ms` with `label`. */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  {
    ms = 5_000,
    label = 'condition',
    intervalMs = 50,
  }: { ms?: number; label?: string; intervalMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
