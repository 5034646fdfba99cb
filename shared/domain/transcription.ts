/**
 * Automatic transcription (spec 1 §7 upload options autoTranscribe, autoCopyToManuscript,
 * autoCopyManuscriptToDescription): which Amazon Transcribe language a video language is spoken in, and
 * how a transcript becomes the chapters of a manuscript.
 */
import type { UiLanguage } from './languages.js';

/** The Transcribe language code of each video language Transcribe can hear; absent: none. */
const TRANSCRIBE_CODES: Partial<Record<UiLanguage, string>> = {
  'en-us': 'en-US',
  'en-gb': 'en-GB',
  'en-au': 'en-AU',
  'en-in': 'en-IN',
  'en-gb-wls': 'en-WL',
  da: 'da-DK',
  hr: 'hr-HR',
  sv: 'sv-SE',
  el: 'el-GR',
  ar: 'ar-SA',
  zh: 'zh-CN',
  nl: 'nl-NL',
  et: 'et-EE',
  cs: 'cs-CZ',
  is: 'is-IS',
  'fr-ca': 'fr-CA',
  fi: 'fi-FI',
  'fr-fr': 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  he: 'he-IL',
  hi: 'hi-IN',
  hu: 'hu-HU',
  id: 'id-ID',
  ja: 'ja-JP',
  ko: 'ko-KR',
  lv: 'lv-LV',
  no: 'no-NO',
  pl: 'pl-PL',
  'pt-pt': 'pt-PT',
  ro: 'ro-RO',
  ru: 'ru-RU',
  sr: 'sr-RS',
  sk: 'sk-SK',
  sl: 'sl-SI',
  'es-es': 'es-ES',
  'es-mx': 'es-US',
  ta: 'ta-IN',
  th: 'th-TH',
  tr: 'tr-TR',
  uk: 'uk-UA',
  vi: 'vi-VN',
};

export function transcribeLanguageCode(language: string): string | null {
  return TRANSCRIBE_CODES[language as UiLanguage] ?? null;
}

/** The video languages Amazon Transcribe hears (those with a Transcribe code). */
export const TRANSCRIBABLE_LANGUAGES = Object.keys(TRANSCRIBE_CODES) as UiLanguage[];

/**
 * The video languages a transcriber with only some of Transcribe's models hears (the local emulator's
 * `en-US`): those whose Transcribe code is one of `codes`.
 */
export function languagesHeardBy(codes: readonly string[]): UiLanguage[] {
  return TRANSCRIBABLE_LANGUAGES.filter((language) => codes.includes(TRANSCRIBE_CODES[language] ?? ''));
}

/**
 * Whether an upload in `language` can be transcribed automatically: by the stage's transcriber when it
 * names the languages it hears (`heard`, the web config's transcriptionLanguages), else by Transcribe.
 */
export function transcriptionAvailable(language: string, heard?: readonly string[]): boolean {
  return (heard ?? TRANSCRIBABLE_LANGUAGES).includes(language) && transcribeLanguageCode(language) !== null;
}

/** One item of Amazon Transcribe's transcript file (`results.items`). */
export interface TranscriptItem {
  type: 'pronunciation' | 'punctuation';
  start_time?: string;
  end_time?: string;
  alternatives: { content: string }[];
}

export interface TranscriptChapter {
  startSeconds: number;
  manuscript: string;
}

/** A chapter gathers sentences until it holds about this many seconds of speech. */
export const TRANSCRIPT_CHAPTER_SECONDS = 10;

/**
 * Sentences (ended by `.`, `?` or `!`) grouped into chapters of about TRANSCRIPT_CHAPTER_SECONDS: a
 * chapter starts at its first word (the first chapter at 0, so the manuscript covers the whole video),
 * and a sentence that starts after the current chapter's span opens the next one. Chapters are at least
 * 200 ms apart (spec 2 §5's minimum gap) since a sentence always lasts longer than that.
 */
export function chaptersFromTranscript(items: readonly TranscriptItem[]): TranscriptChapter[] {
  const sentences: { start: number; text: string }[] = [];
  let words: string[] = [];
  let start: number | null = null;
  const close = (mark = '.') => {
    if (words.length > 0 && start !== null) {
      const text = words.join(' ');
      sentences.push({ start, text: `${text.charAt(0).toUpperCase()}${text.slice(1)}${mark}` });
    }
    words = [];
    start = null;
  };
  for (const item of items) {
    const content = item.alternatives[0]?.content ?? '';
    if (item.type === 'punctuation') {
      if (/^[.?!]$/.test(content)) close(content);
      else if (words.length > 0) words[words.length - 1] += content;
      continue;
    }
    if (start === null) start = Number(item.start_time ?? 0);
    words.push(content);
  }
  close();

  const chapters: TranscriptChapter[] = [];
  for (const sentence of sentences) {
    const current = chapters.at(-1);
    if (current && sentence.start < current.startSeconds + TRANSCRIPT_CHAPTER_SECONDS) {
      current.manuscript = `${current.manuscript} ${sentence.text}`;
    } else {
      chapters.push({ startSeconds: chapters.length === 0 ? 0 : sentence.start, manuscript: sentence.text });
    }
  }
  return chapters;
}

/** The transcript as one text (the description's copy). */
export function transcriptText(chapters: readonly TranscriptChapter[]): string {
  return chapters.map((c) => c.manuscript).join(' ');
}
