/**
 * A track's queue (spec 2 §2 "A queued video stays locked until all earlier queue videos are
 * watched"): every video of the track and its sub-tracks, in tree order, with the caller's
 * completion. Pure: the handler builds the tree and reads the completions.
 */
import type { TrackNode } from '#shared/api/endpoints/channels.js';
import type { QueueItem } from '#shared/api/endpoints/lists.js';

/** The node of a track anywhere in a forest, or null. */
export function findTrackNode(nodes: readonly TrackNode[], trackId: string): TrackNode | null {
  for (const node of nodes) {
    if (node.type !== 'track') continue;
    if (node.id === trackId) return node;
    const inner = findTrackNode(node.items, trackId);
    if (inner) return inner;
  }
  return null;
}

/** The videos under a track node, depth first in item order, each once (its first occurrence). */
export function queueOf(
  track: TrackNode,
  durations: ReadonlyMap<string, number | undefined>,
  completed: ReadonlySet<string>,
): QueueItem[] {
  const seen = new Set<string>();
  const items: QueueItem[] = [];
  const walk = (node: TrackNode) => {
    for (const child of node.items) {
      if (child.type === 'track') {
        walk(child);
        continue;
      }
      if (seen.has(child.id) || !child.humanId) continue;
      seen.add(child.id);
      items.push({
        videoId: child.id,
        humanId: child.humanId,
        name: child.name,
        trackId: node.id,
        depth: child.depth - track.depth,
        durationMs: durations.get(child.id) ?? null,
        completed: completed.has(child.id),
      });
    }
  };
  walk(track);
  return items;
}

/** The caller's mandatory tracks: marked for everyone, then assigned to them, each once. */
export function mandatoryTrackIds(
  marked: readonly { trackId: string; name: string }[],
  assigned: readonly { trackId: string }[],
): string[] {
  const ids = [...marked].sort((a, b) => a.name.localeCompare(b.name)).map((t) => t.trackId);
  for (const a of assigned) if (!ids.includes(a.trackId)) ids.push(a.trackId);
  return ids;
}
