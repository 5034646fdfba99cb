import { describe, expect, it } from 'vitest';
import {
  BODY_LEADING,
  PAGE,
  TEXT_WIDTH,
  clockTime,
  drawableText,
  planGuidePage,
  stillBox,
  wrapText,
} from './quick-guide-layout.js';

/** Every character 6 points wide at any size: lines of at most `width / 6` characters. */
const mono = (text: string) => [...text].length * 6;

describe('wrapText', () => {
  it('fills lines word by word up to the width', () => {
    expect(wrapText('open the menu and choose save as', 60, 11, mono)).toEqual([
      'open the', // "open the menu" would be 13 characters: 78 points
      'menu and',
      'choose',
      'save as',
    ]);
  });

  it('keeps paragraphs and blank lines, drops trailing blank lines', () => {
    expect(wrapText('first\r\n\nsecond  paragraph\n\n', 60, 11, mono)).toEqual([
      'first',
      '',
      'second',
      'paragraph',
    ]);
    expect(wrapText('', 120, 11, mono)).toEqual([]);
  });

  it('cuts a word longer than a line into pieces that fit', () => {
    expect(wrapText('https://example.com/a/very/long/address ok', 60, 11, mono)).toEqual([
      'https://ex',
      'ample.com/',
      'a/very/lon',
      'g/address',
      'ok',
    ]);
  });

  it('never returns a line wider than the width', () => {
    const text = 'Open the settings, choose the team and save the change before you leave the page. '.repeat(
      40,
    );
    for (const line of wrapText(text, TEXT_WIDTH, 11, mono))
      expect(mono(line)).toBeLessThanOrEqual(TEXT_WIDTH);
  });
});

describe('drawableText (what the standard font covers)', () => {
  const latin1 = (c: number) => c >= 0x20 && c <= 0xff;

  it('keeps what the font has, base letters for accented ones it lacks, ? for other scripts', () => {
    expect(drawableText('Gå til Ærø: søg', latin1)).toBe('Gå til Ærø: søg');
    expect(drawableText('Čeština je ŠKODA', latin1)).toBe('Cestina je SKODA');
    expect(drawableText('Привет 你好', latin1)).toBe('?????? ??');
  });

  it('keeps line breaks and turns other control characters into spaces', () => {
    expect(drawableText('a\tb\nc\u0007', latin1)).toBe('a b\nc ');
  });

  it('reads decomposed accents as their composed letter', () => {
    expect(drawableText('e\u0301', latin1)).toBe('é');
  });
});

describe('page plan', () => {
  it('scales a still to the text width, or down to the height it may take', () => {
    expect(stillBox({ width: 1280, height: 720 }, 1000)).toEqual({
      width: TEXT_WIDTH,
      height: (TEXT_WIDTH * 720) / 1280,
    });
    const tall = stillBox({ width: 720, height: 1280 }, 330);
    expect(tall.height).toBe(330);
    expect(tall.width).toBeCloseTo((330 * 720) / 1280);
  });

  it('puts a short manuscript on the still’s page', () => {
    expect(planGuidePage(['one', 'two'], 280)).toEqual([
      { withStill: true, continued: false, lines: ['one', 'two'] },
    ]);
    expect(planGuidePage([], 280)).toEqual([{ withStill: true, continued: false, lines: [] }]);
  });

  it('continues a long manuscript on pages of its own, every line once', () => {
    const lines = Array.from({ length: 100 }, (_, i) => `line ${i}`);
    const pages = planGuidePage(lines, 280);
    expect(pages.length).toBe(3);
    expect(pages[0]?.withStill).toBe(true);
    expect(pages.slice(1).every((p) => p.continued && !p.withStill)).toBe(true);
    expect(pages.flatMap((p) => p.lines)).toEqual(lines);
    const usable = PAGE.height - 2 * PAGE.margin;
    for (const page of pages) expect(page.lines.length * BODY_LEADING).toBeLessThanOrEqual(usable);
  });
});

describe('clockTime', () => {
  it('writes m:ss, h:mm:ss past an hour', () => {
    expect(clockTime(4.9)).toBe('0:04');
    expect(clockTime(75)).toBe('1:15');
    expect(clockTime(3723)).toBe('1:02:03');
  });
});
