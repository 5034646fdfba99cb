import { describe, expect, it } from 'vitest';
import {
  CHANNEL_MENU_HEIGHT,
  CHANNEL_MENU_SCROLL_STEP,
  nameLimit,
  needsScrollArrows,
  nextScrollTop,
  truncateName,
} from './channel-menu-model';

describe('channel drill-down menu (spec 1 §2, §9)', () => {
  it('"384 px high, scrolls in steps of 48 px"', () => {
    expect(CHANNEL_MENU_HEIGHT).toBe(384);
    expect(CHANNEL_MENU_SCROLL_STEP).toBe(48);
  });

  it('"scroll arrow when more than 12 entries" in the toolbar menu', () => {
    expect(needsScrollArrows(12, 'toolbar')).toBe(false);
    expect(needsScrollArrows(13, 'toolbar')).toBe(true);
  });

  it('"(10 entries in the drill-down variant)"', () => {
    expect(needsScrollArrows(10, 'drilldown')).toBe(false);
    expect(needsScrollArrows(11, 'drilldown')).toBe(true);
  });

  it('scrolls 48 px per arrow press, within the list', () => {
    expect(nextScrollTop(0, 'down', 200)).toBe(48);
    expect(nextScrollTop(48, 'down', 200)).toBe(96);
    expect(nextScrollTop(192, 'down', 200)).toBe(200);
    expect(nextScrollTop(30, 'up', 200)).toBe(0);
    expect(nextScrollTop(0, 'down', 0)).toBe(0);
  });
});

describe('channel name truncation: "above 31 characters (26 if marked shared or external)"', () => {
  const n31 = 'A'.repeat(31);
  const n32 = 'A'.repeat(32);
  const n26 = 'B'.repeat(26);
  const n27 = 'B'.repeat(27);

  it('keeps names of up to 31 characters', () => {
    expect(truncateName(n31, null)).toEqual({ text: n31, truncated: false });
  });

  it('shortens names above 31 characters and marks them for the tooltip', () => {
    const result = truncateName(n32, null);
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(`${'A'.repeat(31)}…`);
  });

  it('uses 26 for channels badged shared or external', () => {
    expect(nameLimit('shared')).toBe(26);
    expect(nameLimit('external')).toBe(26);
    expect(truncateName(n26, 'external').truncated).toBe(false);
    expect(truncateName(n27, 'shared')).toEqual({ text: `${n26}…`, truncated: true });
    expect(truncateName(n27, null).truncated).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    const danish = 'Æ'.repeat(31);
    expect(truncateName(danish, null).truncated).toBe(false);
    const emoji = '🎬'.repeat(26);
    expect(truncateName(emoji, 'shared').truncated).toBe(false);
  });
});
