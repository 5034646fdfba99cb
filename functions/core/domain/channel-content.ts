/** What of a readable channel the caller may see: its videos and its tracks (as a tree). */
import { DOWNLOAD_URL_TTL_SECONDS } from '#shared/api/endpoints/playback.js';
import type { TrackNode } from '#shared/api/index.js';
import type { ReadableChannel } from '../access/channels.js';
import { channelData } from '../data/channel-data.js';
import { videoData } from '../data/video-data.js';
import { buildTrackTree, type VideoRef } from './tracks.js';
import { viewableVideo } from '../access/videos.js';
import { mediaUrl } from '../media/media-urls.js';
import { type Video } from '../data/video-data.js';
import { HttpError } from '../http/errors.js';
import type { TenantContext } from '../http/tenant.js';
import { readerVideoName } from './translated-titles.js';

/**
 * Published videos for every member; unpublished ones for the organization's admins and the channel's
 * roles (the playback rule, design decision "Who may watch"). An external channel's shared view lists
 * the source's published videos: its members hold no role there and are not its admins.
 */
export async function visibleVideos(readable: ReadableChannel) {
  const videos = await videoData(readable.channel.orgId).videosOfChannel(readable.channel.channelId);
  const seesUnpublished = readable.kind === 'own' && (readable.isOrgAdmin || readable.role !== null);
  return videos.filter((v) => v.status !== 'archived' && (v.status === 'published' || seesUnpublished));
}

/**
 * The videos a channel's track items name: a track may hold videos kept in other channels of its
 * organization (issue 9 point 8), so besides the channel's own visible videos every other item video
 * counts that the caller may watch (the video page's rule, viewableVideo), wherever it lives.
 */
export async function trackItemVideos(
  tenant: TenantContext,
  readable: ReadableChannel,
  items: readonly { type: string; targetId: string }[],
): Promise<Video[]> {
  const own = await visibleVideos(readable);
  const known = new Set(own.map((v) => v.videoId));
  const elsewhere = [
    ...new Set(items.filter((i) => i.type === 'video' && !known.has(i.targetId)).map((i) => i.targetId)),
  ];
  const found = await Promise.all(
    elsewhere.map((videoId) =>
      viewableVideo(tenant, videoId).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      }),
    ),
  );
  const orgId = readable.channel.orgId;
  return [
    ...own,
    ...found.filter((v): v is Video => v !== null && v.orgId === orgId && v.status !== 'archived'),
  ];
}

/** The channel's tracks as a tree; video items only for videos the caller may see, in any channel. */
export async function channelTrackTree(
  tenant: TenantContext,
  readable: ReadableChannel,
  withInfo: boolean,
): Promise<TrackNode[]> {
  const data = channelData(readable.channel.orgId);
  const tracks = await data.tracksOfChannel(readable.channel.channelId);
  const items = (await Promise.all(tracks.map((t) => data.itemsOfTrack(t.trackId)))).flat();
  const videos = await trackItemVideos(tenant, readable, items);
  const refs = new Map<string, VideoRef>(
    videos.map((v) => [v.videoId, { videoId: v.videoId, humanId: v.humanId, name: readerVideoName(v) }]),
  );
  const tree = buildTrackTree(tracks, items, refs, { withInfo });
  // The playlists show each video as a card: its length and thumbnail (issue 9 point 18).
  const byId = new Map(videos.map((v) => [v.videoId, v]));
  const thumbnails = new Map<string, Promise<string>>();
  const thumbnailOf = (key: string) => {
    let url = thumbnails.get(key);
    if (!url) thumbnails.set(key, (url = mediaUrl(key, DOWNLOAD_URL_TTL_SECONDS)));
    return url;
  };
  const withCards = async (node: TrackNode): Promise<TrackNode> => {
    if (node.type === 'track') return { ...node, items: await Promise.all(node.items.map(withCards)) };
    const video = byId.get(node.id);
    return {
      ...node,
      ...(video?.durationMs ? { durationMs: video.durationMs } : {}),
      ...(video?.thumbnailKey ? { thumbnailUrl: await thumbnailOf(video.thumbnailKey) } : {}),
    };
  };
  return Promise.all(tree.map(withCards));
}
