/**
 * Translating a video (issue 14; spec 2 §2 translation routes, §4 "Translation is allowed only after the
 * video is optimized and marked ready to publish", the translation subtype family, §5 "every manuscript
 * chapter needs text, and enabled text and keyboard effects need values, before a translation request",
 * §8 messages). Pure: the commands, the state machine's steps, the studio and their tests share it. The
 * choices the spec leaves open are in docs/decisions.md "Video translation".
 */
import type { ChapterLink, SubtitleChapter } from '../api/endpoints/rendering.js';
import { TASK_SUBTYPE_FAMILIES } from './task-subtypes.js';
import type { VideoStatus } from './video-kinds.js';

/** The state machine of infra/workflows that translates a video into one language, and its ARN variable. */
export const TRANSLATION_WORKFLOW = 'video-translation';
export const TRANSLATION_WORKFLOW_ARN_VARIABLE = 'VIDEO_TRANSLATION_STATE_MACHINE_ARN';
/** The feature that offers translation in a channel (spec 1 §2 feature ids). */
export const TRANSLATION_FEATURE = 'videoTranslation';
export const AUTO_TRANSLATION_TASK_FEATURE = 'autoGenerateTranslationTask';
export const AUTO_PUBLISH_TRANSLATION_FEATURE = 'autoPublishTranslationTaskVideo';
/** The product's own flag: a published automatic translation gets a computer voice-over in the player. */
export const AUTO_VOICE_OVER_FEATURE = 'autoGenerateVoiceOver';
/** The most languages one request names. */
export const MAX_TRANSLATION_LANGUAGES = 10;

const [, TRANSLATE_SUBTYPE, APPROVE_SUBTYPE, REVIEW_SUBTYPE] = TASK_SUBTYPE_FAMILIES.translation;
/** The human steps of a translation and their tasks' subtypes (spec 2 §4 translation family). */
export const TRANSLATION_STEP_SUBTYPES = {
  translate: TRANSLATE_SUBTYPE,
  approve: APPROVE_SUBTYPE,
  review: REVIEW_SUBTYPE,
} as const;
export type TranslationStep = keyof typeof TRANSLATION_STEP_SUBTYPES;

/**
 * Where a translation stands: the machine translating it, a human step waiting (a translator where no
 * machine translator exists, the requester's approval, a reviewer), then completed (publishable), or
 * ended without a result.
 */
export const TRANSLATION_STATUSES = [
  'translating',
  'awaitingTranslator',
  'awaitingApproval',
  'awaitingReview',
  'completed',
  'rejected',
  'canceled',
  'failed',
] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

/** The status each human step's wait puts the translation in. */
export const STEP_STATUS: Readonly<Record<TranslationStep, TranslationStatus>> = {
  translate: 'awaitingTranslator',
  approve: 'awaitingApproval',
  review: 'awaitingReview',
};

/** Spec 2 §8 "getting processed": a translation still on its way (its workflow runs). */
export function translationInProgress(status: TranslationStatus): boolean {
  return status === 'translating' || (Object.values(STEP_STATUS) as string[]).includes(status);
}

export const TRANSLATION_TEXTS = {
  // Spec 2 §8, verbatim.
  featureOff: 'Video translation feature is not enabled for this channel',
  publishProcessing: 'Cannot publish a translation when it is getting processed',
  deleteProcessing: 'Cannot delete a translation when it is getting processed',
  // Spec 2 §4 and §5, in their words.
  notReady: 'Translation is allowed only after the video is optimized and marked ready to publish',
  manuscriptMissing: 'Every manuscript chapter needs text before a translation request',
  effectsMissing: 'Enabled text and keyboard effects need values before a translation request',
  notLatestVersion: 'Only the latest version of a video can be translated',
  masterLanguage: 'A video is not translated into its master language',
  notOrganizationLanguage: (language: string) => `${language} is not one of the organization's languages`,
  running: (language: string) => `A translation into ${language} is already in progress`,
  noLanguages: 'Choose at least one language',
  tooManyLanguages: `Choose at most ${MAX_TRANSLATION_LANGUAGES} languages`,
  notFound: 'The video has no translation into this language',
  notCompleted: 'Only a completed translation can be published',
} as const;

/** Statuses from which a translation may be asked (spec 2 §4: ready to publish, or already published). */
const TRANSLATABLE_STATUSES: readonly VideoStatus[] = ['readyToPublish', 'published'];

export interface TranslationRequestFacts {
  featureOn: boolean;
  status: VideoStatus;
  lastVersion: number;
  version: number;
  masterLanguage: string;
  organizationLanguages: readonly string[];
  languages: readonly string[];
  chapters: readonly SubtitleChapter[];
  /** The languages whose translation is still on its way. */
  running: readonly string[];
}

export type Refusal = { status: 400 | 403 | 409; message: string };

/** Spec 2 §5: the chapters' manuscripts and enabled effects a request needs (null: all there). */
export function translationContentRefusal(chapters: readonly SubtitleChapter[]): string | null {
  if (chapters.some((c) => !c.manuscript.trim())) return TRANSLATION_TEXTS.manuscriptMissing;
  const emptyEffect = chapters.some(
    (c) =>
      (c.textEffect?.enabled && !c.textEffect.text.trim()) ||
      (c.keyboardEffect?.enabled && !c.keyboardEffect.keys.trim()),
  );
  return emptyEffect ? TRANSLATION_TEXTS.effectsMissing : null;
}

/** Why a translation may not be requested, or null when it may. */
export function translationRequestRefusal(facts: TranslationRequestFacts): Refusal | null {
  if (!facts.featureOn) return { status: 403, message: TRANSLATION_TEXTS.featureOff };
  const languages = new Set(facts.languages);
  if (languages.size === 0) return { status: 400, message: TRANSLATION_TEXTS.noLanguages };
  if (languages.size > MAX_TRANSLATION_LANGUAGES)
    return { status: 400, message: TRANSLATION_TEXTS.tooManyLanguages };
  if (languages.has(facts.masterLanguage)) return { status: 400, message: TRANSLATION_TEXTS.masterLanguage };
  const foreign = [...languages].find((l) => !facts.organizationLanguages.includes(l));
  if (foreign) return { status: 400, message: TRANSLATION_TEXTS.notOrganizationLanguage(foreign) };
  if (!TRANSLATABLE_STATUSES.includes(facts.status))
    return { status: 409, message: TRANSLATION_TEXTS.notReady };
  if (facts.version !== facts.lastVersion)
    return { status: 409, message: TRANSLATION_TEXTS.notLatestVersion };
  const content = translationContentRefusal(facts.chapters);
  if (content) return { status: 400, message: content };
  const running = [...languages].find((l) => facts.running.includes(l));
  if (running) return { status: 409, message: TRANSLATION_TEXTS.running(running) };
  return null;
}

/** The texts of a video a translation carries over, in one list (the machine translator's input). */
export interface TranslatableContent {
  name: string;
  description: string;
  abstract: string;
  chapters: readonly SubtitleChapter[];
  links: readonly ChapterLink[];
}

/**
 * The content's texts in a fixed order: name, description, abstract, then each chapter's title,
 * manuscript and text effect's caption, then each link's title. Key combinations, times, addresses and
 * the quick-guide marks are not words: they stay as they are.
 */
export function translatableTexts(content: TranslatableContent): string[] {
  return [
    content.name,
    content.description,
    content.abstract,
    ...content.chapters.flatMap((c) => [c.title ?? '', c.manuscript, c.textEffect?.text ?? '']),
    ...content.links.map((l) => l.title),
  ];
}

/** The content with its texts replaced by `texts` (translatableTexts' order); timing kept from the master. */
export function withTranslatedTexts(
  content: TranslatableContent,
  texts: readonly string[],
): TranslatableContent {
  const expected = 3 + content.chapters.length * 3 + content.links.length;
  if (texts.length !== expected) throw new Error(`expected ${expected} texts, got ${texts.length}`);
  const at = (i: number) => texts[i] as string;
  return {
    name: at(0),
    description: at(1),
    abstract: at(2),
    chapters: content.chapters.map((c, i) => {
      const base = 3 + i * 3;
      return {
        ...c,
        ...(c.title !== undefined ? { title: at(base) } : {}),
        manuscript: at(base + 1),
        ...(c.textEffect ? { textEffect: { ...c.textEffect, text: at(base + 2) } } : {}),
      };
    }),
    links: content.links.map((l, i) => ({ ...l, title: at(3 + content.chapters.length * 3 + i) })),
  };
}

/** The language a member reads: their own when the video has a published translation into it, else the master. */
export function displayLanguage(
  wanted: string | undefined,
  masterLanguage: string,
  published: readonly string[],
): string {
  return wanted && (wanted === masterLanguage || published.includes(wanted)) ? wanted : masterLanguage;
}
