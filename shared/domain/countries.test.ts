import { describe, expect, it } from 'vitest';
import { COUNTRIES, countriesIn, countryName, findCountry } from './countries.js';

describe('the country list (spec 2 §9 "about 200 entries")', () => {
  it('has each country once: unique codes and unique names', () => {
    expect(COUNTRIES.length).toBeGreaterThan(190);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(COUNTRIES.length);
  });

  it("names countries in the user's language, each once (the issue: Danish showed English, Serbia ×3)", () => {
    const danish = countriesIn('da');
    expect(danish.find((c) => c.code === 'DE')?.name).toBe('Tyskland');
    expect(danish.find((c) => c.code === 'GB')?.name).toBe('Storbritannien');
    expect(new Set(danish.map((c) => c.name)).size).toBe(danish.length);
    expect(danish.filter((c) => c.name === 'Serbien')).toHaveLength(1);
    expect(countriesIn('de').find((c) => c.code === 'DK')?.name).toBe('Dänemark');
  });

  it("sorts by the language's own order", () => {
    const names = countriesIn('da').map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('da').compare));
  });

  it("reads withdrawn codes and English names of older profiles as today's country", () => {
    expect(findCountry('UK')?.code).toBe('GB');
    expect(findCountry('YU')?.code).toBe('RS');
    expect(findCountry('germany')?.code).toBe('DE');
    expect(findCountry('dk')?.code).toBe('DK');
    expect(findCountry('')).toBeUndefined();
  });

  it('falls back to English for a language the runtime cannot name', () => {
    const denmark = COUNTRIES.find((c) => c.code === 'DK')!;
    expect(countryName(denmark, 'en-gb-wls')).toBe('Denmark');
  });
});
