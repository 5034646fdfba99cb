import type { VideoCommand } from '../../../shared/api/index.js';
import type { TenantContext } from '../../core/tenant.js';
import { videoData } from '../../core/data/video-data.js';
import { badRequest, notFound } from '../../core/errors.js';
import { parseUploadKey } from '../../core/media-keys.js';
import { assertMayAddVideos } from './may-add-videos.js';

type Payload = Extract<VideoCommand, { type: 'updateGeneral' }>['payload'];

/**
 * Spec 1 §7 updateGeneral: attaches an uploaded original (the s3Path of /getS3UploadSignedUrl) to a
 * version of the video; a new version (lastVersion + 1, after createMajorVersion) becomes lastVersion.
 */
export async function updateGeneral(tenant: TenantContext, payload: Payload) {
  const data = videoData(tenant.activeOrgId);
  const video = await data.video(payload.videoId);
  if (!video) throw notFound('Video not found');
  await assertMayAddVideos(tenant, video.channelId);
  const ref = parseUploadKey(payload.source);
  if (
    !ref ||
    ref.orgId !== tenant.activeOrgId ||
    ref.videoId !== video.videoId ||
    ref.version !== payload.version
  ) {
    throw badRequest('source must be the s3Path of an upload for this video and version');
  }
  const lastVersion = video.lastVersion ?? 1;
  if (payload.version > lastVersion + 1) throw badRequest(`version must be at most ${lastVersion + 1}`);
  await data.setRenditionSource(
    { videoId: video.videoId, version: ref.version, language: ref.language },
    payload.source,
  );
  if (payload.version > lastVersion)
    await data.setVideoFields(video.videoId, { lastVersion: payload.version });
  return { id: video.videoId };
}
