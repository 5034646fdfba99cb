import type { ChannelCommand } from '#shared/api/index.js';
import { TRACK_MAX_DEPTH, TRACK_ITEMS_MAX, TRACK_TOO_DEEP_MESSAGE } from '#shared/domain/tracks-admin.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { editableTrack, playlistChannel } from '../../core/access/tracks.js';
import { trackAdminData } from '../../core/data/track-admin-data.js';
import { badRequest, conflict } from '../../core/http/errors.js';
import { logChange } from '../../core/domain/event-log.js';
import { trackDepthOf } from '../../core/domain/track-depth.js';

type Payload = Extract<ChannelCommand, { type: 'createTrack' }>['payload'];

/**
 * A track of a channel (/track/create, /playlist/create), or with parentTrackId a sub-track
 * (/playlist/create/{trackId}): made in the parent's channel and appended to the parent's items.
 * Answers res.id (the new track's id).
 */
export async function createTrack(tenant: TenantContext, payload: Payload) {
  const data = trackAdminData(tenant.activeOrgId);
  let parentItems: Awaited<ReturnType<typeof data.itemsOf>> = [];
  if (payload.parentTrackId) {
    const parent = await editableTrack(tenant, payload.parentTrackId);
    if (parent.track.channelId !== payload.channelId)
      throw badRequest('A sub-track is made in its parent track’s channel', [
        { path: 'payload.channelId', message: 'Not the parent track’s channel' },
      ]);
    if ((await trackDepthOf(data, parent.track)) >= TRACK_MAX_DEPTH) throw badRequest(TRACK_TOO_DEEP_MESSAGE);
    parentItems = await data.itemsOf(parent.track.trackId);
    if (parentItems.length >= TRACK_ITEMS_MAX)
      throw conflict(`A track holds at most ${TRACK_ITEMS_MAX} items`);
  } else {
    await playlistChannel(tenant, payload.channelId);
  }
  const fields = {
    name: payload.name,
    abstract: payload.abstract,
    description: payload.description,
    mandatory: payload.mandatory,
  };
  const id = await data.createTrack({
    ...fields,
    channelId: payload.channelId,
    ...(payload.parentTrackId ? { parentTrackId: payload.parentTrackId } : {}),
    owner: tenant.userId,
  });
  if (payload.parentTrackId)
    await data.setItems(payload.parentTrackId, [
      ...parentItems.map((i) => ({ type: i.type, targetId: i.targetId })),
      { type: 'track', targetId: id },
    ]);
  await logChange(tenant, { type: 'track', id, channelId: payload.channelId }, 'channelCommand.createTrack', {
    before: {},
    after: { ...fields, channelId: payload.channelId, parentTrackId: payload.parentTrackId },
  });
  return { id, res: { id } };
}
