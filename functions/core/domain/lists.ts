/**
 * Reads behind the member's personal lists and the track queue: what a caller may see of tracks and
 * videos (the channel and playback rules), with their completions. Everything goes through the
 * caller's active organization; tracks of channels shared into it are read at their source.
 */
import type { TrackNode, TrackQueue, VideoCard } from '#shared/api/index.js';
import { readableChannel } from '../access/channels.js';
import { sharedInPlaylist, type SharedPlaylist } from '../access/shared-playlists.js';
import { trackItemVideos } from './channel-content.js';
import { channelData } from '../data/channel-data.js';
import { listsData } from '../data/lists-data.js';
import { tenantData } from '../data/tenant-data.js';
import { buildTrackTree, type VideoRef } from './tracks.js';
import { findTrackNode, queueOf } from './track-queue.js';
import { HttpError, notFound } from '../http/errors.js';
import { thumbnailOf } from '../media/media-urls.js';
import { videoBasics } from './video-basics.js';
import { type Video } from '../data/video-data.js';
import type { TenantContext } from '../http/tenant.js';
import { readerTrackTexts, readerVideoName } from './translated-titles.js';

interface ChannelTrees {
  tree: TrackNode[];
  durations: Map<string, number | undefined>;
}

/**
 * Builds track queues for one request: each channel's tree is read once however many of its tracks
 * are asked for (the /mandatory and /library pages list several).
 */
export function trackQueues(tenant: TenantContext) {
  const data = listsData(tenant.activeOrgId);
  const trees = new Map<string, Promise<ChannelTrees>>();

  const channelTrees = (channelId: string) => {
    let found = trees.get(channelId);
    if (!found) {
      found = (async () => {
        const readable = await readableChannel(tenant, channelId);
        const channels = channelData(readable.channel.orgId);
        const tracks = await channels.tracksOfChannel(channelId);
        const items = (await Promise.all(tracks.map((t) => channels.itemsOfTrack(t.trackId)))).flat();
        const videos = await trackItemVideos(tenant, readable, items);
        const refs = new Map<string, VideoRef>(
          videos.map((v) => [
            v.videoId,
            { videoId: v.videoId, humanId: v.humanId, name: readerVideoName(v) },
          ]),
        );
        return {
          tree: buildTrackTree(tracks, items, refs),
          durations: new Map(videos.map((v) => [v.videoId, v.durationMs])),
        };
      })();
      trees.set(channelId, found);
    }
    return found;
  };

  /**
   * A track of a channel another organization shares into the caller's: looked up only in the source
   * organizations the caller's externalChannel records name, and only for those channels; channelTrees
   * then verifies the share on the source side (readableChannel), as for the channel's own page.
   */
  const sharedInTrack = async (trackId: string) => {
    const externals = await tenantData(tenant.activeOrgId).externalChannels();
    const sources = new Set(externals.map((x) => x.sourceOrgId));
    for (const sourceOrgId of sources) {
      if (sourceOrgId === tenant.activeOrgId) continue;
      const track = await listsData(sourceOrgId).track(trackId);
      if (track && externals.some((x) => x.sourceOrgId === sourceOrgId && x.channelId === track.channelId)) {
        return track;
      }
    }
    return null;
  };

  const sharedPlaylistQueue = async (playlist: SharedPlaylist): Promise<TrackQueue> => {
    const durations = new Map(playlist.videos.map((v) => [v.videoId, v.durationMs]));
    const unwatched = queueOf(playlist.node, durations, new Set());
    const completed = await data.completedVideos(
      tenant.userId,
      unwatched.map((i) => i.videoId),
    );
    return { ...playlist.track, items: queueOf(playlist.node, durations, completed) };
  };

  return {
    /** The queue of a track the caller may read; a 404 for anything else (also another tenant's). */
    async queue(trackId: string): Promise<TrackQueue> {
      const own = await data.track(trackId);
      const playlist = own ? null : await sharedInPlaylist(tenant, trackId);
      if (playlist) return sharedPlaylistQueue(playlist);
      const track = own ?? (await sharedInTrack(trackId));
      if (!track || track.status === 'archived') throw notFound('Track not found');
      const { tree, durations } = await channelTrees(track.channelId);
      const node = findTrackNode(tree, trackId);
      if (!node) throw notFound('Track not found');
      const unwatched = queueOf(node, durations, new Set());
      const completed = await data.completedVideos(
        tenant.userId,
        unwatched.map((i) => i.videoId),
      );
      return {
        trackId,
        name: readerTrackTexts(track).name,
        abstract: track.abstract ?? '',
        channelId: track.channelId,
        mandatory: track.mandatory ?? false,
        items: queueOf(node, durations, completed),
      };
    },
    /** A playlist shared with the caller's organization (not its channel): its own tree, read at the source. */
    async sharedQueue(playlist: SharedPlaylist): Promise<TrackQueue> {
      return sharedPlaylistQueue(playlist);
    },
    /** Like queue(), but null for a track that is gone or that the caller may no longer read. */
    async queueIfReadable(trackId: string): Promise<TrackQueue | null> {
      try {
        return await this.queue(trackId);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
}

/** A video as the lists show it, with a short-lived thumbnail URL. */
export async function videoCard(video: Video): Promise<VideoCard> {
  return {
    videoId: video.videoId,
    ...videoBasics(video),
    abstract: video.abstract ?? '',
    durationMs: video.durationMs ?? null,
    ...(await thumbnailOf(video.thumbnailKey)),
  };
}
