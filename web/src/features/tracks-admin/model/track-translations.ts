/**
 * The translations form of a playlist (/playlist/edit/{trackId}/translations, issue 14): one draft per
 * language the track may be translated into, their checks (the contract's limits, shown before the
 * server says so) and the saveTrackTranslations list they make. A language whose name is left empty
 * has no translation: it is left out of the list, so saving removes what it had.
 */
import { isUiLanguage, type UiLanguage } from '#shared/domain/languages';
import { TRACK_DESCRIPTION_MAX } from '#shared/domain/tracks-admin';
import { TRACK_TRANSLATION_NAME_MAX, type TrackEdit } from '#shared/api';

export interface TranslationDraft {
  language: string;
  name: string;
  description: string;
}

export type TranslationErrorKey =
  'tracks-admin-error-too-long' | 'tracks-admin-error-brackets' | 'tracks-admin-translations-name-needed';

/** Dictionary keys of the field errors, by language (none: the form may be sent). */
export type TranslationErrors = Record<string, Partial<Record<'name' | 'description', TranslationErrorKey>>>;

/** One draft per language the track may be translated into, in that order, filled from the saved ones. */
export function translationDrafts(
  track: Pick<TrackEdit, 'translationLanguages' | 'translations'>,
): TranslationDraft[] {
  return track.translationLanguages.map((language) => {
    const saved = track.translations.find((t) => t.language === language);
    return { language, name: saved?.name ?? '', description: saved?.description ?? '' };
  });
}

/** Replaces one language's field in the drafts. */
export function changeDraft(
  drafts: readonly TranslationDraft[],
  language: string,
  field: 'name' | 'description',
  value: string,
): TranslationDraft[] {
  return drafts.map((d) => (d.language === language ? { ...d, [field]: value } : d));
}

export function translationErrors(drafts: readonly TranslationDraft[]): TranslationErrors {
  const errors: TranslationErrors = {};
  for (const draft of drafts) {
    const name = draft.name.trim();
    const description = draft.description.trim();
    const found: TranslationErrors[string] = {};
    if (name.length > TRACK_TRANSLATION_NAME_MAX) found.name = 'tracks-admin-error-too-long';
    else if (/[<>]/.test(name)) found.name = 'tracks-admin-error-brackets';
    if (description.length > TRACK_DESCRIPTION_MAX) found.description = 'tracks-admin-error-too-long';
    // A description alone would be dropped with its language: the name makes the translation.
    else if (description && !name) found.description = 'tracks-admin-translations-name-needed';
    if (found.name || found.description) errors[draft.language] = found;
  }
  return errors;
}

export function hasTranslationErrors(errors: TranslationErrors): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * The list saveTrackTranslations takes: the named drafts, trimmed (an empty description left out); a
 * language the app does not know is never sent (the server would refuse it).
 */
export function translationsPayload(
  drafts: readonly TranslationDraft[],
): { language: UiLanguage; name: string; description?: string }[] {
  return drafts.flatMap((draft) => {
    const name = draft.name.trim();
    const description = draft.description.trim();
    if (!name || !isUiLanguage(draft.language)) return [];
    return [{ language: draft.language, name, ...(description ? { description } : {}) }];
  });
}
