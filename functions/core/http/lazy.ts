/**
 * A value made on first use and kept for the container's life (a failed attempt is retried on the next
 * use). The AWS SDK clients are made this way, so a function loads only the clients it uses, and only
 * when it first uses them: its module init stays small (npm run bench).
 */
export function lazy<T>(make: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= make().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
