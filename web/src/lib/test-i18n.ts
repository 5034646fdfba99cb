import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { translatedTexts } from '#shared/i18n/dictionaries';

/** Component tests: an i18next instance set up as the app sets it up, in English. */
export function initEnglish(i18n: I18n) {
  return i18n.use(initReactI18next).init({
    lng: 'en-us',
    lowerCaseLng: true,
    keySeparator: false,
    nsSeparator: false,
    resources: { 'en-us': { translation: translatedTexts('en-us') } },
  });
}
