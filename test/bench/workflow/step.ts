/** The benchmark machine's step: adds one (nothing else, so the figures are the engine's). */
export async function handler(event: { n: number }) {
  return { n: event.n + 1 };
}
