/**
 * Machine translation against the platform's local Translate (Apertium), through the handlers'
 * AWS_ENDPOINT_URL_TRANSLATE, as the translation workflow calls it: a title, a manuscript whose lines
 * stay lines (subtitle timing is kept by line), a blank text; a pair without a machine translator is an
 * answer for the workflow (a human translator's task), not an error.
 */
import { describe, expect, it } from 'vitest';
import { translateTexts } from '../../functions/core/domain/machine-translation.js';
import { platform } from './helpers/index.js';

describe('machine translation (local Translate, Apertium)', () => {
  it("is reached through the handlers' AWS_ENDPOINT_URL_TRANSLATE", () => {
    expect(process.env.AWS_ENDPOINT_URL_TRANSLATE).toBe(platform().env.AWS_ENDPOINT_URL_TRANSLATE);
  });

  it('translates English to Spanish, keeping lines and blank texts', async () => {
    const manuscript = [
      'Welcome to the safety briefing.',
      'Please read the rules before you start.',
      'Wear your helmet at all times.',
    ];
    const answer = await translateTexts(
      ['Safety briefing', manuscript.join('\n'), '', ...manuscript],
      'en-us',
      'es-es',
    );
    expect(answer.kind).toBe('translated');
    if (answer.kind !== 'translated') return;
    const [title, joined, blank, ...lines] = answer.texts;
    expect(title).toMatch(/seguridad/i);
    expect(joined?.split('\n')).toHaveLength(3);
    expect(joined).toMatch(/^Bienvenido/);
    expect(blank).toBe('');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Bienvenido/);
    expect(lines[2]).toMatch(/casco/);
  });

  it('answers no-translator for a pair Apertium lacks (English to German)', async () => {
    const answer = await translateTexts(['Hello'], 'en-us', 'de');
    expect(answer).toMatchObject({ kind: 'no-translator', reason: expect.stringMatching(/en→es/) });
  });
});
