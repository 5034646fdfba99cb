/** What of a readable channel the caller may see: its videos and its tracks (as a tree). */
import type { TrackNode } from '../../shared/api/index.js';
import type { ReadableChannel } from './channel-access.js';
import { channelData } from './data/channel-data.js';
import { videoData } from './data/video-data.js';
import { buildTrackTree, type VideoRef } from './domain/tracks.js';

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

/** The channel's tracks as a tree; video items only for videos the caller may see. */
export async function channelTrackTree(readable: ReadableChannel, withInfo: boolean): Promise<TrackNode[]> {
  const data = channelData(readable.channel.orgId);
  const tracks = await data.tracksOfChannel(readable.channel.channelId);
  const items = (await Promise.all(tracks.map((t) => data.itemsOfTrack(t.trackId)))).flat();
  const videos = await visibleVideos(readable);
  const refs = new Map<string, VideoRef>(
    videos.map((v) => [v.videoId, { videoId: v.videoId, humanId: v.humanId, name: v.name }]),
  );
  return buildTrackTree(tracks, items, refs, { withInfo });
}
