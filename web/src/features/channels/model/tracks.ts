/** Track lists (spec 1 §2, §9 "tracks or history list shows 5 before it expands"). Pure, so tested. */
import type { TrackNode } from '#shared/api';

export const TRACKS_SHOWN = 5;

/** The tree in display order, each node once with its depth: what a list renders row by row. */
export function flattenTracks(nodes: readonly TrackNode[]): TrackNode[] {
  return nodes.flatMap((node) => [node, ...flattenTracks(node.items)]);
}

/** The first 5 top-level tracks (with everything below them) until expanded. */
export function shownTracks(
  roots: readonly TrackNode[],
  expanded: boolean,
): { shown: TrackNode[]; hasMore: boolean } {
  const hasMore = roots.length > TRACKS_SHOWN;
  return { shown: expanded || !hasMore ? [...roots] : roots.slice(0, TRACKS_SHOWN), hasMore };
}

/** Tracks a member follows or can see: followed ones first, then the others, each group as given. */
export function followedFirst(roots: readonly TrackNode[], followed: readonly string[]): TrackNode[] {
  const set = new Set(followed);
  return [...roots.filter((t) => set.has(t.id)), ...roots.filter((t) => !set.has(t.id))];
}
