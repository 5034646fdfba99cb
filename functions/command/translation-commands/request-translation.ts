/**
 * requestTranslation {videoId, version, languages} (issue 14, the studio's translations section): who may
 * edit the video asks for its translation into languages of the organization (the rules:
 * shared/domain/video-translation.ts). Each language gets its translation record (status translating)
 * and its own execution of the video-translation machine; a language whose start fails has its record
 * marked failed with the reason, so nothing is left half-started.
 */
import { randomUUID } from 'node:crypto';
import type { TranslationCommand } from '#shared/api/endpoints/video-translation.js';
import {
  TRANSLATION_STATUSES,
  TRANSLATION_TEXTS,
  TRANSLATION_WORKFLOW_ARN_VARIABLE,
  translationInProgress,
  translationRequestRefusal,
} from '#shared/domain/video-translation.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { HttpError, conflict } from '../../core/http/errors.js';
import { renderingData } from '../../core/data/rendering-data.js';
import { translationData } from '../../core/data/translation-data.js';
import { logChange, videoSubject } from '../../core/domain/event-log.js';
import { displayNameOf } from '../../core/domain/tasks.js';
import { lifecycleOf } from '../../core/domain/video-editing.js';
import { startExecution } from '../../core/workflows/executions.js';
import type { TranslationInput } from '../../workflow/video-translation/translation.js';
import { translationContext } from '../../core/domain/translation-context.js';

type Payload = Extract<TranslationCommand, { type: 'requestTranslation' }>['payload'];

const RUNNING = TRANSLATION_STATUSES.filter(translationInProgress);

export async function requestTranslation(tenant: TenantContext, payload: Payload) {
  const orgId = tenant.activeOrgId;
  const { video, featureOn, autoPublish, organizationLanguages } = await translationContext(
    tenant,
    payload.videoId,
  );
  const state = lifecycleOf(video);
  const translations = translationData(orgId);
  const [existing, source] = await Promise.all([
    translations.ofVideo(video.videoId),
    renderingData(orgId).get(video.videoId, payload.version, video.masterLanguage),
  ]);
  const languages = [...new Set(payload.languages)];
  const refusal = translationRequestRefusal({
    featureOn,
    status: state.status,
    lastVersion: state.lastVersion,
    version: payload.version,
    masterLanguage: video.masterLanguage,
    organizationLanguages,
    languages,
    chapters: source?.subtitles.chapters ?? [],
    running: existing.filter((t) => translationInProgress(t.status)).map((t) => t.language),
  });
  if (refusal) throw new HttpError(refusal.status, refusal.message);

  const requester = { userId: tenant.userId, email: tenant.email, name: await displayNameOf(tenant) };
  const started: { language: (typeof payload.languages)[number]; translationId: string }[] = [];
  for (const language of languages) {
    const translationId = randomUUID();
    const recorded = await translations.request(
      {
        videoId: video.videoId,
        language,
        translationId,
        version: payload.version,
        sourceLanguage: video.masterLanguage,
        requestedById: tenant.userId,
        requestedByEmail: tenant.email,
      },
      RUNNING,
    );
    // Another request for the language came first (between the read and this write).
    if (!recorded) {
      if (started.length === 0) throw conflict(TRANSLATION_TEXTS.running(language));
      continue;
    }
    const input: TranslationInput = {
      orgId,
      translationId,
      videoId: video.videoId,
      channelId: video.channelId,
      version: payload.version,
      sourceLanguage: video.masterLanguage,
      language,
      requester,
      autoPublish,
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
  await logChange(tenant, videoSubject(video), 'translationCommand.requestTranslation', {
    before: {},
    after: { languages: started.map((s) => s.language).join(', ') },
  });
  return { id: video.videoId, translations: started };
}
