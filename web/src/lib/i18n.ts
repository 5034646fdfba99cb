import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { api } from '#shared/api';
import { DEFAULT_LANGUAGE, isUiLanguage, UI_LANGUAGES, type UiLanguage } from '#shared/domain/languages';
import { request, setReaderLanguage } from './api-client';
import { LANGUAGE_STORAGE_KEY, storedLanguage } from './stored-language';
import { storage } from './storage';

export { LANGUAGE_STORAGE_KEY, storedLanguage } from './stored-language';

/**
 * UI texts come from the server dictionary (GET /language?language=, design.md §9), flat key → text,
 * with fallback to en-us ("Default en-us; translation falls back to en-us. Language is stored in
 * browser storage", spec 1 §9).
 */

/** A valid BCP 47 tag for `<html lang>`: the product's `en-gb-wls` is not one (`wls` is no subtag). */
export function htmlLang(language: UiLanguage): string {
  if (language === 'en-gb-wls') return 'en-GB';
  const [primary, region] = language.split('-');
  return region ? `${primary}-${region.toUpperCase()}` : (primary as string);
}

const RIGHT_TO_LEFT = new Set<UiLanguage>(['ar', 'he']);

export function textDirection(language: UiLanguage): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

const serverDictionary: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    const lang = isUiLanguage(language) ? language : DEFAULT_LANGUAGE;
    request(api.getLanguage, { query: { language: lang } })
      .then((answer) => callback(null, answer.data))
      .catch(async (error: unknown) => {
        if (lang !== DEFAULT_LANGUAGE) return callback(error as Error, null);
        // Without the API the English texts still ship with the app, so failure pages (e.g. "organization
        // not available" when the lookup itself fails) can say what happened. Loaded only in that case.
        const { dictionaryFor } = await import('#shared/i18n/dictionaries');
        callback(null, dictionaryFor(DEFAULT_LANGUAGE));
      });
  },
};

function applyToDocument(language: string): void {
  const lang = isUiLanguage(language) ? language : DEFAULT_LANGUAGE;
  document.documentElement.lang = htmlLang(lang);
  document.documentElement.dir = textDirection(lang);
  setReaderLanguage(lang);
}

let initializing: Promise<I18n> | undefined;

export function initI18n(): Promise<I18n> {
  initializing ??= (async () => {
    i18next.on('languageChanged', applyToDocument);
    await i18next
      .use(serverDictionary)
      .use(initReactI18next)
      .init({
        lng: storedLanguage(),
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...UI_LANGUAGES],
        // Codes are the product's own (en-us, en-gb-wls): no loading of "en" for "en-us", no re-casing.
        load: 'currentOnly',
        lowerCaseLng: true,
        // Dictionary keys are flat and may contain dots and colons.
        keySeparator: false,
        nsSeparator: false,
        interpolation: { escapeValue: false }, // React escapes
        maxRetries: 1,
        react: { useSuspense: true },
      });
    return i18next;
  })();
  return initializing;
}

/** Switches the UI language and remembers it in browser storage. */
export async function changeLanguage(language: UiLanguage): Promise<void> {
  storage.set(LANGUAGE_STORAGE_KEY, language);
  await i18next.changeLanguage(language);
}
