/**
 * The items editor's list (spec 2 §2 playlist routes: items added by search and re-ordered by drag and
 * drop, keyboard-usable too): pure, so the page only renders it. Sub-tracks stay in their track (the
 * server refuses a list without them: docs/decisions.md "Tracks administration"), so only videos are
 * removed here.
 */
import { moveItem } from '../../../lib/move-item';
import { TRACK_ITEMS_MAX } from '#shared/domain/tracks-admin';

export interface EditorItem {
  type: 'video' | 'track';
  id: string;
  name: string;
  humanId: string | null;
}

// One move rule for every drag-ordered list (lib/move-item.ts).
export { moveItem };

/** Why a video cannot be added (null: it can). */
export type AddRefusal = 'duplicate' | 'full';

export function addRefusal(items: readonly EditorItem[], videoId: string): AddRefusal | null {
  if (items.some((i) => i.type === 'video' && i.id === videoId)) return 'duplicate';
  if (items.length >= TRACK_ITEMS_MAX) return 'full';
  return null;
}

/** Appends a video at the end (unchanged when it is listed already or the track is full). */
export function addVideo(
  items: readonly EditorItem[],
  video: { id: string; name: string; humanId: string },
): readonly EditorItem[] {
  if (addRefusal(items, video.id)) return items;
  return [...items, { type: 'video', id: video.id, name: video.name, humanId: video.humanId }];
}

/** Removes the video at `index`; sub-tracks are not removed here (they are deleted instead). */
export function removeVideo(items: readonly EditorItem[], index: number): readonly EditorItem[] {
  if (items[index]?.type !== 'video') return items;
  return items.filter((_, i) => i !== index);
}

/** What setTrackItems sends. */
export function itemsPayload(items: readonly EditorItem[]): { type: 'video' | 'track'; id: string }[] {
  return items.map((i) => ({ type: i.type, id: i.id }));
}

/** Whether the list differs from the saved one (order included). */
export function itemsChanged(saved: readonly EditorItem[], current: readonly EditorItem[]): boolean {
  return (
    saved.length !== current.length ||
    saved.some((item, index) => item.type !== current[index]?.type || item.id !== current[index]?.id)
  );
}

/** The keyboard's move: ArrowUp/ArrowDown by one, Home/End to the ends; null for other keys. */
export function keyboardTarget(key: string, index: number, length: number): number | null {
  switch (key) {
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'ArrowDown':
      return Math.min(length - 1, index + 1);
    case 'Home':
      return 0;
    case 'End':
      return length - 1;
    default:
      return null;
  }
}
