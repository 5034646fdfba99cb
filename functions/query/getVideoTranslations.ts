import * as api from '#shared/api/endpoints/video-translation.js';
import type { UiLanguage } from '#shared/domain/languages.js';
import { httpHandler } from '../core/http/pipeline.js';
import { translationData } from '../core/data/translation-data.js';
import { translationContext } from '../core/domain/translation-context.js';

/**
 * GET /query/studio/videos/{videoId}/translations: the studio's translations section (those who may edit
 * the video): whether the channel offers translation, the languages it may target, and each translation.
 */
export const handler = httpHandler(api.getVideoTranslations, async ({ tenant, params }) => {
  const { video, featureOn, organizationLanguages } = await translationContext(tenant, params.videoId);
  const translations = await translationData(tenant.activeOrgId).ofVideo(video.videoId);
  return {
    videoId: video.videoId,
    masterLanguage: video.masterLanguage as UiLanguage,
    featureOn,
    targetLanguages: organizationLanguages.filter((l) => l !== video.masterLanguage) as UiLanguage[],
    translations: translations
      .map((t) => ({
        language: t.language as UiLanguage,
        version: t.version,
        status: t.status,
        published: t.published,
        machine: t.machine,
        name: t.name,
        requestedBy: t.requestedByEmail,
        requestedAt: t.requestedAt,
        updatedAt: t.updatedAt ?? t.requestedAt,
        ...(t.reason ? { reason: t.reason } : {}),
        ...(t.taskId ? { taskId: t.taskId } : {}),
      }))
      .sort((a, b) => a.language.localeCompare(b.language)),
  };
});
