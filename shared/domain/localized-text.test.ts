import { describe, expect, it } from 'vitest';
import { localizedText, translationFor } from './localized-text.js';

const translations = [
  { language: 'es-es', name: 'Ventas', description: 'Lo básico' },
  { language: 'de', name: 'Vertrieb', description: '' },
];

describe('texts in the reader’s language', () => {
  it('take the reader’s language, else the same written language, else the master', () => {
    expect(translationFor(translations, 'es-es')?.name).toBe('Ventas');
    expect(translationFor(translations, 'ES-MX')?.name).toBe('Ventas');
    expect(translationFor(translations, 'da')).toBeUndefined();
    expect(translationFor(undefined, 'de')).toBeUndefined();
    const master = { name: 'Sales', description: 'The basics' };
    expect(localizedText(master, translations, 'es-mx')).toEqual({
      name: 'Ventas',
      description: 'Lo básico',
    });
    // An empty translated description falls back to the master's.
    expect(localizedText(master, translations, 'de')).toEqual({
      name: 'Vertrieb',
      description: 'The basics',
    });
    expect(localizedText(master, translations, null)).toEqual(master);
  });
});
