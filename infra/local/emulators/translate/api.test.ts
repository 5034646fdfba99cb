/**
 * The local Translate through the real SDK client: a signed TranslateText translates English to Spanish
 * with Apertium (line breaks kept), Spanish back to English; a pair without a translator, an oversized
 * or empty text and unsigned calls are refused as Amazon Translate refuses them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TextSizeLimitExceededException,
  TranslateClient,
  TranslateTextCommand,
  UnsupportedLanguagePairException,
} from '@aws-sdk/client-translate';
import { parsePairs } from './apertium';
import { MAX_TEXT_BYTES, startTranslate, type TranslateLocal } from './api';

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let local: TranslateLocal;
let client: TranslateClient;

beforeAll(async () => {
  local = await startTranslate({ port: 0, credentials, region: 'us-east-1' });
  client = new TranslateClient({ endpoint: local.endpoint, region: 'us-east-1', credentials });
});
afterAll(async () => {
  client.destroy();
  await local.stop();
});

const translate = (Text: string, SourceLanguageCode = 'en', TargetLanguageCode = 'es') =>
  client.send(new TranslateTextCommand({ Text, SourceLanguageCode, TargetLanguageCode }));

describe('the local Translate', () => {
  it('offers the pairs apertium lists, by Amazon Translate codes', () => {
    expect(local.pairs).toEqual(expect.arrayContaining(['en→es', 'es→en']));
    expect([...parsePairs('  eng-spa\n  spa-eng\n  spa-eng_US\n  xyz-eng\n').entries()]).toEqual([
      ['en:es', 'eng-spa'],
      ['es:en', 'spa-eng'],
    ]);
  });

  it('translates English to Spanish and back, keeping the lines', async () => {
    const answer = await translate('Welcome to the safety briefing.\nPlease read the rules.');
    expect(answer).toMatchObject({ SourceLanguageCode: 'en', TargetLanguageCode: 'es' });
    const lines = answer.TranslatedText?.split('\n') ?? [];
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Bienvenido/);
    expect(lines[1]).toMatch(/reglas/);
    const back = await translate('Hola mundo', 'es', 'en');
    expect(back.TranslatedText).toBe('Hello World');
  });

  it('translates a regional variant with its language (es-MX)', async () => {
    const answer = await translate('Good morning', 'en', 'es-MX');
    expect(answer).toMatchObject({ TargetLanguageCode: 'es-MX' });
    expect(answer.TranslatedText).toMatch(/Buenos/);
  });

  it('refuses a pair Apertium has no translator for, naming the pairs it has', async () => {
    const refused = await translate('Hello', 'en', 'da').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UnsupportedLanguagePairException);
    expect(refused).toMatchObject({ SourceLanguageCode: 'en', TargetLanguageCode: 'da' });
    expect((refused as Error).message).toMatch(/en→es/);
    await expect(translate('Hello', 'auto', 'es')).rejects.toThrow(/cannot detect the source language/);
  });

  it('refuses an oversized, an empty text and a malformed language code', async () => {
    await expect(translate('é'.repeat(MAX_TEXT_BYTES / 2 + 1))).rejects.toBeInstanceOf(
      TextSizeLimitExceededException,
    );
    await expect(translate('')).rejects.toThrow(/greater than or equal to 1/);
    await expect(translate('Hello', 'english', 'es')).rejects.toThrow(/sourceLanguageCode/);
  });

  it('refuses unsigned and wrongly signed calls', async () => {
    const unsigned = await fetch(local.endpoint, {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSShineFrontendService_20170701.TranslateText' },
      body: '{}',
    });
    expect(unsigned.status).toBe(403);
    const wrong = new TranslateClient({
      endpoint: local.endpoint,
      region: 'us-east-1',
      credentials: { ...credentials, secretAccessKey: 'wrong' },
    });
    await expect(
      wrong.send(
        new TranslateTextCommand({ Text: 'Hi', SourceLanguageCode: 'en', TargetLanguageCode: 'es' }),
      ),
    ).rejects.toThrow(/signature/i);
    wrong.destroy();
  });
});
