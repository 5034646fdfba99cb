/**
 * Videos administration rules (spec 2 §2 /admin/videos, §3 "Filters: author e-mail, status, type,
 * channel, subChannel, track, subTrack, subSubTrack", §4 "Changing a video's location … requires draft
 * status", §6 "Videos need readVideo"), once for the handlers and the admin page.
 */
import type { VideoStatus, VideoType } from './video-kinds.js';
import { PROCESSING_STATUSES, TRANSITIONS, mayTransition } from './video-lifecycle.js';

export const VIDEO_LIST_SORTS = ['name', 'createdAt', 'status', 'channel'] as const;
export type VideoListSort = (typeof VIDEO_LIST_SORTS)[number];

export const VIDEO_LIST_PAGE_SIZES = [10, 25, 50, 100] as const;
export const VIDEO_LIST_DEFAULT_PAGE_SIZE = 25;

/** The bulk actions of /admin/videos; each runs the single-video command of the same name per video. */
export const VIDEO_BULK_ACTIONS = ['publish', 'unpublish', 'move', 'archive', 'restore'] as const;
export type VideoBulkAction = (typeof VIDEO_BULK_ACTIONS)[number];
/** The most videos one bulk request names (four pages of 25, or one of 100). */
export const VIDEO_BULK_MAX = 100;

/** How one video of a bulk request ended. */
export const VIDEO_BULK_OUTCOMES = ['done', 'refused', 'notFound', 'failed'] as const;
export type VideoBulkOutcome = (typeof VIDEO_BULK_OUTCOMES)[number];

/**
 * Statuses a video may move to another channel from (spec 2 §4 "Changing a video's location … requires
 * draft status"). Unpublished counts as draft: no command turns it back into a draft, and like a draft
 * no member sees it (docs/decisions.md "Administration (issue 11)").
 */
export const MOVABLE_STATUSES: readonly VideoStatus[] = ['draft', 'unpublished'];

export const VIDEO_ADMIN_TEXTS = {
  processing: 'The video is being processed: wait until processing has ended',
  moveNotDraft: 'Only a draft or unpublished video can be moved: unpublish it first',
  sameChannel: 'The video is already in this channel',
  archivePublished: 'A published video must be unpublished before it is archived',
  alreadyArchived: 'The video is already archived',
  notArchivable: 'The video cannot be archived in its current status',
  notArchived: 'Only an archived video can be restored',
  changed: 'The video changed meanwhile: reload the list and try again',
} as const;

/** Why a video may not move to `toChannelId` now (a 409 text), or null when it may. */
export function moveRefusal(
  video: { status: VideoStatus; channelId: string },
  toChannelId: string,
): string | null {
  if (PROCESSING_STATUSES.includes(video.status)) return VIDEO_ADMIN_TEXTS.processing;
  if (!MOVABLE_STATUSES.includes(video.status)) return VIDEO_ADMIN_TEXTS.moveNotDraft;
  if (video.channelId === toChannelId) return VIDEO_ADMIN_TEXTS.sameChannel;
  return null;
}

/**
 * Why a video may not be archived now (a 409 text), or null when it may: the life cycle's transition
 * table decides (shared/domain/video-lifecycle.ts), each refusal said in words; a rendition of the
 * latest version still transcoding (`mediaProcessing`) counts as processing.
 */
export function archiveRefusal(video: { status: VideoStatus }, mediaProcessing: boolean): string | null {
  if (video.status === 'archived') return VIDEO_ADMIN_TEXTS.alreadyArchived;
  if (video.status === 'published') return VIDEO_ADMIN_TEXTS.archivePublished;
  if (PROCESSING_STATUSES.includes(video.status) || mediaProcessing) return VIDEO_ADMIN_TEXTS.processing;
  if (!mayTransition(video.status, 'archive')) return VIDEO_ADMIN_TEXTS.notArchivable;
  return null;
}

/** Statuses a video may be archived from: the transition table's (the archive write is conditional on them). */
export const ARCHIVABLE_STATUSES: readonly VideoStatus[] = TRANSITIONS.archive.from;

/** Why a video may not be restored now (a 409 text), or null when it may. A restored video is a draft. */
export function restoreRefusal(video: { status: VideoStatus }): string | null {
  return mayTransition(video.status, 'restore') ? null : VIDEO_ADMIN_TEXTS.notArchived;
}

/** What the list needs of a video (the row the page shows, before its thumbnail is signed). */
export interface ListedVideo {
  id: string;
  humanId: string;
  name: string;
  status: VideoStatus;
  type: VideoType;
  channelId: string;
  channelName: string;
  authorEmail: string;
  createdAt: string;
}

/** A channel as the filters know it: company or personal, and its parent (subChannel). */
export interface FilterChannel {
  id: string;
  name: string;
  parentId: string | null;
}

/** A track as the filters know it: level 0 has no parent, a sub-track names its parent track. */
export interface FilterTrack {
  id: string;
  name: string;
  parentId: string | null;
}

export interface VideoListQuery {
  search?: string | undefined;
  authorEmail?: string | undefined;
  status?: VideoStatus | undefined;
  type?: VideoType | undefined;
  channelId?: string | undefined;
  subChannelId?: string | undefined;
  trackId?: string | undefined;
  subTrackId?: string | undefined;
  subSubTrackId?: string | undefined;
  sort?: VideoListSort | undefined;
  order?: 'asc' | 'desc' | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The channels a channel's sub-channel select offers: those whose parent it is. */
export function subChannelsOf(channels: readonly FilterChannel[], channelId: string): FilterChannel[] {
  return channelId ? channels.filter((c) => c.parentId === channelId) : [];
}

/** Level-0 tracks: no parent, or a parent that is not among the tracks (it stands as a root then). */
export function rootTracks(tracks: readonly FilterTrack[]): FilterTrack[] {
  const ids = new Set(tracks.map((t) => t.id));
  return tracks.filter((t) => !t.parentId || !ids.has(t.parentId));
}

/** The sub-tracks of a track (the next level's select). */
export function subTracksOf(tracks: readonly FilterTrack[], trackId: string): FilterTrack[] {
  return trackId ? tracks.filter((t) => t.parentId === trackId) : [];
}

/**
 * The track that filters the list: the deepest one chosen (subSubTrack, else subTrack, else track), or
 * null for none. A deeper level is only meaningful under the one above it, so it must be its sub-track.
 */
export function chosenTrack(
  query: Pick<VideoListQuery, 'trackId' | 'subTrackId' | 'subSubTrackId'>,
): string | null {
  return query.subSubTrackId || query.subTrackId || query.trackId || null;
}

/**
 * The channels the channel filters leave: the sub-channel when one is chosen, else the channel and its
 * sub-channels (a channel's videos include its sub-channels', as its page lists them as its parts);
 * null when no channel is chosen.
 */
export function channelScope(
  channels: readonly FilterChannel[],
  query: Pick<VideoListQuery, 'channelId' | 'subChannelId'>,
): Set<string> | null {
  if (query.subChannelId) return new Set([query.subChannelId]);
  if (!query.channelId) return null;
  return new Set([query.channelId, ...subChannelsOf(channels, query.channelId).map((c) => c.id)]);
}

/**
 * The videos "in" a track: items of it or of any of its sub-tracks, at any depth (a track seen twice
 * on one path is not walked again).
 */
export function videosInTrack(
  trackId: string,
  itemsOf: ReadonlyMap<string, readonly { type: 'video' | 'track'; targetId: string }[]>,
): Set<string> {
  const videos = new Set<string>();
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const item of itemsOf.get(id) ?? []) {
      if (item.type === 'video') videos.add(item.targetId);
      else walk(item.targetId);
    }
  };
  walk(trackId);
  return videos;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compare(a: ListedVideo, b: ListedVideo, sort: VideoListSort): number {
  switch (sort) {
    case 'name':
      return collator.compare(a.name, b.name) || a.id.localeCompare(b.id);
    case 'createdAt':
      return a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
    case 'status':
      return a.status.localeCompare(b.status) || collator.compare(a.name, b.name);
    case 'channel':
      return collator.compare(a.channelName, b.channelName) || collator.compare(a.name, b.name);
  }
}

/**
 * Whether a video matches the search (every word in its name or humanId) and the plain filters
 * (author e-mail, status, type). Channel and track scopes are sets the caller worked out.
 */
function matches(
  video: ListedVideo,
  query: VideoListQuery,
  scopes: { channels: Set<string> | null; videos: Set<string> | null },
): boolean {
  const search = query.search?.trim().toLowerCase();
  if (search) {
    const haystack = `${video.name} ${video.humanId}`.toLowerCase();
    if (!search.split(/\s+/).every((word) => haystack.includes(word))) return false;
  }
  if (query.authorEmail && video.authorEmail.toLowerCase() !== query.authorEmail.toLowerCase()) return false;
  if (query.status && video.status !== query.status) return false;
  if (query.type && video.type !== query.type) return false;
  if (scopes.channels && !scopes.channels.has(video.channelId)) return false;
  if (scopes.videos && !scopes.videos.has(video.id)) return false;
  return true;
}

/**
 * One page of the videos matching the query, sorted (default: newest first, 25 a page). A page past the
 * end is the last page. `inTrack` is the set of videos in the chosen track (videosInTrack), when one is.
 */
export function videoListPage<V extends ListedVideo>(
  videos: readonly V[],
  channels: readonly FilterChannel[],
  query: VideoListQuery,
  inTrack: Set<string> | null,
): { videos: V[]; total: number; page: number; pageSize: number } {
  const sort = query.sort ?? 'createdAt';
  const direction = (query.order ?? (query.sort ? 'asc' : 'desc')) === 'desc' ? -1 : 1;
  const scopes = { channels: channelScope(channels, query), videos: inTrack };
  const matching = videos
    .filter((v) => matches(v, query, scopes))
    .sort((a, b) => direction * compare(a, b, sort));
  const pageSize = query.pageSize ?? VIDEO_LIST_DEFAULT_PAGE_SIZE;
  const lastPage = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(Math.max(1, query.page ?? 1), lastPage);
  return {
    videos: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageSize,
  };
}
