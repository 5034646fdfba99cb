import { describe, expect, it } from 'vitest';
import { formatTime, parseTime, peaksOf, shortcutOf, stripTimes } from './timeline';

const press = (key: string, extra: Partial<Parameters<typeof shortcutOf>[0]> = {}) =>
  shortcutOf({
    key,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    inField: false,
    ...extra,
  });

describe('times', () => {
  it('writes times to a tenth of a second', () => {
    expect(formatTime(0)).toBe('0:00.0');
    expect(formatTime(65.54)).toBe('1:05.5');
    expect(formatTime(3725)).toBe('1:02:05.0');
    expect(formatTime(Number.NaN)).toBe('0:00.0');
  });
  it('reads what it writes, plain seconds and commas', () => {
    expect(parseTime('1:05.5')).toBe(65.5);
    expect(parseTime('65,25')).toBe(65.25);
    expect(parseTime('1:02:05')).toBe(3725);
    expect(parseTime('abc')).toBeNull();
    expect(parseTime('-1')).toBeNull();
    expect(parseTime('')).toBeNull();
  });
});

describe('waveform peaks', () => {
  it('takes the loudest sample per part, scaled to the loudest part', () => {
    expect(peaksOf([0.1, -0.5, 0.2, 0.25], 2)).toEqual([1, 0.5]);
    expect(peaksOf([], 10)).toEqual([]);
    expect(peaksOf([0, 0], 2)).toEqual([0, 0]);
  });
});

describe('keyboard shortcuts', () => {
  it('plays, moves, adds a chapter, undoes and redoes', () => {
    expect(press(' ')).toBe('playPause');
    expect(press('ArrowLeft')).toBe('back');
    expect(press('ArrowRight', { shiftKey: true })).toBe('forwardMore');
    expect(press('c')).toBe('addChapter');
    expect(press('z', { ctrlKey: true })).toBe('undo');
    expect(press('Z', { metaKey: true, shiftKey: true })).toBe('redo');
    expect(press('y', { ctrlKey: true })).toBe('redo');
  });
  it('leaves typing in a field, other modified keys and other keys alone', () => {
    expect(press(' ', { inField: true })).toBeNull();
    expect(press('z', { ctrlKey: true, inField: true })).toBeNull();
    expect(press('c', { ctrlKey: true })).toBeNull();
    expect(press('c', { altKey: true })).toBeNull();
    expect(press('x')).toBeNull();
  });
});

describe('thumbnails strip', () => {
  it('takes a frame from the middle of each equal part', () => {
    expect(stripTimes(8, 4)).toEqual([1, 3, 5, 7]);
    expect(stripTimes(0, 4)).toEqual([]);
    expect(stripTimes(10, 0)).toEqual([]);
  });
});
