/**
 * Machine translation through the SDK (aws-sdk-client-mock): batching and its fallback, blank and
 * same-language texts, a pair without a translator. test/integration/machine-translation.test.ts runs
 * it against the local Translate.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  TranslateClient,
  TranslateTextCommand,
  UnsupportedLanguagePairException,
} from '@aws-sdk/client-translate';
import { translateTexts } from './machine-translation';

describe('translateTexts (mocked Translate)', () => {
  const translate = mockClient(TranslateClient);
  beforeEach(() => translate.reset());
  afterAll(() => translate.restore());

  it('sends single-line texts in one call, one per line, and keeps blank texts and edges', async () => {
    translate.on(TranslateTextCommand).callsFake((input: { Text: string }) => ({
      TranslatedText: input.Text.toUpperCase(),
    }));
    const answer = await translateTexts(['Title ', '', 'Abstract'], 'en-us', 'es-es');
    expect(answer).toEqual({ kind: 'translated', texts: ['TITLE ', '', 'ABSTRACT'] });
    const calls = translate.commandCalls(TranslateTextCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[0].input).toEqual({
      Text: 'Title\nAbstract',
      SourceLanguageCode: 'en',
      TargetLanguageCode: 'es',
    });
  });

  it('falls back to a call per text when the translator joins lines', async () => {
    translate.on(TranslateTextCommand).callsFake((input: { Text: string }) => ({
      TranslatedText: input.Text.replace(/\n/g, ' ').toUpperCase(),
    }));
    const answer = await translateTexts(['One', 'Two'], 'en-us', 'es-mx');
    expect(answer).toEqual({ kind: 'translated', texts: ['ONE', 'TWO'] });
    expect(translate.commandCalls(TranslateTextCommand)).toHaveLength(3);
  });

  it('copies texts between two written-alike languages without a call', async () => {
    const answer = await translateTexts(['Colour'], 'en-gb', 'en-us');
    expect(answer).toEqual({ kind: 'translated', texts: ['Colour'] });
    expect(translate.commandCalls(TranslateTextCommand)).toHaveLength(0);
  });

  it('answers no-translator for an unsupported pair, and throws other failures', async () => {
    translate.on(TranslateTextCommand).rejects(
      new UnsupportedLanguagePairException({
        message: 'Unsupported language pair: en to da',
        $metadata: {},
      }),
    );
    expect(await translateTexts(['Hello'], 'en-us', 'da')).toEqual({
      kind: 'no-translator',
      reason: 'Unsupported language pair: en to da',
    });
    translate.on(TranslateTextCommand).rejects(new Error('throttled'));
    await expect(translateTexts(['Hello'], 'en-us', 'da')).rejects.toThrow('throttled');
  });
});
