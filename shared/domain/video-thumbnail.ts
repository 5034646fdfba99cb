/**
 * A video's thumbnail picked in the studio's overview (issue 12: "thumbnail picked from a frame or
 * uploaded"): an uploaded image's limits (checked like the branding images: type and size before the
 * upload and again on the stored object, dimensions in the browser), and the state of a frame capture.
 */
import type { ImageLimits } from './branding.js';

const MB = 1024 * 1024;

/** Cards show 16:9 pictures a few hundred pixels wide; the player's poster fills the player. */
export const VIDEO_THUMBNAIL_LIMITS: ImageLimits = {
  maxBytes: 5 * MB,
  minWidth: 320,
  minHeight: 180,
  maxWidth: 4000,
  maxHeight: 4000,
};

/** A frame capture not finished after this long is reported failed (its job crashed or was lost). */
export const THUMBNAIL_CAPTURE_LIMIT_MS = 10 * 60_000;

/** The refusals and outcomes of videoThumbnailCommand (the page shows them as they are). */
export const THUMBNAIL_TEXTS = {
  noMedia: 'This version has no playable video to take a frame from yet',
  outside: 'The time is outside the video',
  captureFailed: 'The frame could not be captured. Please try again.',
} as const;

/** What the event log says the video's thumbnail is ("From the video": the transcode's own frame). */
export const FROM_THE_VIDEO = 'From the video';
export const UPLOADED_IMAGE = 'Uploaded image';
export const frameChoice = (seconds: number, version: number) =>
  `Frame at ${Math.round(seconds * 10) / 10} s of version ${version}`;

export type ThumbnailCaptureStatus = 'capturing' | 'failed';

/** A frame capture as the studio shows it: still capturing, or failed (by its job, or too long ago). */
export function thumbnailCaptureStatus(
  capture: { requestedAt: string; failed?: boolean | undefined },
  now: Date,
): ThumbnailCaptureStatus {
  if (capture.failed) return 'failed';
  const age = now.getTime() - Date.parse(capture.requestedAt);
  return Number.isFinite(age) && age > THUMBNAIL_CAPTURE_LIMIT_MS ? 'failed' : 'capturing';
}
