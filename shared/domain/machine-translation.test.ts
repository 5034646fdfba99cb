import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from './languages';
import {
  TRANSLATE_BATCH_BYTES,
  sameWrittenLanguage,
  splitLongText,
  translateLanguageCode,
  translationBatches,
} from './machine-translation';

describe('machine translation rules', () => {
  it('gives every video language an Amazon Translate code; English variants are one written language', () => {
    for (const language of UI_LANGUAGES)
      expect(translateLanguageCode(language)).toMatch(/^[a-z]{2}(-[A-Z]{2})?$/);
    expect(translateLanguageCode('es-mx')).toBe('es-MX');
    expect(sameWrittenLanguage('en-us', 'en-gb')).toBe(true);
    expect(sameWrittenLanguage('es-es', 'es-mx')).toBe(false);
  });

  it('batches single-line texts under the limit, sends multi-line texts alone and skips blank ones', () => {
    expect(translationBatches(['Title', '', 'Line one\nLine two', 'Abstract', '  '])).toEqual([[2], [0, 3]]);
    const many = Array.from({ length: 400 }, () => 'x'.repeat(49)); // 50 bytes a line with its break
    const batches = translationBatches(many);
    expect(batches.flat()).toEqual(many.map((_, i) => i));
    expect(batches.map((b) => b.length)).toEqual([180, 180, 40]);
  });

  it('cuts a long text at line breaks, sentences or spaces into parts under the limit that join again', () => {
    const paragraph = 'A sentence of training text. '.repeat(700);
    const parts = splitLongText(paragraph);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join('')).toBe(paragraph);
    for (const part of parts)
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(TRANSLATE_BATCH_BYTES);
    expect(parts[0]?.endsWith('. ')).toBe(true);
    const wide = 'é'.repeat(12_000); // 24,000 bytes, no break anywhere
    expect(splitLongText(wide).join('')).toBe(wide);
    expect(splitLongText('short')).toEqual(['short']);
  });
});
