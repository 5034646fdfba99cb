import type { TFunction } from 'i18next';
import { isUiLanguage, LANGUAGE_NAMES } from '#shared/domain/languages';
import { VIDEO_TYPES } from '#shared/domain/video-kinds';
import type { SelectOption } from '../components/select-field';

/** The options of a select over fixed values (statuses, types, orders…), each under its label. */
export function valueOptions<V extends string>(
  values: readonly V[],
  label: (value: V) => string,
): SelectOption[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/** A language by its own name; a code the app has no name for (a rendition's, say), by the code. */
export function languageLabel(code: string): string {
  return isUiLanguage(code) ? LANGUAGE_NAMES[code] : code;
}

/** The options of a language select: each language by its own name. */
export function languageOptions(languages: readonly string[]): SelectOption[] {
  return valueOptions(languages, languageLabel);
}

/** The options of a channel select: each channel by its name (none while they load). */
export function channelOptions(
  channels: readonly { id: string; name: string }[] | undefined,
): SelectOption[] {
  return (channels ?? []).map((c) => ({ value: c.id, label: c.name }));
}

/** The options of a video type select, in the order of the spec's types. */
export function videoTypeOptions(t: TFunction): SelectOption[] {
  return valueOptions(VIDEO_TYPES, (type) => t(`videos-admin-type-${type}`));
}
