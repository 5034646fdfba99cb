/**
 * A video's thumbnail chosen in the studio (videoThumbnailCommand; docs/decisions.md "Studio"), by those
 * who may change the video, while it is not published ("Can not update published video") and checked
 * out by them (as the overview): a frame of a version's playable video (a capture request, then a MediaConvert frame
 * capture: functions/media/startFrameCapture.ts and frameCaptureStatus.ts), or an image the caller
 * uploaded, checked like a branding image and copied beside the video's media. Either becomes the
 * video's thumbnail (thumbnailKey: cards, embed, player poster) and is logged.
 */
import { randomBytes } from 'node:crypto';
import { BRANDING_IMAGE_TYPES, isBrandingImageType } from '#shared/domain/branding.js';
import {
  FROM_THE_VIDEO,
  THUMBNAIL_TEXTS,
  UPLOADED_IMAGE,
  VIDEO_THUMBNAIL_LIMITS,
} from '#shared/domain/video-thumbnail.js';
import { editableVideo } from '../access/editable-video.js';
import { thumbnailData } from '../data/thumbnail-data.js';
import { assertFieldsEditable } from './video-editing.js';
import { videoData, type Video } from '../data/video-data.js';
import { env } from '../http/env.js';
import { badRequest, conflict } from '../http/errors.js';
import type { TenantContext } from '../http/tenant.js';
import { matchesSignature } from '../media/attachments.js';
import { uploadedImageRefusal } from '../media/branding-images.js';
import { frameRequestKey, uploadedThumbnailKey } from '../media/frame-keys.js';
import { s3 } from '../media/s3.js';
import { logChange, videoSubject } from './event-log.js';

/**
 * The overview's editorial control, as for its other fields (assertFieldsEditable: the thumbnail is the
 * video's, whichever version plays): the caller may change the video (404/403) and has it checked out,
 * no lock or processing in force, an editable status, not the published content.
 */
async function changeableVideo(tenant: TenantContext, videoId: string, version?: number): Promise<Video> {
  const video = await editableVideo(tenant, videoId, version);
  return assertFieldsEditable(tenant, video);
}

/**
 * useFrame: the frame at `seconds` of the version's playable video in its master language becomes the
 * thumbnail once its capture job ends. The capture is recorded on the video (it replaces an earlier one)
 * and its request object written; the studio read reports it capturing, then done or failed.
 */
export async function useFrame(
  tenant: TenantContext,
  input: { videoId: string; version: number; seconds: number },
): Promise<{ captureId: string }> {
  const video = await changeableVideo(tenant, input.videoId, input.version);
  const language = video.masterLanguage;
  const rendition = (await videoData(tenant.activeOrgId).renditions(video.videoId)).find(
    (r) => r.version === input.version && r.language === language,
  );
  if (rendition?.status !== 'completed' || !rendition.mp4Key || !rendition.durationMs) {
    throw conflict(THUMBNAIL_TEXTS.noMedia);
  }
  if (input.seconds >= rendition.durationMs / 1000) {
    throw badRequest(THUMBNAIL_TEXTS.outside, [
      { path: 'payload.seconds', message: THUMBNAIL_TEXTS.outside },
    ]);
  }
  const captureId = randomBytes(10).toString('hex');
  const data = thumbnailData(tenant.activeOrgId);
  await data.requestCapture(video.videoId, {
    captureId,
    version: input.version,
    language,
    seconds: input.seconds,
    actorId: tenant.userId,
    actorEmail: tenant.email,
  });
  const ref = { orgId: tenant.activeOrgId, videoId: video.videoId, captureId };
  try {
    const { client, sdk } = await s3();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: env.uploadsBucket(),
        Key: frameRequestKey(ref),
        Body: JSON.stringify(ref),
        ContentType: 'application/json',
      }),
    );
  } catch (error) {
    // No request, no job: the capture ends failed rather than capturing forever.
    await data.failCapture(video.videoId, captureId);
    throw error;
  }
  return { captureId };
}

/** The first bytes of an upload and the whole object (an image of at most VIDEO_THUMBNAIL_LIMITS). */
async function readUpload(key: string): Promise<{ bytes: Uint8Array; contentType: string }> {
  const { client, sdk } = await s3();
  const object = await client.send(new sdk.GetObjectCommand({ Bucket: env.uploadsBucket(), Key: key }));
  const bytes = await object.Body?.transformToByteArray();
  return { bytes: bytes ?? new Uint8Array(), contentType: (object.ContentType ?? '').toLowerCase() };
}

/**
 * useImage: the caller's upload (generic/<orgId>/<userId>/…) becomes the thumbnail: its type and size as
 * a branding image's (VIDEO_THUMBNAIL_LIMITS), its first bytes those of its type; it is copied beside
 * the video's media, where thumbnails are read from.
 */
export async function useImage(tenant: TenantContext, input: { videoId: string; imageKey: string }) {
  const video = await changeableVideo(tenant, input.videoId);
  const owner = { orgId: tenant.activeOrgId, userId: tenant.userId };
  const refused = (message: string) => badRequest(message, [{ path: 'payload.imageKey', message }]);
  const refusal = await uploadedImageRefusal(VIDEO_THUMBNAIL_LIMITS, input.imageKey, owner);
  if (refusal) throw refused(refusal);
  const upload = await readUpload(input.imageKey);
  if (!isBrandingImageType(upload.contentType)) throw refused('The uploaded file type must be supported');
  const ext = BRANDING_IMAGE_TYPES[upload.contentType];
  if (!matchesSignature(ext, upload.bytes)) throw refused('The file is not the image it claims to be');
  const key = uploadedThumbnailKey(tenant.activeOrgId, video.videoId, randomBytes(8).toString('hex'), ext);
  const { client, sdk } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: env.mediaBucket(),
      Key: key,
      Body: upload.bytes,
      ContentType: upload.contentType,
    }),
  );
  await thumbnailData(tenant.activeOrgId).useImage(video.videoId, key, UPLOADED_IMAGE);
  await logChange(tenant, videoSubject(video), 'videoThumbnailCommand.useImage', {
    before: { thumbnail: video.thumbnailChoice ?? FROM_THE_VIDEO },
    after: { thumbnail: UPLOADED_IMAGE, thumbnailKey: key },
  });
}
