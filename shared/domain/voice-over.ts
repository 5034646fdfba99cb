/**
 * Voice-over (issue 14; spec 2 §2 voice-over / voice-annotation tabs, §5 "caption cannot be empty when
 * generating a computer voice", §9 "Languages for pause audio"). Pure: the commands, the track builder,
 * the render's job settings, the studio and the players share it. The choices the spec leaves open are in
 * docs/decisions.md "Voice-over".
 *
 * A voice-over is one audio track per language of a video: each chapter's manuscript spoken by a
 * computer voice (Amazon Polly) or a recorded human voice, placed at the chapter's start after its pause.
 * The render lists every voice-over as an alternate audio rendition of the master's HLS, beside the
 * original sound.
 */

/** Spec 2 §9 "Languages for pause audio": the languages a computer voice speaks. */
export const VOICE_OVER_LANGUAGES = [
  'en-us',
  'en-gb',
  'en-au',
  'en-in',
  'en-gb-wls',
  'da',
  'sv',
  'ar',
  'zh',
  'nl',
  'cy',
  'is',
  'fr-fr',
  'fr-ca',
  'de',
  'it',
  'hi',
  'ja',
  'ko',
  'no',
  'pl',
  'pt-pt',
  'ro',
  'ru',
  'tr',
  'es-es',
  'es-mx',
] as const;
export type VoiceOverLanguage = (typeof VOICE_OVER_LANGUAGES)[number];

export function isVoiceOverLanguage(language: string): language is VoiceOverLanguage {
  return (VOICE_OVER_LANGUAGES as readonly string[]).includes(language);
}

export interface ComputerVoice {
  /** Amazon Polly's VoiceId. */
  id: string;
  gender: 'Female' | 'Male';
  /** Polly's LanguageCode of the voice. */
  pollyLanguage: string;
}

const v = (id: string, gender: ComputerVoice['gender'], pollyLanguage: string): ComputerVoice => ({
  id,
  gender,
  pollyLanguage,
});

/** Amazon Polly's standard voices per language (the first is the default). */
export const COMPUTER_VOICES: Readonly<Record<VoiceOverLanguage, readonly ComputerVoice[]>> = {
  'en-us': [v('Joanna', 'Female', 'en-US'), v('Matthew', 'Male', 'en-US')],
  'en-gb': [v('Amy', 'Female', 'en-GB'), v('Brian', 'Male', 'en-GB')],
  'en-au': [v('Nicole', 'Female', 'en-AU')],
  'en-in': [v('Raveena', 'Female', 'en-IN')],
  'en-gb-wls': [v('Geraint', 'Male', 'en-GB-WLS')],
  da: [v('Naja', 'Female', 'da-DK'), v('Mads', 'Male', 'da-DK')],
  sv: [v('Astrid', 'Female', 'sv-SE')],
  ar: [v('Zeina', 'Female', 'arb')],
  zh: [v('Zhiyu', 'Female', 'cmn-CN')],
  nl: [v('Lotte', 'Female', 'nl-NL')],
  cy: [v('Gwyneth', 'Female', 'cy-GB')],
  is: [v('Karl', 'Male', 'is-IS')],
  'fr-fr': [v('Lea', 'Female', 'fr-FR')],
  'fr-ca': [v('Chantal', 'Female', 'fr-CA')],
  de: [v('Vicki', 'Female', 'de-DE'), v('Hans', 'Male', 'de-DE')],
  it: [v('Bianca', 'Female', 'it-IT')],
  hi: [v('Aditi', 'Female', 'hi-IN')],
  ja: [v('Mizuki', 'Female', 'ja-JP')],
  ko: [v('Seoyeon', 'Female', 'ko-KR')],
  no: [v('Liv', 'Female', 'nb-NO')],
  pl: [v('Ewa', 'Female', 'pl-PL')],
  'pt-pt': [v('Ines', 'Female', 'pt-PT')],
  ro: [v('Carmen', 'Female', 'ro-RO')],
  ru: [v('Tatyana', 'Female', 'ru-RU')],
  tr: [v('Filiz', 'Female', 'tr-TR')],
  'es-es': [v('Lucia', 'Female', 'es-ES'), v('Sergio', 'Male', 'es-ES')],
  'es-mx': [v('Mia', 'Female', 'es-MX')],
};

export function computerVoice(language: VoiceOverLanguage, id?: string): ComputerVoice | undefined {
  const voices = COMPUTER_VOICES[language];
  return id === undefined ? voices[0] : voices.find((voice) => voice.id === id);
}

/**
 * How a voice-over sounds against the original: `replace` (the voice alone, for a screen recording's
 * silence or a speaker in another language) or `mix` (the voice over the original sound, lowered to
 * MIX_ORIGINAL_GAIN: music and screen sounds stay).
 */
export const VOICE_OVER_MODES = ['replace', 'mix'] as const;
export type VoiceOverMode = (typeof VOICE_OVER_MODES)[number];
/** The original sound's level under a mixed voice-over (about −10 dB). */
export const MIX_ORIGINAL_GAIN = 0.3;

/** Speaking rate of a chapter in percent of the voice's normal rate (SSML prosody rate). */
export const VOICE_SPEED = { min: 50, max: 200, default: 100 } as const;
/** Silence before a chapter's speech starts, milliseconds. */
export const VOICE_PAUSE_MS = { min: 0, max: 5000, default: 500 } as const;

/**
 * The track's audio: 16 kHz 16-bit mono PCM, Polly's PCM (the rate both its standard and neural voices
 * give), also what a recorded voice is converted to in the browser before it is uploaded.
 */
export const VOICE_SAMPLE_RATE = 16_000;
export const VOICE_BYTES_PER_SECOND = VOICE_SAMPLE_RATE * 2;

/** The ISO 639-2/T code of a language: what an HLS audio rendition's LANGUAGE attribute carries. */
const AUDIO_LANGUAGE_CODES: Readonly<Record<string, string>> = {
  en: 'eng',
  da: 'dan',
  sv: 'swe',
  ar: 'ara',
  zh: 'zho',
  nl: 'nld',
  cy: 'cym',
  is: 'isl',
  fr: 'fra',
  de: 'deu',
  it: 'ita',
  hi: 'hin',
  ja: 'jpn',
  ko: 'kor',
  no: 'nor',
  pl: 'pol',
  pt: 'por',
  ro: 'ron',
  ru: 'rus',
  tr: 'tur',
  es: 'spa',
  fi: 'fin',
  hr: 'hrv',
  el: 'ell',
  sq: 'sqi',
  bg: 'bul',
  et: 'est',
  cs: 'ces',
  ka: 'kat',
  he: 'heb',
  hu: 'hun',
  id: 'ind',
  lv: 'lav',
  sr: 'srp',
  sk: 'slk',
  sl: 'slv',
  ta: 'tam',
  th: 'tha',
  uk: 'ukr',
  vi: 'vie',
};

/**
 * The NAME of the original sound's audio rendition when a voice-over in the master language takes the
 * master's place (its LANGUAGE is ORIGINAL_SOUND_LANGUAGE, "undetermined", so no language finds it).
 */
export const ORIGINAL_SOUND_NAME = 'original';
export const ORIGINAL_SOUND_LANGUAGE = 'und';

/** `es-es` → `spa`; a code it does not know keeps its primary subtag. */
export function audioLanguageCode(language: string): string {
  const primary = language.toLowerCase().split('-')[0] ?? '';
  return AUDIO_LANGUAGE_CODES[primary] ?? primary;
}

/**
 * The audio track for a wanted language among the player's tracks (hls.js audioTracks: `lang` is the
 * rendition's LANGUAGE, `name` its NAME): the NAME that is the code itself, else the same ISO 639-2 code
 * (`es-es` and `spa` both find LANGUAGE="spa"); -1 when there is none.
 */
export function audioTrackIndex(
  tracks: readonly { lang?: string | undefined; name?: string | undefined }[],
  wanted: string | null | undefined,
): number {
  if (!wanted) return -1;
  const code = wanted.toLowerCase();
  const named = tracks.findIndex((t) => t.name?.toLowerCase() === code);
  if (named >= 0) return named;
  const iso = audioLanguageCode(code);
  return tracks.findIndex((t) => t.lang !== undefined && audioLanguageCode(t.lang) === iso);
}

export interface VoiceOverChapterSettings {
  /** VOICE_SPEED percent. */
  speed: number;
  /** VOICE_PAUSE_MS before the speech. */
  pauseMs: number;
  /** A recorded human voice replaces the computer voice of this chapter. */
  recorded?: boolean;
}

export interface ChapterFit {
  /** Where the speech starts on the video's timeline (chapter start + pause). */
  startMs: number;
  /** Time the chapter leaves for speech after its pause (to the next chapter or the video's end). */
  availableMs: number;
  speechMs: number;
  /** How much longer the speech is than the room it has; 0 when it fits. */
  overlongMs: number;
}

/**
 * Each chapter's speech placed on the timeline: it starts after the chapter's pause and must end before
 * the next chapter starts (the last one before the video ends). Speech is never cut: what does not fit
 * is reported as overlong, and the render refuses a track with overlong chapters.
 */
export function fitVoiceOver(
  chapters: readonly { startMs: number }[],
  videoMs: number,
  clips: readonly { speechMs: number; pauseMs: number }[],
): ChapterFit[] {
  return chapters.map((chapter, i) => {
    const end = chapters[i + 1]?.startMs ?? videoMs;
    const { speechMs = 0, pauseMs = 0 } = clips[i] ?? {};
    const startMs = chapter.startMs + pauseMs;
    const availableMs = Math.max(0, end - startMs);
    return { startMs, availableMs, speechMs, overlongMs: Math.max(0, speechMs - availableMs) };
  });
}

/** The chapters (counted from 1) whose speech runs past their room. */
export const overlongChapters = (chapters: readonly Pick<ChapterFit, 'overlongMs'>[]) =>
  chapters.flatMap((c, i) => (c.overlongMs > 0 ? [i + 1] : []));

export const VOICE_OVER_TEXTS = {
  // Spec 2 §5, in its words.
  captionEmpty: (chapter: number) =>
    `Chapter ${chapter}: the caption cannot be empty when generating a computer voice`,
  notVoiceLanguage: (language: string) => `No computer voice speaks ${language}`,
  unknownVoice: (voice: string) => `${voice} is not a voice of this language`,
  overlong: (chapters: readonly number[]) =>
    `The voice-over is longer than its chapter in chapter ${chapters.join(', ')}: shorten the text, raise the speed or lower the pause`,
  chapterCount: 'The voice-over needs one setting per chapter',
  recordingMissing: (chapter: number) => `Chapter ${chapter} has no recorded voice`,
  notFound: 'The video has no voice-over in this language',
  notTranslated: 'A voice-over needs the translation into its language first',
  soundMissing:
    'The original sound of this version is not kept (it was transcoded before voice-overs existed): upload it again to mix, or replace the sound',
  noneToRender: 'The video has no voice-over of its latest version to add to the player',
} as const;
