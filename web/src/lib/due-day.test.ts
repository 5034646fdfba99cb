import { describe, expect, it } from 'vitest';
import { dueDayText } from './due-day';

describe('a due day as the reader reads it', () => {
  it('names the UTC day in the reader language, whatever the zone, and survives a bad language', () => {
    expect(dueDayText('2026-12-10T23:59:59.999Z', 'en-US')).toBe('Dec 10, 2026');
    expect(dueDayText('2026-12-10T23:59:59.999Z', 'de')).toBe('10.12.2026');
    expect(dueDayText('2026-12-10T23:59:59.999Z', 'not a language!')).toBe('2026-12-10');
  });
});
