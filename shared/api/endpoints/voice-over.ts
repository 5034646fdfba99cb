/**
 * Voice-over (issue 14; spec 2 §2 voice-over / voice-annotation tabs, §5 "caption cannot be empty when
 * generating a computer voice"): the studio's voice-over section makes one audio track per language of a
 * video from its chapters' manuscripts, with a computer voice (speed and pause per chapter) or a recorded
 * human voice per chapter; the next render lists every track as an alternate audio rendition.
 * shared/domain/voice-over.ts has the rules.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { languageSchema } from '../schemas.js';
import { VOICE_OVER_MODES, VOICE_PAUSE_MS, VOICE_SPEED, VOICE_OVER_TEXTS } from '../../domain/voice-over.js';

const videoRef = z.object({ videoId: z.string().min(1).max(80) });
const voiceOverRef = videoRef.extend({ language: languageSchema });
/** Chapters are counted from 0 in the master's order. */
const chapterIndex = z.number().int().min(0).max(499);

export const voiceOverChapterSchema = z.object({
  speed: z.number().int().min(VOICE_SPEED.min).max(VOICE_SPEED.max),
  pauseMs: z.number().int().min(VOICE_PAUSE_MS.min).max(VOICE_PAUSE_MS.max),
  /** The chapter's recorded voice (uploaded through recordingUploadUrl) instead of the computer's. */
  recorded: z.boolean().optional(),
});

export const voiceOverCommandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('generateVoiceOver'),
    payload: voiceOverRef.extend({
      voice: z.string().min(1).max(40),
      mode: z.enum(VOICE_OVER_MODES).default('replace'),
      chapters: z.array(voiceOverChapterSchema).min(1, VOICE_OVER_TEXTS.chapterCount).max(500),
    }),
  }),
  // A presigned PUT of one chapter's recorded voice: a WAV of 16 kHz 16-bit mono PCM (the studio converts).
  z.object({
    type: z.literal('recordingUploadUrl'),
    payload: voiceOverRef.extend({ chapter: chapterIndex }),
  }),
  z.object({ type: z.literal('deleteVoiceOver'), payload: voiceOverRef }),
  // A render of the latest version's master that lists its voice-overs in the player, keeping the video's
  // status (a published or ready video too: its picture does not change).
  z.object({ type: z.literal('renderVoiceOvers'), payload: videoRef }),
]);
export type VoiceOverCommand = z.infer<typeof voiceOverCommandSchema>;

export const voiceOverSchema = z.object({
  language: languageSchema,
  version: z.number(),
  voice: z.string(),
  mode: z.enum(VOICE_OVER_MODES),
  chapters: z.array(
    voiceOverChapterSchema.extend({
      startMs: z.number(),
      availableMs: z.number(),
      speechMs: z.number(),
      overlongMs: z.number(),
    }),
  ),
  durationMs: z.number(),
  generatedAt: z.string(),
  /** Whether every chapter's speech fits before the next chapter (a render refuses it otherwise). */
  fits: z.boolean(),
  /** Made for an earlier version: the next render leaves it out until it is made again. */
  stale: z.boolean(),
  /** The track to listen to before rendering (a short-lived GET). */
  trackUrl: z.string(),
});
export type VoiceOverView = z.infer<typeof voiceOverSchema>;

export const voiceOverCommand = defineEndpoint({
  id: 'voiceOverCommand',
  method: 'PUT',
  path: '/voiceOverCommand',
  group: 'command',
  access: 'member',
  summary:
    "A video's voice-overs: generateVoiceOver (computer or recorded voice per chapter, fitted to the chapters), recordingUploadUrl, deleteVoiceOver, renderVoiceOvers.",
  body: voiceOverCommandSchema,
  response: z.object({
    id: z.string(),
    voiceOver: voiceOverSchema.optional(),
    /** recordingUploadUrl: where to PUT the WAV (Content-Type audio/wav), for a few minutes. */
    uploadUrl: z.string().optional(),
    /** renderVoiceOvers: the render started. */
    renderId: z.string().optional(),
  }),
});

export const voiceOversSchema = z.object({
  videoId: z.string(),
  version: z.number(),
  masterLanguage: languageSchema,
  /** The languages a voice-over can be made in now: the master and completed translations a voice speaks. */
  languages: z.array(
    z.object({
      language: languageSchema,
      voices: z.array(z.object({ id: z.string(), gender: z.enum(['Female', 'Male']) })),
      chapters: z.array(z.object({ startSeconds: z.number(), manuscript: z.string() })),
    }),
  ),
  voiceOvers: z.array(voiceOverSchema),
});
export type VoiceOversView = z.infer<typeof voiceOversSchema>;

export const getVoiceOvers = defineEndpoint({
  id: 'getVoiceOvers',
  method: 'GET',
  path: '/studio/videos/{videoId}/voice-overs',
  group: 'query',
  access: 'member',
  summary: "A video's voice-overs and the languages one can be made in (those who may edit the video).",
  params: videoRef,
  response: voiceOversSchema,
});
