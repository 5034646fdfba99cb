/**
 * Automatic transcription (issue 12, spec 1 §7 upload options): how the transcription of a version ×
 * language went, for those who may change the video (the studio shows it with the manuscript).
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { languageSchema } from '../schemas.js';

export const TRANSCRIPTION_STATUSES = ['inProgress', 'completed', 'failed'] as const;

export const transcriptionSchema = z.object({
  status: z.enum(TRANSCRIPTION_STATUSES),
  language: languageSchema,
  startedAt: z.string(),
  finishedAt: z.string().optional(),
  /** The recognised text, once completed. */
  transcript: z.string().optional(),
  /** Chapters written into the manuscript (0: it already had its author's text, or nothing was heard). */
  chaptersCopied: z.number().int().min(0).optional(),
  failureReason: z.string().optional(),
  autoCopyToManuscript: z.boolean(),
  autoCopyManuscriptToDescription: z.boolean(),
});
export type TranscriptionView = z.infer<typeof transcriptionSchema>;

export const getTranscription = defineEndpoint({
  id: 'getTranscription',
  method: 'GET',
  path: '/studio/videos/{videoId}/{version}/transcription',
  group: 'query',
  access: 'member',
  summary:
    "The automatic transcription of a video version in a language (default: the video's master language); null when none was asked for.",
  params: z.object({
    videoId: z.string().min(1).max(80),
    version: z.coerce.number().int().min(1).max(9999),
  }),
  query: z.object({ language: languageSchema.optional() }),
  // An upload without automatic transcription is a normal state, not a missing resource.
  response: transcriptionSchema.nullable(),
});
