/**
 * Keys of a video's chosen thumbnail:
 *   frames/<orgId>/<videoId>/<captureId>.json        (uploads bucket) the request videoThumbnailCommand
 *                                                   useFrame writes; its arrival starts the frame capture
 *                                                   (functions/media/startFrameCapture.ts)
 *   media/<orgId>/<videoId>/thumbnails/<captureId>/   (media bucket) the captured frame (frame.0000000.jpg)
 *   media/<orgId>/<videoId>/thumbnails/<id>.<ext>     (media bucket) an uploaded image, copied there
 * As with renders, the org segment of a request key is the tenant boundary: startFrameCapture trusts only
 * it and reads the capture itself from that organization's video item.
 */
import { isValidId, MEDIA_PREFIX } from './keys.js';

export const FRAMES_PREFIX = 'frames/';
export const FRAME_REQUEST_SUFFIX = '.json';

const ORG_ID = /^[a-z0-9][a-z0-9-]{1,62}$/;
const CAPTURE_ID = /^[0-9a-f]{20}$/;

export interface FrameCaptureRef {
  orgId: string;
  videoId: string;
  captureId: string;
}

export function isCaptureId(value: string): boolean {
  return CAPTURE_ID.test(value);
}

export function frameRequestKey(ref: FrameCaptureRef): string {
  return `${FRAMES_PREFIX}${ref.orgId}/${ref.videoId}/${ref.captureId}${FRAME_REQUEST_SUFFIX}`;
}

/** The capture a request key names, or null for any other key. */
export function parseFrameRequestKey(key: string): FrameCaptureRef | null {
  if (!key.startsWith(FRAMES_PREFIX) || !key.endsWith(FRAME_REQUEST_SUFFIX)) return null;
  const parts = key.slice(FRAMES_PREFIX.length, -FRAME_REQUEST_SUFFIX.length).split('/');
  if (parts.length !== 3) return null;
  const [orgId, videoId, captureId] = parts as [string, string, string];
  if (!ORG_ID.test(orgId) || !isValidId(videoId) || !CAPTURE_ID.test(captureId)) return null;
  return { orgId, videoId, captureId };
}

/** Where the captured frame goes (MediaConvert appends `.0000000.jpg` to this base name). */
export function frameCaptureBase(ref: FrameCaptureRef): string {
  return `${MEDIA_PREFIX}${ref.orgId}/${ref.videoId}/thumbnails/${ref.captureId}/frame`;
}

/** Where an uploaded thumbnail image is kept (beside the video's media, read like its renditions). */
export function uploadedThumbnailKey(orgId: string, videoId: string, id: string, ext: string): string {
  return `${MEDIA_PREFIX}${orgId}/${videoId}/thumbnails/${id}.${ext}`;
}
