import { describe, expect, it } from 'vitest';
import { contrastRatio, ensureContrast, mix, normalizeHex, readableTextOn } from './color';

describe('colour maths', () => {
  it('normalizes and mixes hex colours', () => {
    expect(normalizeHex('#abc')).toBe('#AABBCC');
    expect(mix('#000000', '#FFFFFF', 0.5)).toBe('#808080');
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('picks readable text for a brand colour', () => {
    expect(readableTextOn('#1F6FEB')).toBe('#FFFFFF');
    expect(readableTextOn('#FFD400')).toBe('#000000');
  });

  it('darkens or lightens a brand colour until it is readable as text', () => {
    expect(ensureContrast('#9C3094', '#FFFFFF')).toBe('#9C3094');
    const onWhite = ensureContrast('#FFD400', '#FFFFFF');
    expect(contrastRatio(onWhite, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    const onDark = ensureContrast('#1F2A44', '#121214');
    expect(contrastRatio(onDark, '#121214')).toBeGreaterThanOrEqual(4.5);
  });
});
