/** True when a write was refused by its condition (e.g. create() on an item that exists). */
export function isConditionalFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const name = (current as { name?: string }).name;
    if (name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a conditional write: true when it landed, false when its condition refused it. */
export async function conditionally(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}
