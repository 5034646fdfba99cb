import type { VideoCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { videoData } from '../../core/data/video-data.js';
import { assertMayAddVideos } from '../../core/access/may-add-videos.js';
import { editableTrack } from '../../core/access/tracks.js';
import { trackAdminData } from '../../core/data/track-admin-data.js';
import { logChange, trackSubject } from '../../core/domain/event-log.js';
import { badRequest } from '../../core/http/errors.js';
import { newVideoFields } from '../../core/domain/new-video.js';

type Payload = Extract<VideoCommand, { type: 'createVideo' }>['payload'];

/**
 * Creates a draft video (version 1 in `language`) that uploads can then be attached to; with trackId, as
 * the last item of that track (its editors only: admins, the channel's owners and content managers).
 */
export async function createVideo(tenant: TenantContext, payload: Payload) {
  await assertMayAddVideos(tenant, payload.channelId);
  // A track destination (the playlist's create-video address): checked before the video exists.
  const track = payload.trackId ? (await editableTrack(tenant, payload.trackId)).track : null;
  if (track && track.channelId !== payload.channelId)
    throw badRequest('The video goes into the playlist’s channel', [
      { path: 'payload.trackId', message: 'Not a playlist of this channel' },
    ]);
  const { videoId, humanId } = await videoData(tenant.activeOrgId).createVideo({
    ...newVideoFields(tenant, payload),
    ...(payload.videoType ? { type: payload.videoType } : {}),
    ...(payload.uploadOptions ? { uploadOptions: payload.uploadOptions } : {}),
  });
  await logChange(
    tenant,
    { type: 'video', id: videoId, channelId: payload.channelId },
    'videoCommand.createVideo',
    {
      before: {},
      after: {
        name: payload.name,
        status: 'draft',
        masterLanguage: payload.language,
        ...(payload.videoType ? { type: payload.videoType } : {}),
        ...(track ? { trackId: track.trackId } : {}),
      },
    },
  );
  if (track) {
    const tracks = trackAdminData(tenant.activeOrgId);
    const before = (await tracks.itemsOf(track.trackId)).map((i) => `${i.type}:${i.targetId}`);
    // The playlist's items, logged as setTrackItems logs them (a full playlist is left as it is).
    if (await tracks.appendItem(track.trackId, { type: 'video', targetId: videoId })) {
      await logChange(tenant, trackSubject(track), 'videoCommand.createVideo', {
        before: { items: before },
        after: { items: [...before, `video:${videoId}`] },
      });
    }
  }
  return { id: videoId, humanId };
}
