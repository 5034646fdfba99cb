import { describe, expect, it } from 'vitest';
import { abbreviateNumber, formatDuration, formatDurationMs, formatLongDate, ordinal } from './format';

describe('abbreviateNumber: "Number abbreviations K and M" (spec 1 §9)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K'],
    [1200, '1.2K'],
    [1250, '1.2K'],
    [1999, '1.9K'],
    [45_300, '45.3K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [3_400_000, '3.4M'],
    [12_345_678, '12.3M'],
    [-1500, '-1.5K'],
    [Number.NaN, '0'],
  ])('%d → %s', (value, expected) => {
    expect(abbreviateNumber(value)).toBe(expected);
  });
});

describe('formatDuration: "duration format h:mm:ss" (spec 1 §9)', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59.9, '0:59'],
    [65, '1:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [36_000 + 61, '10:01:01'],
    [-3, '0:00'],
  ])('%d s → %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });

  it('"Duration arrives in milliseconds and is converted to seconds" (embeds)', () => {
    expect(formatDurationMs(3_725_000)).toBe('1:02:05');
    expect(formatDurationMs(90_500)).toBe('1:30');
  });
});

describe('formatLongDate: "month name, day ordinal, year" (spec 2 §9)', () => {
  it('prints the spec example', () => {
    expect(formatLongDate('2026-11-21T10:00:00Z')).toBe('November 21st, 2026');
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [30, '30th'],
    [31, '31st'],
  ])('day %d → %s', (day, expected) => {
    expect(ordinal(day)).toBe(expected);
  });

  it('reads the day in UTC unless a time zone is given', () => {
    const lateEvening = new Date('2026-01-01T23:30:00Z');
    expect(formatLongDate(lateEvening)).toBe('January 1st, 2026');
    expect(formatLongDate(lateEvening, 'Europe/Copenhagen')).toBe('January 2nd, 2026');
  });

  it('accepts epoch milliseconds and returns "" for an invalid date', () => {
    expect(formatLongDate(Date.UTC(2025, 2, 3))).toBe('March 3rd, 2025');
    expect(formatLongDate('not a date')).toBe('');
  });
});
