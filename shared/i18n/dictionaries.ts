/**
 * The UI dictionaries the server serves from GET /language (spec 1 §9: "Default en-us; translation falls
 * back to en-us"). Texts live in one file per area and language (shared/i18n/<lang>/<area>.json, see
 * areas.ts); each language folder's index.ts gathers its areas. English is complete; a language is
 * offered in the menus only once it has every English key (OFFERED_UI_LANGUAGES, checked by
 * dictionaries.test.ts). English variants read the US texts with the British spelling overlay of en-gb.
 */
import type { UiLanguage } from '../domain/languages.js';
import type { Dictionary, LanguageAreas } from './areas.js';
import { composeDictionary, composeTranslated, type AreasOf } from './compose.js';
import enUs from './en-us/index.js';
import da from './da/index.js';
import de from './de/index.js';
import sv from './sv/index.js';
import no from './no/index.js';
import fi from './fi/index.js';
import zh from './zh/index.js';
import ar from './ar/index.js';
import nl from './nl/index.js';
import frFr from './fr-fr/index.js';
import it from './it/index.js';
import hi from './hi/index.js';
import ja from './ja/index.js';
import ko from './ko/index.js';
import pl from './pl/index.js';
import ptPt from './pt-pt/index.js';
import ru from './ru/index.js';
import ro from './ro/index.js';
import esEs from './es-es/index.js';
import esMx from './es-mx/index.js';
import tr from './tr/index.js';
import is from './is/index.js';
import cy from './cy/index.js';
import frCa from './fr-ca/index.js';
import enGb from './en-gb/index.js';

export type { Dictionary, LanguageAreas } from './areas.js';

/** Area files per language (languages without a folder have no texts of their own). */
export const DICTIONARY_AREAS: Partial<Record<UiLanguage, LanguageAreas>> = {
  'en-us': enUs,
  da,
  de,
  sv,
  no,
  fi,
  zh,
  ar,
  nl,
  'fr-fr': frFr,
  it,
  hi,
  ja,
  ko,
  pl,
  'pt-pt': ptPt,
  ru,
  ro,
  'es-es': esEs,
  'es-mx': esMx,
  tr,
  is,
  cy,
  'fr-ca': frCa,
  'en-gb': enGb,
};

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
