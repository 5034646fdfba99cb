/** The translations section's calls (shared contract): the video's translations, a request, publishing, deleting. */
import { api } from '#shared/api';
import type { UiLanguage } from '#shared/domain/languages';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { TRANSLATION_POLL_MS, translationsRunning } from '../model/translations';

/** Where each translation stands; read again every 5 s while one is getting processed. */
export function useVideoTranslations(videoId: string) {
  return useApi(
    api.getVideoTranslations,
    { params: { videoId } },
    {
      revalidateOnFocus: true,
      refreshInterval: (latest) => (translationsRunning(latest) ? TRANSLATION_POLL_MS : 0),
    },
  );
}

/** Starts one translation per language, of the video's latest version. */
export function requestTranslation(payload: { videoId: string; version: number; languages: UiLanguage[] }) {
  return request(api.translationCommand, { body: { type: 'requestTranslation', payload } });
}

export function setTranslationPublished(videoId: string, language: UiLanguage, publish: boolean) {
  return request(api.translationCommand, {
    body: { type: publish ? 'publishTranslation' : 'unpublishTranslation', payload: { videoId, language } },
  });
}

/** Deletes a translation (confirmed by its dialog's checkbox). */
export function deleteTranslation(videoId: string, language: UiLanguage) {
  return request(api.translationCommand, {
    body: { type: 'deleteTranslation', payload: { videoId, language, confirm: true } },
  });
}
