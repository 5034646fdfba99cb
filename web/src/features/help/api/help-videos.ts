import { api } from '#shared/api';
import type { UiLanguage } from '#shared/domain/languages';
import { useApi } from '../../../lib/use-api';

/** GET /getHelpVideos (spec 1 §7 "page, lang, optional channelId"), only while the dialog is open. */
export function useHelpVideos(open: boolean, page: string, lang: UiLanguage) {
  return useApi(api.getHelpVideos, open ? { query: { page, lang } } : null);
}
