import * as api from '#shared/api/endpoints/media.js';
import { httpHandler } from '../core/http/pipeline.js';
import { badRequest, notFound } from '../core/http/errors.js';
import { videoData } from '../core/data/video-data.js';
import { presignOriginalUpload } from '../core/media/original-upload.js';
import { assertMayAddVideos } from '../core/access/may-add-videos.js';

/**
 * Spec 1 §7 POST /getS3UploadSignedUrl: a presigned PUT for a video original. The key is built from the
 * caller's active organization, so a client can only ever write under its own tenant's prefix; the
 * object's arrival starts the transcode (functions/media/startTranscode.ts).
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
  const { signedUrl, fileName, key } = await presignOriginalUpload({
    orgId,
    videoId: video.videoId,
    version: body.version ?? video.lastVersion ?? 1,
    language: body.language ?? video.masterLanguage,
    fileExt: body.fileExt,
    userId: tenant.userId,
    sourceHeight: body.sourceHeight,
    ...(body.accessTaskId ? { metadata: { 'access-task-id': body.accessTaskId } } : {}),
  });
  return { signedUrl, fileName, s3Path: key };
});
