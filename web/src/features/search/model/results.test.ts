import { describe, expect, it } from 'vitest';
import { highlight, momentLabel, playerHref } from './results';

describe('search result links and moments', () => {
  it('opens the player at the moment of the match (h:mm:ss shown)', () => {
    expect(playerHref('acmewelcome', { startSeconds: 8 })).toBe('/video/acmewelcome?t=8');
    expect(playerHref('acmewelcome', { startSeconds: 0 })).toBe('/video/acmewelcome');
    expect(playerHref('a b', { startSeconds: 3725.6 })).toBe('/video/a%20b?t=3725');
    expect(momentLabel({ startSeconds: 8 })).toBe('0:08');
    expect(momentLabel({ startSeconds: 3725 })).toBe('1:02:05');
  });

  it('marks the query words in the snippet, whatever their case and accents', () => {
    expect(highlight('Vi bygger raketter, AMBOLTE og café', 'ambolte cafe')).toEqual([
      { text: 'Vi', hit: false },
      { text: ' ', hit: false },
      { text: 'bygger', hit: false },
      { text: ' ', hit: false },
      { text: 'raketter', hit: false },
      { text: ', ', hit: false },
      { text: 'AMBOLTE', hit: true },
      { text: ' ', hit: false },
      { text: 'og', hit: false },
      { text: ' ', hit: false },
      { text: 'café', hit: true },
    ]);
  });
});
