/**
 * A video's chosen thumbnail and its frame captures, on the video item of ONE organization (access
 * pattern 17). Every change of a capture is conditional on its id: a newer request (or an uploaded
 * image) supersedes an older one, and a late job event of a superseded capture changes nothing.
 */
import { getEntities } from './entities/index.js';
import { conditionally } from './errors.js';

export interface CaptureRequest {
  captureId: string;
  version: number;
  language: string;
  seconds: number;
  actorId: string;
  actorEmail: string;
}

const CAPTURE_FIELDS = [
  'thumbnailCaptureId',
  'thumbnailCapture',
  'thumbnailCaptureStartedAt',
  'thumbnailCaptureFailed',
] as const;

export function thumbnailData(orgId: string) {
  if (!orgId) throw new Error('thumbnailData needs an organization id');
  const e = getEntities();
  return {
    /** The capture asked for last replaces any earlier one (which then ends unused). */
    async requestCapture(videoId: string, request: CaptureRequest): Promise<void> {
      const { captureId, ...capture } = request;
      await e.video
        .patch({ orgId, videoId })
        .set({
          thumbnailCaptureId: captureId,
          thumbnailCapture: { ...capture, requestedAt: new Date().toISOString() },
        })
        .remove(['thumbnailCaptureStartedAt', 'thumbnailCaptureFailed'])
        .go();
    },
    /** Takes the request once (false: another delivery took it, or a newer request replaced it). */
    claimCapture(videoId: string, captureId: string): Promise<boolean> {
      return conditionally(() =>
        e.video
          .patch({ orgId, videoId })
          .set({ thumbnailCaptureStartedAt: new Date().toISOString() })
          .where(
            (a, op) =>
              `${op.eq(a.thumbnailCaptureId, captureId)} AND ${op.notExists(a.thumbnailCaptureStartedAt)}`,
          )
          .go(),
      );
    },
    /** The capture's job failed or could not start (false: it is no longer the current capture). */
    failCapture(videoId: string, captureId: string): Promise<boolean> {
      return conditionally(() =>
        e.video
          .patch({ orgId, videoId })
          .set({ thumbnailCaptureFailed: true })
          .where((a, op) => op.eq(a.thumbnailCaptureId, captureId))
          .go(),
      );
    },
    /** The captured frame becomes the thumbnail, if the capture is still the current one. */
    settleCapture(
      videoId: string,
      captureId: string,
      thumbnailKey: string,
      choice: string,
    ): Promise<boolean> {
      return conditionally(() =>
        e.video
          .patch({ orgId, videoId })
          .set({ thumbnailKey, thumbnailChoice: choice })
          .remove(CAPTURE_FIELDS)
          .where(
            (a, op) =>
              `${op.eq(a.thumbnailCaptureId, captureId)} AND ${op.notExists(a.thumbnailCaptureFailed)}`,
          )
          .go(),
      );
    },
    /** An uploaded image becomes the thumbnail; a capture still running is left unused. */
    async useImage(videoId: string, thumbnailKey: string, choice: string): Promise<void> {
      await e.video
        .patch({ orgId, videoId })
        .set({ thumbnailKey, thumbnailChoice: choice })
        .remove(CAPTURE_FIELDS)
        .go();
    },
  };
}
