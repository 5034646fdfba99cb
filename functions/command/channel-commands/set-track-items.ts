import type { ChannelCommand } from '#shared/api/index.js';
import { trackItemsRefusal } from '#shared/domain/tracks-admin.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { editableTrack } from '../../core/access/tracks.js';
import { viewableVideo } from '../../core/access/videos.js';
import { trackAdminData } from '../../core/data/track-admin-data.js';
import { badRequest, HttpError } from '../../core/http/errors.js';
import { logChange, trackSubject } from '../../core/domain/event-log.js';

type Payload = Extract<ChannelCommand, { type: 'setTrackItems' }>['payload'];

/**
 * The track's whole ordered item list: videos of any channel of the organization the caller may watch
 * (a track may hold videos kept in other channels; not archived, not shared in from another
 * organization) and the track's own sub-tracks, each exactly once. An unknown video is a 400 naming
 * the item, as another tenant's video is.
 */
export async function setTrackItems(tenant: TenantContext, payload: Payload) {
  const { track } = await editableTrack(tenant, payload.trackId);
  const data = trackAdminData(tenant.activeOrgId);
  const [before, subTracks] = await Promise.all([
    data.itemsOf(track.trackId),
    data.subTracksOf(track.channelId, track.trackId),
  ]);
  const refusal = trackItemsRefusal(
    payload.items,
    subTracks.filter((t) => t.status !== 'archived').map((t) => t.trackId),
  );
  if (refusal) throw badRequest(refusal, [{ path: 'payload.items', message: refusal }]);
  const items = await Promise.all(
    payload.items.map(async (item, index) => {
      if (item.type === 'track') return { type: 'track' as const, targetId: item.id };
      const video = await viewableVideo(tenant, item.id).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      });
      if (!video || video.orgId !== tenant.activeOrgId || video.status === 'archived')
        throw badRequest('The video is not available', [
          { path: `payload.items.${index}.id`, message: 'The video is not available' },
        ]);
      // Stored by id (a humanId names the same video).
      return { type: 'video' as const, targetId: video.videoId };
    }),
  );
  const ids = items.map((i) => `${i.type}#${i.targetId}`);
  if (new Set(ids).size !== ids.length)
    throw badRequest('The video is listed twice', [
      { path: 'payload.items', message: 'The video is listed twice' },
    ]);
  await data.setItems(track.trackId, items);
  await logChange(tenant, trackSubject(track), 'channelCommand.setTrackItems', {
    before: { items: before.map((i) => `${i.type}:${i.targetId}`) },
    after: { items: ids.map((id) => id.replace('#', ':')) },
  });
  return { id: track.trackId, res: { id: track.trackId } };
}
