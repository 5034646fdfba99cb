/** The quick-guide tab's call (shared contract): each page's still, polled while stills are being taken. */
import { api } from '#shared/api';
import type { UiLanguage } from '#shared/domain/languages';
import { useApi } from '../../../lib/use-api';

/** How often the tab asks again while a still is being taken. */
export const STILLS_POLL_MS = 3000;

export function useQuickGuide(videoId: string, version: number, language: UiLanguage) {
  return useApi(
    api.getQuickGuide,
    { params: { videoId, version, language } },
    {
      revalidateOnFocus: false,
      refreshInterval: (data) => (data?.stills === 'capturing' ? STILLS_POLL_MS : 0),
    },
  );
}
