/** The search tokenizer, snippets and postings (pure parts of the inverted index). */
import { describe, expect, it } from 'vitest';
import { postingsOf, queryTokens, snippetOf, tokenize } from './search.js';

describe('tokenize', () => {
  it('lower-cases, folds accents, splits on anything but letters and digits, drops 1-letter words', () => {
    expect(tokenize('Café-Besøg: Årets 2 GDPR-regler, i dag!')).toEqual([
      'cafe',
      'besøg',
      'arets',
      'gdpr',
      'regler',
      'dag',
    ]);
  });
  it('keeps a query to its distinct words, at most six', () => {
    expect(queryTokens('  Phishing phishing MAIL  ')).toEqual(['phishing', 'mail']);
    expect(queryTokens('a b c d e f g h i j k l m n')).toEqual([]);
    expect(queryTokens('one two three four five six seven')).toHaveLength(6);
  });
});

describe('snippetOf', () => {
  const text =
    'Welcome to Acme. In this first chapter we walk through the office, the kitchen and the badge reader, ' +
    'then we meet the helpdesk team who keep every laptop running smoothly all year round.';
  it('cuts whole words around the first occurrence, marking cuts with an ellipsis', () => {
    const snippet = snippetOf(text, 'helpdesk');
    expect(snippet).toContain('helpdesk');
    expect(snippet.startsWith('… ')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(130);
  });
  it('finds words whatever their case and accents', () => {
    expect(snippetOf('Besøg vores CAFÉ i dag', 'cafe')).toBe('Besøg vores CAFÉ i dag');
  });
});

describe('postingsOf', () => {
  it('indexes name, description and every subtitle chapter at its start, one posting per word and place', () => {
    const postings = postingsOf({ name: 'Phishing basics', description: 'Spot a phishing mail' }, [
      {
        videoId: 'v',
        version: 2,
        language: 'da',
        revision: 0,
        links: [],
        subtitles: {
          chapters: [
            { startSeconds: 0, manuscript: 'Velkommen. Velkommen igen.' },
            { startSeconds: 12.5, title: 'Links', manuscript: 'Klik aldrig på ukendte links.' },
          ],
        },
      },
    ]);
    const of = (token: string) => postings.filter((p) => p.token === token);
    expect(of('phishing').map((p) => p.location)).toEqual(['name', 'description']);
    expect(of('velkommen')).toEqual([
      expect.objectContaining({
        location: 'subtitle#2#da#0',
        field: 'subtitle',
        startSeconds: 0,
        language: 'da',
      }),
    ]);
    expect(of('links')).toEqual([
      expect.objectContaining({ location: 'subtitle#2#da#1', startSeconds: 12.5 }),
    ]);
    expect(of('ukendte')[0]?.snippet).toBe('Links Klik aldrig på ukendte links.');
  });
});
