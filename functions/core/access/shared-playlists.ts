/**
 * Playlists shared with another organization (docs/decisions.md "Shared playlists"): what the receiving
 * organization B may read of a track of organization A. Everything is read at the source every time:
 * B's externalTrack record only says where to look; the share counts while A's trackShare item names B,
 * the track is active and its channel is an active, non-private company channel. Only the playlist's
 * own videos (its items and its sub-tracks' items, published, in A's shareable channels) come with it,
 * never the rest of the channel.
 */
import type { TrackNode } from '#shared/api/endpoints/channels.js';
import type { TenantContext } from '../http/tenant.js';
import { channelData } from '../data/channel-data.js';
import { listsData } from '../data/lists-data.js';
import { playlistShareData } from '../data/playlist-share-data.js';
import { videoData, type Video } from '../data/video-data.js';
import { buildTrackTree, MAX_TRACK_DEPTH, type TrackItemRecord } from '../domain/tracks.js';
import { findTrackNode } from '../domain/track-queue.js';
import { readerVideoName } from '../domain/translated-titles.js';

type ChannelRecord = NonNullable<Awaited<ReturnType<ReturnType<typeof channelData>['channel']>>>;

export interface SharedPlaylist {
  sourceOrgId: string;
  track: { trackId: string; channelId: string; name: string; abstract: string; mandatory: boolean };
  /** The track as a tree of what B may watch: its videos and sub-tracks, in their current order. */
  node: TrackNode;
  /** The playlist's videos B may watch (published, in a shareable channel of A). */
  videos: Video[];
}

/** A channel whose playlists may leave the organization: the rule channel sharing reads (sharedSourceChannel). */
export function isShareableChannel(channel: ChannelRecord | null | undefined): channel is ChannelRecord {
  return (
    !!channel && channel.type === 'company' && channel.status !== 'archived' && channel.isPrivate !== true
  );
}

/**
 * The playlist `trackId` of `sourceOrgId` as the caller's organization may see it through a share, or
 * null when it is not (or no longer) shared with it.
 */
export async function sharedSourcePlaylist(
  tenant: Pick<TenantContext, 'activeOrgId'>,
  sourceOrgId: string,
  trackId: string,
): Promise<SharedPlaylist | null> {
  if (!sourceOrgId || sourceOrgId === tenant.activeOrgId) return null;
  const channels = channelData(sourceOrgId);
  const [share, track] = await Promise.all([
    playlistShareData(sourceOrgId).share(trackId, tenant.activeOrgId),
    listsData(sourceOrgId).track(trackId),
  ]);
  if (!share || !track || track.orgId !== sourceOrgId || track.status === 'archived') return null;
  const channel = await channels.channel(track.channelId);
  if (!isShareableChannel(channel)) return null;

  // The track's subtree only: its items, then its sub-tracks' items (depth-limited like the tree).
  const items: TrackItemRecord[] = [];
  let level = [trackId];
  const seen = new Set<string>();
  for (let depth = 0; depth < MAX_TRACK_DEPTH && level.length > 0; depth++) {
    level.forEach((id) => seen.add(id));
    const found = (await Promise.all(level.map((id) => channels.itemsOfTrack(id)))).flat();
    items.push(...found);
    level = found.filter((i) => i.type === 'track' && !seen.has(i.targetId)).map((i) => i.targetId);
  }
  const videos = await playlistVideos(
    sourceOrgId,
    channel,
    items.filter((i) => i.type === 'video').map((i) => i.targetId),
  );
  const refs = new Map(
    videos.map((v) => [v.videoId, { videoId: v.videoId, humanId: v.humanId, name: readerVideoName(v) }]),
  );
  const lists = listsData(sourceOrgId);
  const subtree = (
    await Promise.all([...seen].map((id) => (id === trackId ? track : lists.track(id))))
  ).filter((t) => t !== null);
  const node = findTrackNode(buildTrackTree(subtree, items, refs), trackId);
  if (!node) return null;
  return {
    sourceOrgId,
    track: {
      trackId,
      channelId: track.channelId,
      name: track.name,
      abstract: track.abstract ?? '',
      mandatory: false,
    },
    node,
    videos,
  };
}

/** The published videos among `videoIds` whose channel (the track's, or another of A's) is shareable. */
async function playlistVideos(sourceOrgId: string, trackChannel: ChannelRecord, videoIds: string[]) {
  const data = videoData(sourceOrgId);
  const found = await Promise.all([...new Set(videoIds)].map((id) => data.video(id)));
  const channelsById = new Map<string, Promise<ChannelRecord | null>>([
    [trackChannel.channelId, Promise.resolve(trackChannel)],
  ]);
  const channelOf = (channelId: string) => {
    let c = channelsById.get(channelId);
    if (!c) channelsById.set(channelId, (c = channelData(sourceOrgId).channel(channelId)));
    return c;
  };
  const checked = await Promise.all(
    found.map(async (video) => {
      if (!video || video.orgId !== sourceOrgId || video.status !== 'published') return null;
      return isShareableChannel(await channelOf(video.channelId)) ? video : null;
    }),
  );
  return checked.filter((v): v is Video => v !== null);
}

/** The playlists shared into the caller's organization that it may still see, in the order they came. */
export async function sharedInPlaylists(tenant: Pick<TenantContext, 'activeOrgId'>) {
  const records = await playlistShareData(tenant.activeOrgId).externalTracks();
  const sorted = [...records].sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
  const found = await Promise.all(sorted.map((r) => sharedSourcePlaylist(tenant, r.sourceOrgId, r.trackId)));
  return found.filter((p): p is SharedPlaylist => p !== null);
}

/** A shared-in playlist by its track id (looked up only in the sources B's records name), or null. */
export async function sharedInPlaylist(tenant: Pick<TenantContext, 'activeOrgId'>, trackId: string) {
  const records = await playlistShareData(tenant.activeOrgId).externalTracks();
  for (const r of records.filter((x) => x.trackId === trackId)) {
    const playlist = await sharedSourcePlaylist(tenant, r.sourceOrgId, trackId);
    if (playlist) return playlist;
  }
  return null;
}

/**
 * A video (by id or humanId, `find` in an organization) that a playlist shared into the caller's
 * organization holds: only through a share that holds now, and only a video of that playlist.
 */
export async function sharedPlaylistVideo(
  tenant: Pick<TenantContext, 'activeOrgId'>,
  key: string,
  find: (orgId: string, key: string) => Promise<Video | null>,
): Promise<Video | null> {
  const records = await playlistShareData(tenant.activeOrgId).externalTracks();
  const sources = [...new Set(records.map((r) => r.sourceOrgId))].filter((o) => o !== tenant.activeOrgId);
  for (const sourceOrgId of sources) {
    const video = await find(sourceOrgId, key);
    if (!video || video.orgId !== sourceOrgId || video.status !== 'published') continue;
    for (const r of records.filter((x) => x.sourceOrgId === sourceOrgId)) {
      const playlist = await sharedSourcePlaylist(tenant, sourceOrgId, r.trackId);
      if (playlist?.videos.some((v) => v.videoId === video.videoId)) return video;
    }
  }
  return null;
}
