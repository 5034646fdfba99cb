import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from '#shared/domain/languages';
import { VIDEO_TYPES } from '#shared/domain/video-kinds';
import {
  channelOptions,
  languageLabel,
  languageOptions,
  valueOptions,
  videoTypeOptions,
} from './select-options';

describe('select options', () => {
  it('names each language by its own name, in the given order', () => {
    expect(languageOptions(['pl', 'en-us'])).toEqual([
      { value: 'pl', label: LANGUAGE_NAMES.pl },
      { value: 'en-us', label: LANGUAGE_NAMES['en-us'] },
    ]);
  });

  it('names a code the app has no name for by the code', () => {
    expect(languageLabel('pl')).toBe(LANGUAGE_NAMES.pl);
    expect(languageLabel('xx-yy')).toBe('xx-yy');
    expect(languageOptions(['xx-yy'])).toEqual([{ value: 'xx-yy', label: 'xx-yy' }]);
  });

  it('labels fixed values in their order', () => {
    expect(valueOptions(['asc', 'desc'], (v) => `[${v}]`)).toEqual([
      { value: 'asc', label: '[asc]' },
      { value: 'desc', label: '[desc]' },
    ]);
  });

  it('offers channels by name, and none while they load', () => {
    expect(channelOptions([{ id: 'c1', name: 'Leadership' }])).toEqual([
      { value: 'c1', label: 'Leadership' },
    ]);
    expect(channelOptions(undefined)).toEqual([]);
  });

  it('labels every video type with its text', () => {
    const t = ((key: string) => `[${key}]`) as unknown as TFunction;
    const options = videoTypeOptions(t);
    expect(options.map((o) => o.value)).toEqual([...VIDEO_TYPES]);
    expect(options[0]?.label).toBe(`[videos-admin-type-${VIDEO_TYPES[0]}]`);
  });
});
