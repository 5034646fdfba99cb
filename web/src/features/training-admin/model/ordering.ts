/**
 * The orders the admin sets by dragging (spec 2 §2 "processes can be re-ordered by drag"): the
 * organization's processes, and a plan's processes in its dialog. Pure.
 */
import { moveItem } from '../../../lib/move-item';

// One move rule for every drag-ordered list (lib/move-item.ts).
export { moveItem };

/** The list with the item of id `active` moved to where `over` is (a drop); unchanged for unknown ids. */
export function moveById(ids: readonly string[], active: string, over: string): readonly string[] {
  const from = ids.indexOf(active);
  const to = ids.indexOf(over);
  if (from < 0 || to < 0) return ids;
  return moveItem(ids, from, to);
}

/** Whether two orders differ. */
export function orderChanged(saved: readonly string[], current: readonly string[]): boolean {
  return saved.length !== current.length || saved.some((id, i) => current[i] !== id);
}

/** A plan's processes with one added at the end (once). */
export function addToPlan(processIds: readonly string[], processId: string): string[] {
  return processIds.includes(processId) ? [...processIds] : [...processIds, processId];
}

export function removeFromPlan(processIds: readonly string[], processId: string): string[] {
  return processIds.filter((id) => id !== processId);
}
