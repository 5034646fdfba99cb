/**
 * Machine translation (spec 2 translation area; issue 14): which Amazon Translate language each video
 * language is, and how many texts travel in one TranslateText call.
 */
import type { UiLanguage } from './languages.js';

/** Amazon Translate's code of each video language (every one of the 46 has one). */
const TRANSLATE_CODES: Record<UiLanguage, string> = {
  'en-us': 'en',
  da: 'da',
  hr: 'hr',
  sv: 'sv',
  el: 'el',
  sq: 'sq',
  ar: 'ar',
  bg: 'bg',
  zh: 'zh',
  nl: 'nl',
  'en-gb': 'en',
  et: 'et',
  'en-au': 'en',
  'en-in': 'en',
  'en-gb-wls': 'en',
  cy: 'cy',
  cs: 'cs',
  is: 'is',
  'fr-ca': 'fr-CA',
  fi: 'fi',
  'fr-fr': 'fr',
  ka: 'ka',
  de: 'de',
  it: 'it',
  he: 'he',
  hi: 'hi',
  hu: 'hu',
  id: 'id',
  ja: 'ja',
  ko: 'ko',
  lv: 'lv',
  no: 'no',
  pl: 'pl',
  'pt-pt': 'pt-PT',
  ro: 'ro',
  ru: 'ru',
  sr: 'sr',
  sk: 'sk',
  sl: 'sl',
  'es-es': 'es',
  'es-mx': 'es-MX',
  ta: 'ta',
  th: 'th',
  tr: 'tr',
  uk: 'uk',
  vi: 'vi',
};

export function translateLanguageCode(language: UiLanguage): string {
  return TRANSLATE_CODES[language];
}

/**
 * Two video languages written the same (en-us and en-gb are both Amazon Translate's `en`): a
 * translation between them copies the text.
 */
export function sameWrittenLanguage(a: UiLanguage, b: UiLanguage): boolean {
  return TRANSLATE_CODES[a] === TRANSLATE_CODES[b];
}

/** TranslateText's limit on one call's text, in UTF-8 bytes. */
export const TRANSLATE_TEXT_LIMIT_BYTES = 10_000;
/** What one call carries at the most: room left under the limit for a translator's longer words. */
export const TRANSLATE_BATCH_BYTES = 9_000;

const bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * Groups texts (by index) into batches sent as one text, one per line: only single-line texts that
 * together stay under TRANSLATE_BATCH_BYTES; a text with line breaks or a long one travels alone
 * (`splitLongText` cuts it further). Blank texts need no call and are in no batch.
 */
export function translationBatches(texts: readonly string[]): number[][] {
  const batches: number[][] = [];
  let batch: number[] = [];
  let size = 0;
  texts.forEach((text, index) => {
    if (text.trim() === '') return;
    const length = bytes(text) + 1;
    if (text.includes('\n') || length > TRANSLATE_BATCH_BYTES / 4) {
      batches.push([index]);
      return;
    }
    if (size + length > TRANSLATE_BATCH_BYTES) {
      batches.push(batch);
      batch = [];
      size = 0;
    }
    batch.push(index);
    size += length;
  });
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/**
 * A text longer than one call takes, cut at line breaks, else after sentences, else at spaces, into
 * parts each under TRANSLATE_BATCH_BYTES; joined again, the parts are the text.
 */
export function splitLongText(text: string): string[] {
  if (bytes(text) <= TRANSLATE_BATCH_BYTES) return [text];
  const parts: string[] = [];
  let rest = text;
  while (bytes(rest) > TRANSLATE_BATCH_BYTES) {
    // The longest prefix under the limit (by characters, then checked in bytes).
    let end = Math.min(rest.length, TRANSLATE_BATCH_BYTES);
    while (bytes(rest.slice(0, end)) > TRANSLATE_BATCH_BYTES) end = Math.floor(end * 0.9);
    const head = rest.slice(0, end);
    const sentence = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
    const cut =
      head.lastIndexOf('\n') + 1 || (sentence > 0 ? sentence + 2 : 0) || head.lastIndexOf(' ') + 1 || end;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest) parts.push(rest);
  return parts;
}
