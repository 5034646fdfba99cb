/**
 * The overview's "Change thumbnail" (issue 12: a frame of the video or an uploaded image): the second
 * typed for the frame, and what the studio read says of the capture asked for last. The server refuses
 * a time beyond the version's video ("The time is outside the video"); the page shows its words.
 */
import type { StudioVideo } from '#shared/api';

/** The frame's time in seconds typed as text ("12", "12.5", "12,5"), or null when it is none. */
export function frameSeconds(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const seconds = Number(trimmed);
  return Number.isFinite(seconds) ? seconds : null;
}

export type CaptureState =
  { kind: 'none' } | { kind: 'capturing'; seconds: number } | { kind: 'failed'; seconds: number };

/** The capture of the version shown: running (poll the read), failed (say so), or none. */
export function captureState(video: Pick<StudioVideo, 'thumbnailCapture'>): CaptureState {
  const capture = video.thumbnailCapture;
  if (!capture) return { kind: 'none' };
  return { kind: capture.status, seconds: capture.seconds };
}

/** How often the overview re-reads the video while a capture runs (a job takes seconds). */
export const CAPTURE_POLL_MS = 2000;
