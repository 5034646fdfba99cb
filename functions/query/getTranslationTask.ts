import * as api from '#shared/api/endpoints/video-translation.js';
import type { UiLanguage } from '#shared/domain/languages.js';
import { TRANSLATION_STEP_SUBTYPES, type TranslationStep } from '#shared/domain/video-translation.js';
import { httpHandler } from '../core/http/pipeline.js';
import { notFound } from '../core/http/errors.js';
import { renderingData } from '../core/data/rendering-data.js';
import { taskData } from '../core/data/task-data.js';
import { translationData } from '../core/data/translation-data.js';
import { translationContext } from '../core/domain/translation-context.js';
import { toTranslationView } from '../core/domain/translation-view.js';

const STEP_OF = Object.fromEntries(
  Object.entries(TRANSLATION_STEP_SUBTYPES).map(([step, subtype]) => [subtype, step as TranslationStep]),
);

/**
 * GET /query/studio/translation-tasks/{taskId}: what the translator's page (/translate-video/{taskId})
 * shows: the step's task, the master's texts and the translation's, chapter by chapter. Only for those
 * who may edit the video; a task that is not a translation step (or of another organization) is 404.
 */
export const handler = httpHandler(api.getTranslationTask, async ({ tenant, params }) => {
  const orgId = tenant.activeOrgId;
  const task = await taskData(orgId).task(params.taskId);
  const step = task ? STEP_OF[task.subtype] : undefined;
  if (!task || !step || !task.videoId || !task.workflowRef) throw notFound('Task not found');
  const { video } = await translationContext(tenant, task.videoId);
  const translations = await translationData(orgId).ofVideo(video.videoId);
  // The step's translation: the request the task belongs to (an older request's task finds none).
  const translation = translations.find((t) => t.translationId === task.workflowRef);
  if (!translation) throw notFound('The translation of this task no longer exists');
  const renderings = renderingData(orgId);
  const [master, translated] = await Promise.all([
    renderings.get(video.videoId, translation.version, translation.sourceLanguage),
    renderings.get(video.videoId, translation.version, translation.language),
  ]);
  return {
    taskId: task.taskId,
    step,
    taskStatus: task.status,
    taskTitle: task.taskTitle,
    videoId: video.videoId,
    humanId: video.humanId,
    version: translation.version,
    masterLanguage: video.masterLanguage as UiLanguage,
    master: { name: video.name, description: video.description ?? '', abstract: video.abstract ?? '' },
    translation: toTranslationView(translation),
    masterContent: { chapters: master?.subtitles.chapters ?? [], links: master?.links ?? [] },
    translatedContent: { chapters: translated?.subtitles.chapters ?? [], links: translated?.links ?? [] },
  };
});
