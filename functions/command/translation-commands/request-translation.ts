/**
 * requestTranslation {videoId, version, languages} (issue 14, the studio's translations section): who may
 * edit the video asks for its translation into languages of the organization (the rules:
 * shared/domain/video-translation.ts); core/domain/translation-requests.ts starts each language.
 */
import type { TranslationCommand } from '#shared/api/endpoints/video-translation.js';
import {
  TRANSLATION_TEXTS,
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
import { startTranslations } from '../../core/domain/translation-requests.js';
import { translationContext } from '../../core/domain/translation-context.js';

type Payload = Extract<TranslationCommand, { type: 'requestTranslation' }>['payload'];

export async function requestTranslation(tenant: TenantContext, payload: Payload) {
  const orgId = tenant.activeOrgId;
  const { video, featureOn, autoPublish, autoVoiceOver, organizationLanguages } = await translationContext(
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
  const started = await startTranslations(orgId, video, payload.version, languages, requester, {
    autoPublish,
    autoVoiceOver,
  });
  // Another request took every language between the read and the writes.
  if (started.length === 0) throw conflict(TRANSLATION_TEXTS.running(languages[0] ?? ''));
  await logChange(tenant, videoSubject(video), 'translationCommand.requestTranslation', {
    before: {},
    after: { languages: started.map((s) => s.language).join(', ') },
  });
  return { id: video.videoId, translations: started };
}
