import type { TFunction } from 'i18next';
import { LANGUAGE_NAMES, type UiLanguage } from '#shared/domain/languages';
import { VIDEO_TYPES } from '#shared/domain/video-kinds';
import type { SelectOption } from '../components/select-field';

/** The options of a language select: each language by its own name. */
export function languageOptions(languages: readonly UiLanguage[]): SelectOption[] {
  return languages.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }));
}

/** The options of a channel select: each channel by its name (none while they load). */
export function channelOptions(
  channels: readonly { id: string; name: string }[] | undefined,
): SelectOption[] {
  return (channels ?? []).map((c) => ({ value: c.id, label: c.name }));
}

/** The options of a video type select, in the order of the spec's types. */
export function videoTypeOptions(t: TFunction): SelectOption[] {
  return VIDEO_TYPES.map((type) => ({ value: type, label: t(`videos-admin-type-${type}`) }));
}
