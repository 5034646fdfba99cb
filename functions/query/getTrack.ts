import * as api from '#shared/api/endpoints/tracks-admin.js';
import type { TrackEditItem } from '#shared/api/index.js';
import { httpHandler } from '../core/http/pipeline.js';
import { HttpError } from '../core/http/errors.js';
import { editableTrack } from '../core/access/tracks.js';
import { viewableVideo } from '../core/access/videos.js';
import { trackAdminData } from '../core/data/track-admin-data.js';
import { trackDepthOf } from '../core/domain/track-depth.js';

/**
 * GET /query/tracks/{trackId}: a track with its items for its editors (the edit pages). Items name
 * videos the caller may watch; an item whose video is gone is left out (the next save drops it). With
 * its translations (issue 14) and the languages it may be translated into (the organization's but the
 * master).
 */
export const handler = httpHandler(api.getTrack, async ({ tenant, params }) => {
  const { track, channel } = await editableTrack(tenant, params.trackId);
  const data = trackAdminData(tenant.activeOrgId);
  const [items, channelTracks, depth, languages] = await Promise.all([
    data.itemsOf(track.trackId),
    data.tracksOfChannel(track.channelId),
    trackDepthOf(data, track),
    data.translationLanguages(),
  ]);
  const trackNames = new Map(channelTracks.map((t) => [t.trackId, t]));
  const shown = await Promise.all(
    items.map(async (item): Promise<TrackEditItem | null> => {
      if (item.type === 'track') {
        const sub = trackNames.get(item.targetId);
        return sub && sub.status !== 'archived'
          ? { type: 'track', id: sub.trackId, name: sub.name, humanId: null, status: null }
          : null;
      }
      const video = await viewableVideo(tenant, item.targetId).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      });
      if (!video || video.orgId !== tenant.activeOrgId || video.status === 'archived') return null;
      return {
        type: 'video',
        id: video.videoId,
        name: video.name,
        humanId: video.humanId,
        status: video.status ?? null,
      };
    }),
  );
  const parent = track.parentTrackId ? trackNames.get(track.parentTrackId) : undefined;
  return {
    id: track.trackId,
    channelId: track.channelId,
    channelName: channel.name,
    parentTrackId: track.parentTrackId ?? null,
    parentName: parent?.name ?? null,
    depth,
    name: track.name,
    abstract: track.abstract ?? '',
    description: track.description ?? '',
    mandatory: track.mandatory ?? false,
    createdAt: track.createdAt ?? '',
    items: shown.filter((i): i is TrackEditItem => i !== null),
    masterLanguage: languages.masterLanguage,
    translationLanguages: languages.translationLanguages,
    translations: (track.translations ?? []).map((t) => ({
      language: t.language,
      name: t.name,
      description: t.description ?? '',
    })),
  };
});
