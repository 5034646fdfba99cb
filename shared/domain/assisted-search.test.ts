import { describe, expect, it } from 'vitest';
import { assistedSearchAnswer, messageParts, playerHref } from './assisted-search.js';

describe('the assisted-search answer', () => {
  it('links the player at the moment, from the beginning without ?t=', () => {
    expect(playerHref('acmewelcome', { startSeconds: 8.9 })).toBe('/video/acmewelcome?t=8');
    expect(playerHref('a b', { startSeconds: 0 })).toBe('/video/a%20b');
  });

  it('lists at most three videos with at most two moments each, every link on its own line', () => {
    const hits = ['one', 'two', 'three', 'four'].map((name) => ({
      humanId: name,
      name: `Video ${name}`,
      moments: [
        { startSeconds: 0, snippet: 'in the title' },
        { startSeconds: 75, snippet: '… reset your password …' },
        { startSeconds: 3725, snippet: 'a third moment' },
      ],
    }));
    const text = assistedSearchAnswer('reset password', hits);
    const lines = text.split('\n');
    expect(lines[0]).toBe('The best moments for “reset password”:');
    expect(lines).toContain('1. Video one');
    expect(lines).toContain('3. Video three');
    expect(text).not.toContain('Video four');
    expect(lines).toContain('1:15 … reset your password …');
    expect(lines).toContain('/video/one?t=75');
    expect(text).not.toContain('a third moment');
    expect(lines.at(-1)).toBe('Not what you were looking for? Write here and a colleague will answer.');
  });

  it('says a person will answer when nothing matched', () => {
    expect(assistedSearchAnswer('payroll', [])).toBe(
      'I found no video that answers “payroll”. Your question stays open here for a colleague to answer.',
    );
  });

  it('marks /video/ paths standing as words as links, and nothing else', () => {
    expect(messageParts('See\n/video/one?t=75\nand /video/two')).toEqual([
      { text: 'See\n' },
      { text: '/video/one?t=75', href: '/video/one?t=75' },
      { text: '\nand ' },
      { text: '/video/two', href: '/video/two' },
    ]);
    expect(messageParts('https://x.test/video/one stays text')).toEqual([
      { text: 'https://x.test/video/one stays text' },
    ]);
  });
});
