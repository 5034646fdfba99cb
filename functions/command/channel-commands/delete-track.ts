import type { ChannelCommand } from '#shared/api/index.js';
import { TRACK_NOT_EMPTY_MESSAGE } from '#shared/domain/tracks-admin.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { editableTrack } from '../../core/access/tracks.js';
import { trackAdminData } from '../../core/data/track-admin-data.js';
import { conflict } from '../../core/http/errors.js';
import { logChange, trackSubject } from '../../core/domain/event-log.js';

type Payload = Extract<ChannelCommand, { type: 'deleteTrack' }>['payload'];

/**
 * Spec 2 §5 "a playlist must be empty to be deleted" (409 otherwise; sub-tracks are items too). A
 * sub-track leaves its parent's items; its follows and mandatory assignments go with it.
 */
export async function deleteTrack(tenant: TenantContext, payload: Payload) {
  const { track } = await editableTrack(tenant, payload.trackId);
  const data = trackAdminData(tenant.activeOrgId);
  const [items, subTracks] = await Promise.all([
    data.itemsOf(track.trackId),
    data.subTracksOf(track.channelId, track.trackId),
  ]);
  if (items.length > 0 || subTracks.length > 0) throw conflict(TRACK_NOT_EMPTY_MESSAGE);
  if (track.parentTrackId) {
    const siblings = await data.itemsOf(track.parentTrackId);
    await data.setItems(
      track.parentTrackId,
      siblings
        .filter((i) => !(i.type === 'track' && i.targetId === track.trackId))
        .map((i) => ({ type: i.type, targetId: i.targetId })),
    );
  }
  await data.deleteTrack(track.trackId);
  await logChange(tenant, trackSubject(track), 'channelCommand.deleteTrack', {
    before: { name: track.name, channelId: track.channelId, parentTrackId: track.parentTrackId },
    after: { deleted: true },
  });
  return { id: track.trackId, res: { id: track.trackId } };
}
