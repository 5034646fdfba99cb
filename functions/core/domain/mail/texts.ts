/**
 * The e-mails' texts in every language the product speaks (texts/<language>.json, the keys of
 * en-us.json): a language's own texts over the English set, English variants read the US texts, and a
 * language without texts of its own reads English (shared/i18n/compose.ts, as the UI does).
 */
import { DEFAULT_LANGUAGE, isUiLanguage, type UiLanguage } from '#shared/domain/languages.js';
import { composeDictionary } from '#shared/i18n/compose.js';
import enUs from './texts/en-us.json' with { type: 'json' };
import ar from './texts/ar.json' with { type: 'json' };
import cy from './texts/cy.json' with { type: 'json' };
import da from './texts/da.json' with { type: 'json' };
import de from './texts/de.json' with { type: 'json' };
import esEs from './texts/es-es.json' with { type: 'json' };
import esMx from './texts/es-mx.json' with { type: 'json' };
import fi from './texts/fi.json' with { type: 'json' };
import frCa from './texts/fr-ca.json' with { type: 'json' };
import frFr from './texts/fr-fr.json' with { type: 'json' };
import hi from './texts/hi.json' with { type: 'json' };
import is from './texts/is.json' with { type: 'json' };
import it from './texts/it.json' with { type: 'json' };
import ja from './texts/ja.json' with { type: 'json' };
import ko from './texts/ko.json' with { type: 'json' };
import nl from './texts/nl.json' with { type: 'json' };
import no from './texts/no.json' with { type: 'json' };
import pl from './texts/pl.json' with { type: 'json' };
import ptPt from './texts/pt-pt.json' with { type: 'json' };
import ro from './texts/ro.json' with { type: 'json' };
import ru from './texts/ru.json' with { type: 'json' };
import sv from './texts/sv.json' with { type: 'json' };
import tr from './texts/tr.json' with { type: 'json' };
import zh from './texts/zh.json' with { type: 'json' };

export type MailTextKey = keyof typeof enUs;
type Texts = Record<string, string>;

const TEXTS: Partial<Record<UiLanguage, Texts>> = {
  'en-us': enUs,
  ar: ar,
  cy: cy,
  da: da,
  de: de,
  'es-es': esEs,
  'es-mx': esMx,
  fi: fi,
  'fr-ca': frCa,
  'fr-fr': frFr,
  hi: hi,
  is: is,
  it: it,
  ja: ja,
  ko: ko,
  nl: nl,
  no: no,
  pl: pl,
  'pt-pt': ptPt,
  ro: ro,
  ru: ru,
  sv: sv,
  tr: tr,
  zh: zh,
};

/** `{{name}}` → its value; a placeholder without a value stays visible rather than vanishing. */
export function interpolate(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

export type MailTexts = (key: MailTextKey, values?: Readonly<Record<string, string | number>>) => string;

/** The texts of `language` (any stored value: an unknown one reads English). */
export function mailTexts(language: string | undefined): MailTexts {
  const resolved: UiLanguage = language && isUiLanguage(language) ? language : DEFAULT_LANGUAGE;
  const dictionary = composeDictionary(resolved, (l) => (TEXTS[l] ? { core: TEXTS[l] } : undefined));
  return (key, values = {}) => interpolate(dictionary[key] ?? enUs[key], values);
}
