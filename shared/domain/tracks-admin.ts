/**
 * Tracks (playlists) administration rules (spec 2 §2 playlist and track routes, §3 "Track", §5 "a
 * playlist must be empty to be deleted", §6 "channel owner and content manager may add playlists"),
 * once for the channel commands and the admin pages.
 */
import { listCollator, listPage, type ListSpec } from './list-page.js';

/** Spec 2 §5 "field cannot be empty"; the length keeps menus and cards readable. */
export const TRACK_NAME_MAX = 100;
export const TRACK_ABSTRACT_MAX = 300;
export const TRACK_DESCRIPTION_MAX = 5000;
/** Items of one track (videos and sub-tracks): one page of the editor, and one bounded write. */
export const TRACK_ITEMS_MAX = 100;
/**
 * Nesting a track may have below it: the spec's video filters name track, subTrack and subSubTrack,
 * so a track (depth 0) holds sub-tracks (1), which hold sub-sub-tracks (2), and no deeper.
 */
export const TRACK_MAX_DEPTH = 2;

export const TRACK_NOT_EMPTY_MESSAGE = 'A playlist must be empty to be deleted';
export const TRACK_TOO_DEEP_MESSAGE = 'A sub-track of a sub-sub-track cannot be created';
export const TRACK_REFUSED_MESSAGE = 'You may not manage the playlists of this channel';

export interface TrackItemRef {
  type: 'video' | 'track';
  id: string;
}

/**
 * Why a track's new item list is refused (null: accepted). Sub-tracks are part of their parent's
 * structure (the tree is built from the items), so the list names every sub-track of the track exactly
 * once and no other track: a sub-track leaves its parent by being deleted. A video appears once.
 */
export function trackItemsRefusal(
  items: readonly TrackItemRef[],
  subTrackIds: readonly string[],
): string | null {
  const seen = new Set<string>();
  for (const item of items) {
    const key = `${item.type}#${item.id}`;
    if (seen.has(key)) return `The ${item.type === 'video' ? 'video' : 'sub-track'} is listed twice`;
    seen.add(key);
  }
  const listedTracks = items.filter((i) => i.type === 'track').map((i) => i.id);
  if (listedTracks.some((id) => !subTrackIds.includes(id)))
    return 'Only the sub-tracks of this track can be its items';
  if (subTrackIds.some((id) => !listedTracks.includes(id)))
    return 'Every sub-track stays in its track: delete a sub-track to remove it';
  return null;
}

/** Depth of a track from its parent chain (0 for a top-level track); cycles count as too deep. */
export function trackDepth(
  trackId: string,
  parentOf: (trackId: string) => string | undefined,
  limit = TRACK_MAX_DEPTH + 1,
): number {
  let depth = 0;
  let current = parentOf(trackId);
  const seen = new Set([trackId]);
  while (current && depth <= limit) {
    if (seen.has(current)) return limit + 1;
    seen.add(current);
    depth += 1;
    current = parentOf(current);
  }
  return depth;
}

/** A track as the organization's tracks list shows it. */
export interface ListedTrack {
  id: string;
  name: string;
  abstract: string;
  channelId: string;
  channelName: string;
  parentName: string | null;
  depth: number;
  videosCount: number;
  createdAt: string;
}

export const TRACK_LIST_SORTS = ['name', 'channel', 'videos', 'createdAt'] as const;
export type TrackListSort = (typeof TRACK_LIST_SORTS)[number];
export const TRACK_LIST_PAGE_SIZES = [10, 25, 50] as const;
export const TRACK_LIST_DEFAULT_PAGE_SIZE = 25;

export interface TrackListQuery {
  search?: string | undefined;
  sort?: TrackListSort | undefined;
  order?: 'asc' | 'desc' | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

const byName = (a: ListedTrack, b: ListedTrack) => listCollator.compare(a.name, b.name);

/** Searched by name, abstract, channel and parent; sorted by name (default), channel, videos or creation. */
export const TRACK_LIST: ListSpec<ListedTrack, TrackListSort> = {
  text: (t) => `${t.name} ${t.abstract} ${t.channelName} ${t.parentName ?? ''}`,
  compare: {
    name: (a, b) => byName(a, b) || listCollator.compare(a.channelName, b.channelName),
    channel: (a, b) => listCollator.compare(a.channelName, b.channelName) || byName(a, b),
    videos: (a, b) => a.videosCount - b.videosCount || byName(a, b),
    createdAt: (a, b) => a.createdAt.localeCompare(b.createdAt) || byName(a, b),
  },
  defaultSort: 'name',
  defaultPageSize: TRACK_LIST_DEFAULT_PAGE_SIZE,
};

/**
 * One page of the tracks matching the search (every word in the name, abstract, channel or parent),
 * sorted (default: name ascending). A page past the end is the last page.
 */
export function trackListPage<T extends ListedTrack>(
  tracks: readonly T[],
  query: TrackListQuery,
): { tracks: T[]; total: number; page: number; pageSize: number } {
  const { items, ...page } = listPage<T, TrackListSort>(tracks, query, TRACK_LIST);
  return { tracks: items, ...page };
}
