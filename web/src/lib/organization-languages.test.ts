import { describe, expect, it } from 'vitest';
import { newVideoDefaultLanguage, newVideoLanguages } from './organization-languages';

describe('newVideoLanguages', () => {
  it('puts the master language first and names each language once', () => {
    expect(newVideoLanguages({ masterLanguage: 'da', organizationLanguages: ['en-us', 'da', 'de'] })).toEqual(
      ['da', 'en-us', 'de'],
    );
  });
});

describe('newVideoDefaultLanguage', () => {
  it('is the master language', () => {
    expect(newVideoDefaultLanguage({ masterLanguage: 'de', organizationLanguages: [] })).toBe('de');
  });
});
