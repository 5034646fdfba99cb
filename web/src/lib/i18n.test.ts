import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '#shared/domain/languages';
import { htmlLang, textDirection } from './i18n';

describe('html lang attribute', () => {
  it('is a valid BCP 47 tag for every UI language', () => {
    const bcp47 = /^[a-z]{2,3}(-[A-Z]{2})?$/;
    for (const language of UI_LANGUAGES) expect(htmlLang(language)).toMatch(bcp47);
    expect(htmlLang('en-us')).toBe('en-US');
    expect(htmlLang('da')).toBe('da');
    expect(htmlLang('en-gb-wls')).toBe('en-GB');
  });

  it('sets right-to-left for Arabic and Hebrew', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('de')).toBe('ltr');
  });
});
