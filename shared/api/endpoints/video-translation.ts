/**
 * Video translation (issue 14; spec 2 §2 translation tabs, §4, §5, §8): the studio's translations section
 * asks for translations of a video into languages of the organization, and publishes, unpublishes or
 * deletes each one; GET answers where every translation stands. Each requested language runs the
 * video-translation state machine (infra/workflows); shared/domain/video-translation.ts has the rules.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { languageSchema } from '../schemas.js';
import { MANUSCRIPT_MAX, TEXT_EFFECT_MAX, chapterLinkSchema, subtitleChapterSchema } from './rendering.js';
import {
  MAX_TRANSLATION_LANGUAGES,
  TRANSLATION_STATUSES,
  TRANSLATION_TEXTS,
} from '../../domain/video-translation.js';

const videoRef = z.object({ videoId: z.string().min(1).max(80) });
const translationRef = videoRef.extend({ language: languageSchema });

export const translationCommandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('requestTranslation'),
    payload: videoRef.extend({
      version: z.number().int().min(1),
      languages: z
        .array(languageSchema)
        .min(1, TRANSLATION_TEXTS.noLanguages)
        .max(MAX_TRANSLATION_LANGUAGES, TRANSLATION_TEXTS.tooManyLanguages),
    }),
  }),
  z.object({ type: z.literal('publishTranslation'), payload: translationRef }),
  // The translator's page (/translate-video/{taskId}): the translation's words, chapter by chapter and
  // link by link in the master's order (times, keys and addresses stay the master's).
  z.object({
    type: z.literal('saveTranslationTexts'),
    payload: translationRef.extend({
      name: z.string().trim().min(1, 'Required').max(200),
      description: z.string().max(5000),
      abstract: z.string().max(1000),
      chapters: z
        .array(
          z.object({
            title: z.string().max(200).optional(),
            manuscript: z.string().max(MANUSCRIPT_MAX),
            effectText: z.string().max(TEXT_EFFECT_MAX).optional(),
          }),
        )
        .max(500),
      links: z.array(z.object({ title: z.string().trim().min(1, 'Required').max(200) })).max(500),
    }),
  }),
  z.object({ type: z.literal('unpublishTranslation'), payload: translationRef }),
  z.object({
    type: z.literal('deleteTranslation'),
    // Spec 2 §5: deleting needs a confirmation checkbox; the server asks for it too.
    payload: translationRef.extend({
      confirm: z.literal(true, { error: 'Confirm the deletion: it cannot be undone' }),
    }),
  }),
]);
export type TranslationCommand = z.infer<typeof translationCommandSchema>;

export const translationCommand = defineEndpoint({
  id: 'translationCommand',
  method: 'PUT',
  path: '/translationCommand',
  group: 'command',
  access: 'member',
  summary:
    "A video's translations: requestTranslation (one state machine per language), saveTranslationTexts, publishTranslation, unpublishTranslation, deleteTranslation.",
  body: translationCommandSchema,
  response: z.object({
    id: z.string(),
    /** requestTranslation: the translation started per language. */
    translations: z.array(z.object({ language: languageSchema, translationId: z.string() })).optional(),
  }),
});

export const videoTranslationSchema = z.object({
  language: languageSchema,
  /** The version it translates. */
  version: z.number(),
  status: z.enum(TRANSLATION_STATUSES),
  published: z.boolean(),
  /** Translated by a machine translator (false: by a person, where no machine translator exists). */
  machine: z.boolean(),
  name: z.string(),
  description: z.string(),
  abstract: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  updatedAt: z.string(),
  /** Why it ended without a result (rejected, failed), when it did. */
  reason: z.string().optional(),
  /** The open task of its human step, when one waits. */
  taskId: z.string().optional(),
});
export type VideoTranslationView = z.infer<typeof videoTranslationSchema>;

export const videoTranslationsSchema = z.object({
  videoId: z.string(),
  masterLanguage: languageSchema,
  /** Whether the feature is on for the video's channel (off: the section says so, requests are refused). */
  featureOn: z.boolean(),
  /** The organization's languages a translation may target (its languages but the master). */
  targetLanguages: z.array(languageSchema),
  translations: z.array(videoTranslationSchema),
});
export type VideoTranslationsView = z.infer<typeof videoTranslationsSchema>;

export const getVideoTranslations = defineEndpoint({
  id: 'getVideoTranslations',
  method: 'GET',
  path: '/studio/videos/{videoId}/translations',
  group: 'query',
  access: 'member',
  summary:
    "A video's translations: each language's status, publication and open step (those who may edit the video).",
  params: videoRef,
  response: videoTranslationsSchema,
});

export const translationTaskSchema = z.object({
  taskId: z.string(),
  /** The step the task is (translate, approve, review) and where the task stands. */
  step: z.enum(['translate', 'approve', 'review']),
  taskStatus: z.string(),
  taskTitle: z.string(),
  videoId: z.string(),
  humanId: z.string(),
  version: z.number(),
  masterLanguage: languageSchema,
  /** The master's texts, beside the translation's. */
  master: z.object({ name: z.string(), description: z.string(), abstract: z.string() }),
  translation: videoTranslationSchema,
  /** The version's chapters and links in the master language and in the translation's. */
  masterContent: z.object({ chapters: z.array(subtitleChapterSchema), links: z.array(chapterLinkSchema) }),
  translatedContent: z.object({
    chapters: z.array(subtitleChapterSchema),
    links: z.array(chapterLinkSchema),
  }),
});
export type TranslationTaskView = z.infer<typeof translationTaskSchema>;

export const getTranslationTask = defineEndpoint({
  id: 'getTranslationTask',
  method: 'GET',
  path: '/studio/translation-tasks/{taskId}',
  group: 'query',
  access: 'member',
  summary:
    "A translation step's task for /translate-video/{taskId}: the video, the master's texts and the translation's (those who may edit the video).",
  params: z.object({ taskId: z.string().min(1).max(80) }),
  response: translationTaskSchema,
});
