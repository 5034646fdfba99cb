import { describe, expect, it } from 'vitest';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { parseAcceptLanguage, readerLanguage, withReaderLanguage } from './reader-language.js';

describe("the reader's language", () => {
  it('is the first product language Accept-Language names', () => {
    expect(parseAcceptLanguage('es-es')).toBe('es-es');
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, DA;q=0.8, en-US;q=0.7')).toBe('da');
    expect(parseAcceptLanguage('xx, *')).toBeNull();
    expect(parseAcceptLanguage(undefined)).toBeNull();
  });

  it("holds for the request's handler only, whatever the header's case", async () => {
    const event = { headers: { 'Accept-Language': 'de' } } as unknown as APIGatewayProxyEvent;
    expect(await withReaderLanguage(event, async () => readerLanguage())).toBe('de');
    expect(readerLanguage()).toBeNull();
    const none = { headers: null } as unknown as APIGatewayProxyEvent;
    expect(await withReaderLanguage(none, async () => readerLanguage())).toBeNull();
  });
});
