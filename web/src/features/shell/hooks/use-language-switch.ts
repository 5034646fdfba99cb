import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { DEFAULT_LANGUAGE, isUiLanguage, type UiLanguage } from '#shared/domain/languages';
import { notify } from '../../../components/notices';
import { changeLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { savePreferredLanguage } from '../api/shell-data';

/**
 * Switches the UI language at once (texts and <html lang> follow i18next), remembers it in browser
 * storage, reads what the pages show again (the lists give titles in the reader's language), and — when
 * signed in — saves it as the preferred language (userCommand updatePreferredLanguage).
 */
export function useLanguageSwitch() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { mutate } = useSWRConfig();
  const current: UiLanguage = isUiLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const choose = useCallback(
    async (language: UiLanguage) => {
      if (language === current) return;
      await changeLanguage(language);
      // What was read in the old language (titles, track names: issue 14) is read again in the new one.
      void mutate(() => true);
      if (session.status !== 'signedIn') return;
      try {
        await savePreferredLanguage(language);
      } catch {
        // The UI already speaks the new language and storage remembers it; only the profile lags behind.
        notify.error(t('language-save-failed'));
      }
    },
    [current, mutate, session.status, t],
  );
  return { current, choose };
}
