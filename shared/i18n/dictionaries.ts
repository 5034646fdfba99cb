/**
 * The UI dictionaries the server serves from GET /language (spec 1 §9: "Default en-us; translation falls
 * back to en-us"). Texts live in one file per area and language (shared/i18n/<lang>/<area>.json, see
 * areas.ts), gathered by registry.generated.ts (generated from the files: npm run i18n:registry).
 * English is complete; a language is offered in the menus only once it has every English key
 * (OFFERED_UI_LANGUAGES, checked by dictionaries.test.ts). English variants read the US texts with the British spelling overlay of en-gb.
 */
import type { UiLanguage } from '../domain/languages.js';
import type { Dictionary } from './areas.js';
import { composeDictionary, composeTranslated, type AreasOf } from './compose.js';
import { DICTIONARY_AREAS } from './registry.generated.js';

export type { Dictionary, LanguageAreas } from './areas.js';
export { DICTIONARY_AREAS };

const bundled: AreasOf = (language) => DICTIONARY_AREAS[language];

/**
 * A language's own texts, without fallback to en-us (empty for languages not translated yet). An
 * English variant's own texts are the complete English set in its spelling.
 */
export function translatedTexts(language: UiLanguage): Dictionary {
  return composeTranslated(language, bundled);
}

/** The dictionary for a language: its own texts over the complete English set. */
export function dictionaryFor(language: UiLanguage): Dictionary {
  return composeDictionary(language, bundled);
}
