/**
 * How a language's dictionary is composed from area files, wherever they are read from (the web
 * bundle, or files on disk for GET /language): its own texts over the complete English set, English
 * variants reading the US texts with en-gb's spelling overlay. Pure: no dictionary is imported here.
 */
import { DEFAULT_LANGUAGE, type UiLanguage } from '../domain/languages.js';
import type { Dictionary, LanguageAreas } from './areas.js';

/** A language's area files, or undefined for a language with no texts of its own. */
export type AreasOf = (language: UiLanguage) => LanguageAreas | undefined;

/** English variants: the US texts with the British spelling of en-gb (which only lists what differs). */
const ENGLISH_SPELLING: Partial<Record<UiLanguage, UiLanguage>> = {
  'en-gb': 'en-gb',
  'en-au': 'en-gb',
  'en-in': 'en-gb',
  'en-gb-wls': 'en-gb',
};

function ownTexts(language: UiLanguage, areasOf: AreasOf): Dictionary {
  return Object.assign({}, ...Object.values(areasOf(language) ?? {})) as Dictionary;
}

/** A language's own texts, without fallback to en-us; an English variant's are the complete set. */
export function composeTranslated(language: UiLanguage, areasOf: AreasOf): Dictionary {
  const spelling = ENGLISH_SPELLING[language];
  if (spelling) return { ...ownTexts(DEFAULT_LANGUAGE, areasOf), ...ownTexts(spelling, areasOf) };
  return ownTexts(language, areasOf);
}

/** The dictionary for a language: its own texts over the complete English set. */
export function composeDictionary(language: UiLanguage, areasOf: AreasOf): Dictionary {
  const base = ownTexts(DEFAULT_LANGUAGE, areasOf);
  if (language === DEFAULT_LANGUAGE) return base;
  return { ...base, ...composeTranslated(language, areasOf) };
}
