/**
 * The UI dictionaries the server serves from GET /language. English is complete; other languages
 * hold what has been translated, and every missing key falls back to en-us (spec 1 §9).
 */
import type { UiLanguage } from '../domain/languages.js';
import { DEFAULT_LANGUAGE } from '../domain/languages.js';
import enUs from './en-us.json' with { type: 'json' };
import da from './da.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };

export type Dictionary = Record<string, string>;

const dictionaries: Partial<Record<UiLanguage, Dictionary>> = {
  'en-us': enUs as Dictionary,
  da: da as Dictionary,
  de: de as Dictionary,
};

/** The dictionary for a language: its own texts over the complete English set. */
export function dictionaryFor(language: UiLanguage): Dictionary {
  const base = dictionaries[DEFAULT_LANGUAGE] ?? {};
  if (language === DEFAULT_LANGUAGE) return { ...base };
  return { ...base, ...(dictionaries[language] ?? {}) };
}

/** Languages with their own (possibly partial) translation. */
export const TRANSLATED_LANGUAGES = Object.keys(dictionaries) as UiLanguage[];
