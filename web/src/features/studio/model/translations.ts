/**
 * The translations section (issue 14; spec 2 §2 translation area, §8): the languages a request may
 * choose, the local checks before sending it, each translation's status badge and the row actions it
 * offers (publish or unpublish a completed one, delete one that is not getting processed), and whether
 * the list reads itself again. Pure: the server applies the same rules (shared/domain/video-translation.ts).
 */
import type { VideoTranslationsView, VideoTranslationView } from '#shared/api';
import type { UiLanguage } from '#shared/domain/languages';
import {
  MAX_TRANSLATION_LANGUAGES,
  translationInProgress,
  type TranslationStatus,
} from '#shared/domain/video-translation';

/** While a translation is on its way its steps move elsewhere (the machine, /tasks): read again every 5 s. */
export const TRANSLATION_POLL_MS = 5_000;

/** Whether some translation of the video is still getting processed (the list then polls). */
export function translationsRunning(view: VideoTranslationsView | undefined): boolean {
  return view?.translations.some((t) => translationInProgress(t.status)) ?? false;
}

/** The dictionary key of a status's label. */
export const translationStatusKey = (status: TranslationStatus) => `translations-status-${status}`;

/** A status badge's colour: blue while the machine works, orange while a person's step waits. */
export const TRANSLATION_STATUS_COLORS: Readonly<Record<TranslationStatus, string>> = {
  translating: 'blue',
  awaitingTranslator: 'orange',
  awaitingApproval: 'orange',
  awaitingReview: 'orange',
  completed: 'green',
  rejected: 'red',
  canceled: 'gray',
  failed: 'red',
};

/* ---- the request form ---- */

/** Why a language's checkbox is off: its translation is on its way, or the request holds the most. */
export type LanguageChoiceBlock = 'running' | 'limit';

export interface LanguageChoice {
  language: UiLanguage;
  checked: boolean;
  disabledBecause: LanguageChoiceBlock | null;
}

/** The languages a translation into which is getting processed (the server refuses them again). */
function runningLanguages(view: VideoTranslationsView): Set<string> {
  return new Set(view.translations.filter((t) => translationInProgress(t.status)).map((t) => t.language));
}

/**
 * The form's checkboxes: every target language, in the server's order. One being translated cannot be
 * asked again; once MAX_TRANSLATION_LANGUAGES are chosen the others wait.
 */
export function languageChoices(
  view: VideoTranslationsView,
  chosen: readonly UiLanguage[],
): LanguageChoice[] {
  const running = runningLanguages(view);
  const full = chosen.length >= MAX_TRANSLATION_LANGUAGES;
  return view.targetLanguages.map((language) => {
    const checked = chosen.includes(language);
    const disabledBecause = running.has(language) ? 'running' : !checked && full ? 'limit' : null;
    return { language, checked, disabledBecause };
  });
}

/** Ticks or unticks a language; never more than MAX_TRANSLATION_LANGUAGES, each once. */
export function toggleLanguage(
  chosen: readonly UiLanguage[],
  language: UiLanguage,
  on: boolean,
): UiLanguage[] {
  if (!on) return chosen.filter((l) => l !== language);
  if (chosen.includes(language) || chosen.length >= MAX_TRANSLATION_LANGUAGES) return [...chosen];
  return [...chosen, language];
}

/** What the form says before sending (the server's TRANSLATION_TEXTS.noLanguages/tooManyLanguages). */
export type TranslationRequestErrorKey = 'translations-none-chosen' | 'translations-too-many';

/**
 * The languages the request sends: the chosen ones still offered (one whose translation started since,
 * elsewhere, is left out), in the server's order.
 */
export function requestedLanguages(view: VideoTranslationsView, chosen: readonly UiLanguage[]): UiLanguage[] {
  const running = runningLanguages(view);
  return view.targetLanguages.filter((l) => chosen.includes(l) && !running.has(l));
}

/** What the form can check itself (the rest is the server's: readiness, manuscripts, a running one). */
export function requestFormError(languages: readonly UiLanguage[]): TranslationRequestErrorKey | null {
  if (languages.length === 0) return 'translations-none-chosen';
  if (languages.length > MAX_TRANSLATION_LANGUAGES) return 'translations-too-many';
  return null;
}

/** The requestTranslation payload: the video's latest version (the only one that may be translated). */
export function translationRequestPayload(videoId: string, lastVersion: number, languages: UiLanguage[]) {
  return { videoId, version: lastVersion, languages };
}

/* ---- a translation's row ---- */

export type TranslationAction = 'publish' | 'unpublish' | 'delete';

export interface TranslationButton {
  action: TranslationAction;
  /**
   * Why it is disabled: the translation is getting processed (spec 2 §8: the section says so with
   * TRANSLATION_TEXTS.publishProcessing or deleteProcessing, after the action).
   */
  disabledBecause: 'processing' | null;
}

/**
 * A row's actions. Publish/Unpublish: a completed translation's; one getting processed shows it disabled
 * ("Cannot publish a translation when it is getting processed"); one that ended without a result has
 * nothing to publish (but may still be taken down if it is published). Delete: any translation but one
 * getting processed ("Cannot delete a translation when it is getting processed").
 */
export function translationButtons(translation: VideoTranslationView): TranslationButton[] {
  const processing = translationInProgress(translation.status);
  const publishAction = translation.published ? 'unpublish' : 'publish';
  const buttons: TranslationButton[] = [];
  if (processing) {
    buttons.push({ action: publishAction, disabledBecause: 'processing' });
  } else if (translation.status === 'completed' || translation.published) {
    buttons.push({ action: publishAction, disabledBecause: null });
  }
  buttons.push({
    action: 'delete',
    disabledBecause: processing ? 'processing' : null,
  });
  return buttons;
}
