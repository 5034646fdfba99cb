/**
 * UI languages (spec 1 §9): "UI languages (45): en-us, da, hr, sv, el, sq, ar, bg, zh, nl, en-gb, et,
 * en-au, en-in, en-gb-wls, cy, cs, is, fr-ca, fi, fr-fr, ka, de, it, he, hi, hu, id, ja, ko, lv, no,
 * pl, pt-pt, ro, ru, sr, sk, sl, es-es, es-mx, ta, th, tr, uk, vi. Default en-us; translation falls
 * back to en-us." (The spec's list as written has 46 codes under the heading "45"; all are kept.)
 */
export const UI_LANGUAGES = [
  'en-us',
  'da',
  'hr',
  'sv',
  'el',
  'sq',
  'ar',
  'bg',
  'zh',
  'nl',
  'en-gb',
  'et',
  'en-au',
  'en-in',
  'en-gb-wls',
  'cy',
  'cs',
  'is',
  'fr-ca',
  'fi',
  'fr-fr',
  'ka',
  'de',
  'it',
  'he',
  'hi',
  'hu',
  'id',
  'ja',
  'ko',
  'lv',
  'no',
  'pl',
  'pt-pt',
  'ro',
  'ru',
  'sr',
  'sk',
  'sl',
  'es-es',
  'es-mx',
  'ta',
  'th',
  'tr',
  'uk',
  'vi',
] as const;

export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: UiLanguage = 'en-us';

export function isUiLanguage(value: string): value is UiLanguage {
  return (UI_LANGUAGES as readonly string[]).includes(value);
}

/** Names of the languages in their own tongue, for the language switch. */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = {
  'en-us': 'English (US)',
  da: 'Dansk',
  hr: 'Hrvatski',
  sv: 'Svenska',
  el: 'Ελληνικά',
  sq: 'Shqip',
  ar: 'العربية',
  bg: 'Български',
  zh: '中文',
  nl: 'Nederlands',
  'en-gb': 'English (UK)',
  et: 'Eesti',
  'en-au': 'English (Australia)',
  'en-in': 'English (India)',
  'en-gb-wls': 'English (Wales)',
  cy: 'Cymraeg',
  cs: 'Čeština',
  is: 'Íslenska',
  'fr-ca': 'Français (Canada)',
  fi: 'Suomi',
  'fr-fr': 'Français',
  ka: 'ქართული',
  de: 'Deutsch',
  it: 'Italiano',
  he: 'עברית',
  hi: 'हिन्दी',
  hu: 'Magyar',
  id: 'Bahasa Indonesia',
  ja: '日本語',
  ko: '한국어',
  lv: 'Latviešu',
  no: 'Norsk',
  pl: 'Polski',
  'pt-pt': 'Português',
  ro: 'Română',
  ru: 'Русский',
  sr: 'Српски',
  sk: 'Slovenčina',
  sl: 'Slovenščina',
  'es-es': 'Español',
  'es-mx': 'Español (México)',
  ta: 'தமிழ்',
  th: 'ไทย',
  tr: 'Türkçe',
  uk: 'Українська',
  vi: 'Tiếng Việt',
};

/**
 * The languages the menus offer: those whose UI dictionary is complete (issue: "Offer a language in
 * the menus only where its UI dictionary is complete"). Spec 2 §9 "Supported languages in the theming
 * and admin area", in its order: en-us, da, sv, no, fi, de, zh, ar, nl, fr-fr, it, hi, ja, ko, pl,
 * pt-pt, ru, ro, es-es, es-mx, tr, is, cy, fr-ca, en-in, en-gb, en-cy. Its `en-cy` (English in Wales)
 * is the UI list's `en-gb-wls`; the other English variant of the UI list, en-au, reads the same
 * complete English texts and is offered too (docs/decisions.md "UI languages").
 * shared/i18n/dictionaries.test.ts proves every one of them complete.
 */
export const OFFERED_UI_LANGUAGES = [
  'en-us',
  'da',
  'sv',
  'no',
  'fi',
  'de',
  'zh',
  'ar',
  'nl',
  'fr-fr',
  'it',
  'hi',
  'ja',
  'ko',
  'pl',
  'pt-pt',
  'ru',
  'ro',
  'es-es',
  'es-mx',
  'tr',
  'is',
  'cy',
  'fr-ca',
  'en-in',
  'en-gb',
  'en-gb-wls',
  'en-au',
] as const satisfies readonly UiLanguage[];

export type OfferedUiLanguage = (typeof OFFERED_UI_LANGUAGES)[number];

export function isOfferedLanguage(value: string): value is OfferedUiLanguage {
  return (OFFERED_UI_LANGUAGES as readonly string[]).includes(value);
}
