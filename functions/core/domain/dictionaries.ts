/**
 * The UI dictionaries GET /language serves, read from files instead of bundled (27 languages are
 * ~1.8 MB of JSON): DICTIONARIES_DIR holds shared/i18n's layout, <language>/<area>.json. Locally that
 * is shared/i18n itself; in the cloud the files ship beside the function (a layer the api stack adds).
 * Composed as the web app composes them (shared/i18n/compose.ts); each language is read once per container.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { UiLanguage } from '#shared/domain/languages.js';
import { DICTIONARY_AREA_NAMES, type Dictionary, type LanguageAreas } from '#shared/i18n/areas.js';
import { composeDictionary, type AreasOf } from '#shared/i18n/compose.js';
import { env } from '../http/env.js';

const read = new Map<UiLanguage, LanguageAreas | undefined>();

/** The language's area files (the language is one of the contract's, so a plain folder name). */
const areasFromFiles: AreasOf = (language) => {
  if (read.has(language)) return read.get(language);
  const folder = path.join(env.dictionariesDir(), language);
  let areas: LanguageAreas | undefined;
  if (existsSync(folder)) {
    areas = {};
    for (const area of DICTIONARY_AREA_NAMES) {
      const file = path.join(folder, `${area}.json`);
      if (existsSync(file)) areas[area] = JSON.parse(readFileSync(file, 'utf8')) as Dictionary;
    }
  }
  read.set(language, areas);
  return areas;
};

export function dictionaryFor(language: UiLanguage): Dictionary {
  return composeDictionary(language, areasFromFiles);
}
