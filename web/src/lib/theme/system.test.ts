import { describe, expect, it } from 'vitest';
import { THEMES } from '#shared/domain/themes';
import { contrastRatio } from '../color';
import { brandPalette, brandSystem, errorText } from './system';
import { THEME_TOKENS } from './themes';

describe('themes', () => {
  it('has a token set for each of the 9 themes of spec 1 §9', () => {
    expect(Object.keys(THEME_TOKENS).sort()).toEqual([...THEMES].sort());
  });

  it.each(THEMES)('%s keeps body and secondary text readable (WCAG AA)', (name) => {
    const t = THEME_TOKENS[name];
    for (const surface of [t.bg, t.panel, t.subtle]) {
      expect(contrastRatio(t.fg, surface)).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(t.fgMuted, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('form errors', () => {
  it.each(THEMES)('read at least 4.5:1 on the page and cards of %s (fg.error)', (name) => {
    const t = THEME_TOKENS[name];
    const red = errorText(t);
    expect(contrastRatio(red, t.bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(red, t.panel)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('brand palette', () => {
  it('uses the organization colour exactly for solid fills, with readable text on it', () => {
    const { semantic } = brandPalette('#1f6feb', THEME_TOKENS.beach);
    expect(semantic.solid).toBe('#1F6FEB');
    expect(contrastRatio(semantic.contrast, semantic.solid)).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens or lightens a hovered solid button away from its text, never below the resting contrast', () => {
    for (const color of ['#1F6FEB', '#2E7D32', '#9C3094', '#FFD400', '#0A0A0A', '#777777']) {
      const { semantic } = brandPalette(color, THEME_TOKENS.default);
      expect(contrastRatio(semantic.contrast, semantic.solidHover)).toBeGreaterThan(
        contrastRatio(semantic.contrast, semantic.solid),
      );
    }
  });

  it('gives every palette a hovered solid fill one step away from its text', () => {
    const system = brandSystem({ theme: 'default', color: '#1F6FEB' });
    expect(system.getRecipe('button').variants?.variant?.solid?._hover).toEqual({
      bg: 'colorPalette.solidHover',
    });
    const hover = (palette: string) =>
      system.tokens.getByName(`colors.${palette}.solidHover`)?.extensions.conditions;
    expect(hover('red')).toEqual({ _light: '{colors.red.700}', _dark: '{colors.red.700}' }); // white text
    expect(hover('yellow')).toEqual({ _light: '{colors.yellow.200}', _dark: '{colors.yellow.200}' }); // black text
  });

  it.each(THEMES)('keeps brand-coloured text readable on %s', (name) => {
    for (const color of ['#1F6FEB', '#2E7D32', '#9C3094', '#FFD400', '#0A0A0A']) {
      const { semantic } = brandPalette(color, THEME_TOKENS[name]);
      expect(contrastRatio(semantic.fg, THEME_TOKENS[name].bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(semantic.fg, THEME_TOKENS[name].panel)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('falls back to the product colour for an invalid colour', () => {
    expect(brandPalette('red', THEME_TOKENS.default).semantic.solid).toBe('#9C3094');
  });

  it('builds one Chakra system per theme and colour, with brand semantic tokens', () => {
    const system = brandSystem({ theme: 'deepOcean', color: '#1F6FEB' });
    expect(brandSystem({ theme: 'deepOcean', color: '#1f6feb' })).toBe(system);
    expect(system.token('colors.brand.solid')).toBeDefined();
    expect(system.token('colors.brand.500')).toBe('#1F6FEB');
  });
});
