/**
 * Rendering (issue 12; spec 2 §3 statuses rendering/processing and "Rendering job: render id, date,
 * total, trim and processed seconds"; §8 messages). POST /renderVideo burns a version × language's
 * effects and trim into a new rendition (shared/domain/render-plan.ts); GET /renderJobs/{videoId} lists
 * the video's renders, newest first, with their progress (pushed as RENDER_STATUS over the WebSocket).
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { languageSchema } from '../schemas.js';

/** Spec 2 §8, verbatim: a render that could not start, one whose job failed, one past the limit. */
export const RENDER_TEXTS = {
  startFailed: 'Error while processing',
  failed: 'Processing ended with an error',
  timedOut: 'Video processing timed out',
  /** A render needs the version's transcoded original in that language. */
  noMedia: 'The video has no playable media in this language and version to render',
} as const;

export const RENDER_JOB_STATUSES = [
  'queued',
  'submitted',
  'progressing',
  'completed',
  'error',
  'timedOut',
] as const;
export type RenderJobStatusName = (typeof RENDER_JOB_STATUSES)[number];

export const renderJobSchema = z.object({
  renderId: z.string(),
  videoId: z.string(),
  version: z.number(),
  language: z.string(),
  status: z.enum(RENDER_JOB_STATUSES),
  /** The MediaConvert job, once created (as GET /transcodingStatus names a transcode's). */
  jobId: z.string().optional(),
  /** 0–100. */
  progress: z.number(),
  /** The render's date (when it was asked for). */
  createdAt: z.string(),
  updatedAt: z.string().optional(),
  /** Seconds of the original, cut away by the trim, and played by the rendered video (once completed). */
  totalSeconds: z.number(),
  trimSeconds: z.number(),
  processedSeconds: z.number().optional(),
  /** One of RENDER_TEXTS (startFailed, failed, timedOut) when the render did not complete. */
  error: z.string().optional(),
});
export type RenderJobEntry = z.infer<typeof renderJobSchema>;

export const renderVideo = defineEndpoint({
  id: 'renderVideo',
  method: 'POST',
  path: '/renderVideo',
  group: 'command',
  access: 'member',
  summary:
    "Renders a version × language's effects and trim into a new rendition (editors of the video only; 409 while locked or processing).",
  body: z.object({
    videoId: z.string().min(1).max(80),
    version: z.number().int().min(1).max(9999),
    language: languageSchema,
  }),
  response: renderJobSchema,
});

export const renderJobs = defineEndpoint({
  id: 'renderJobs',
  method: 'GET',
  path: '/renderJobs/{videoId}',
  group: 'query',
  access: 'member',
  summary: "A video's render jobs, newest first (its editors only).",
  params: z.object({ videoId: z.string().min(1).max(80) }),
  response: z.array(renderJobSchema),
});
