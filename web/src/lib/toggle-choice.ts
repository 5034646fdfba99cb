/**
 * A choice of ids toggled, kept in the order of `all` (the list the form shows), so the saved list
 * does not depend on the order of the clicks.
 */
export function toggleChoice(chosen: readonly string[], id: string, all: readonly string[]): string[] {
  const next = new Set(chosen);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return all.filter((candidate) => next.has(candidate));
}
