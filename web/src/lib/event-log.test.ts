import { describe, expect, it } from 'vitest';
import {
  actionName,
  changeRows,
  currentCursor,
  firstPage,
  newerPage,
  olderPage,
  pageNumber,
  valueText,
} from './event-log';

describe('event-log paging', () => {
  it('goes to older pages by their cursor and back', () => {
    const first = firstPage();
    expect(currentCursor(first)).toBeNull();
    const second = olderPage(first, 'c1');
    expect(currentCursor(second)).toBe('c1');
    expect(pageNumber(second)).toBe(2);
    expect(currentCursor(newerPage(second))).toBeNull();
    expect(newerPage(first)).toBe(first);
  });
});

describe('event-log entries', () => {
  it('shows each changed attribute before and after', () => {
    expect(changeRows({ name: 'A' }, { name: 'B', channelLanguages: ['en-us', 'da'] })).toEqual([
      { attribute: 'name', before: 'A', after: 'B' },
      { attribute: 'channelLanguages', before: '', after: 'en-us, da' },
    ]);
    expect(valueText(true)).toBe('true');
    expect(valueText({ a: 1 })).toBe('{"a":1}');
    expect(actionName('channelCommand.updateChannel')).toBe('updateChannel');
    expect(actionName('plain')).toBe('plain');
  });
});
