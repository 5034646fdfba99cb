/**
 * Starting translations (issue 14): a translation record per language (status translating, only where
 * none is on its way) and its own execution of the video-translation machine. The studio's request and
 * the organization's autoGenerateTranslationTask (a video that becomes ready to publish) both start them
 * here; a language whose start fails has its record marked failed with the reason.
 */
import { randomUUID } from 'node:crypto';
import type { UiLanguage } from '#shared/domain/languages.js';
import {
  TRANSLATION_STATUSES,
  TRANSLATION_WORKFLOW_ARN_VARIABLE,
  translationContentRefusal,
  translationInProgress,
} from '#shared/domain/video-translation.js';
import { renderingData } from '../data/rendering-data.js';
import { tenantData } from '../data/tenant-data.js';
import { translationData } from '../data/translation-data.js';
import type { Video } from '../data/video-data.js';
import { logger } from '../http/logger.js';
import { startExecution } from '../workflows/executions.js';
import type { TranslationInput } from '../../workflow/video-translation/translation.js';
import { translationFlags } from './translation-context.js';

const RUNNING = TRANSLATION_STATUSES.filter(translationInProgress);

export interface TranslationRequester {
  userId: string;
  email: string;
  name: string;
}

/**
 * Starts a translation of `video`'s `version` into each of `languages`; answers the ones started (a
 * language another request took meanwhile is left out). Throws when a start fails.
 */
export async function startTranslations(
  orgId: string,
  video: Pick<Video, 'videoId' | 'channelId' | 'masterLanguage'>,
  version: number,
  languages: readonly UiLanguage[],
  requester: TranslationRequester,
  automation: Pick<TranslationInput, 'autoPublish' | 'autoVoiceOver'>,
): Promise<{ language: UiLanguage; translationId: string }[]> {
  const translations = translationData(orgId);
  const started: { language: UiLanguage; translationId: string }[] = [];
  for (const language of languages) {
    const translationId = randomUUID();
    const recorded = await translations.request(
      {
        videoId: video.videoId,
        language,
        translationId,
        version,
        sourceLanguage: video.masterLanguage,
        requestedById: requester.userId,
        requestedByEmail: requester.email,
      },
      RUNNING,
    );
    if (!recorded) continue;
    const input: TranslationInput = {
      orgId,
      translationId,
      videoId: video.videoId,
      channelId: video.channelId,
      version,
      sourceLanguage: video.masterLanguage,
      language,
      requester,
      ...automation,
    };
    try {
      // `ending` and `translated` exist from the start: the closing step's parameters read them.
      await startExecution(TRANSLATION_WORKFLOW_ARN_VARIABLE, translationId, {
        translation: input,
        ending: {},
        translated: { machine: false },
      });
    } catch (error) {
      await translations.advance(video.videoId, language, translationId, {
        status: 'failed',
        reason: `The translation could not start: ${(error as Error).message}`,
      });
      throw error;
    }
    started.push({ language, translationId });
  }
  return started;
}

/**
 * The organization's autoGenerateTranslationTask (spec 2 feature ids; issue 14): a video that became
 * ready to publish is translated into every language of the organization it has no translation into
 * (or whose translation ended without a result), when its channel offers translation and its manuscript
 * is complete. Answers the languages started (none when the flag is off or nothing is missing).
 */
export async function translateAutomatically(
  orgId: string,
  video: Pick<Video, 'videoId' | 'channelId' | 'masterLanguage' | 'lastVersion'>,
  requester: TranslationRequester,
): Promise<UiLanguage[]> {
  const flags = await translationFlags(orgId, video.channelId);
  if (!flags.featureOn || !flags.autoGenerate) return [];
  const version = video.lastVersion ?? 1;
  const [existing, source, organization] = await Promise.all([
    translationData(orgId).ofVideo(video.videoId),
    renderingData(orgId).get(video.videoId, version, video.masterLanguage),
    tenantData(orgId).organization(),
  ]);
  const refusal = translationContentRefusal(source?.subtitles.chapters ?? []);
  if (refusal) {
    logger.info('no automatic translation', { videoId: video.videoId, reason: refusal });
    return [];
  }
  const kept = existing
    .filter((t) => translationInProgress(t.status) || t.status === 'completed')
    .map((t) => t.language);
  const missing = ((organization?.organizationLanguages ?? []) as UiLanguage[]).filter(
    (l) => l !== video.masterLanguage && !kept.includes(l),
  );
  if (missing.length === 0) return [];
  const started = await startTranslations(orgId, video, version, missing, requester, flags);
  return started.map((s) => s.language);
}
