import * as api from '#shared/api/endpoints/video-translation.js';
import type { UiLanguage } from '#shared/domain/languages.js';
import { httpHandler } from '../core/http/pipeline.js';
import { translationData } from '../core/data/translation-data.js';
import { translationContext } from '../core/domain/translation-context.js';
import { toTranslationView } from '../core/domain/translation-view.js';

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
    translations: translations.map(toTranslationView).sort((a, b) => a.language.localeCompare(b.language)),
  };
});
