import { randomBytes } from 'node:crypto';
import * as api from '#shared/api/endpoints/media.js';
import { UPLOAD_URL_TTL_SECONDS } from '#shared/api/endpoints/media.js';
import { httpHandler } from '../core/http/pipeline.js';
import { badRequest, notFound } from '../core/http/errors.js';
import { videoData } from '../core/data/video-data.js';
import { uploadKey } from '../core/media/keys.js';
import { presignUpload } from '../core/media/presign.js';
import { assertMayAddVideos } from '../core/access/may-add-videos.js';

/**
 * Spec 1 §7 POST /getS3UploadSignedUrl: a presigned PUT for a video original. The key is built here
 * from the caller's active organization, so a client can only ever write under its own tenant's prefix;
 * the object's arrival starts the transcode (functions/media/startTranscode.ts).
 */
export const handler = httpHandler(api.getS3UploadSignedUrl, async ({ tenant, body }) => {
  if (!body.videoId) {
    throw badRequest('videoId is required: create the video first (PUT /videoCommand createVideo)');
  }
  const orgId = tenant.activeOrgId;
  const video = await videoData(orgId).video(body.videoId);
  if (!video) throw notFound('Video not found');
  // Uploading replaces what a version plays: the same right as adding videos to its channel.
  await assertMayAddVideos(tenant, video.channelId);
  const version = body.version ?? video.lastVersion ?? 1;
  const language = body.language ?? video.masterLanguage;
  const fileName = `${Date.now()}-${randomBytes(4).toString('hex')}.${body.fileExt}`;
  const key = uploadKey({ orgId, videoId: video.videoId, version, language, fileName });
  const signedUrl = await presignUpload(key, UPLOAD_URL_TTL_SECONDS, {
    // Informational (who uploaded what) and a ladder hint; the transcoder takes the tenant from the key only.
    metadata: {
      'org-id': orgId,
      'video-id': video.videoId,
      version: String(version),
      language,
      'user-id': tenant.userId,
      ...(body.accessTaskId ? { 'access-task-id': body.accessTaskId } : {}),
      // Read by startTranscode to leave out ladder rungs above the source.
      ...(body.sourceHeight ? { 'source-height': String(body.sourceHeight) } : {}),
    },
  });
  return { signedUrl, fileName, s3Path: key };
});
