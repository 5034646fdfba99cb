/**
 * The reader's language of a request (issue 14): the web client sends its UI language as
 * Accept-Language, and the member-facing lists give titles and track names in it where a translation has
 * them (shared/domain/localized-text.ts). Kept for the request like the read cache, so the list mappers
 * need no extra parameter. null: no header, or no product language in it (the master's texts then).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { isUiLanguage, type UiLanguage } from '#shared/domain/languages.js';

const scope = new AsyncLocalStorage<UiLanguage | null>();

/** The first product language an Accept-Language header names (`es-ES,es;q=0.9` → es-es). */
export function parseAcceptLanguage(header: string | undefined): UiLanguage | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '')
    .filter(Boolean)
    .slice(0, 10);
  return tags.find(isUiLanguage) ?? null;
}

export function withReaderLanguage<T>(event: APIGatewayProxyEvent, fn: () => Promise<T>): Promise<T> {
  const headers = event.headers ?? {};
  const header = Object.entries(headers).find(([name]) => name.toLowerCase() === 'accept-language')?.[1];
  return scope.run(parseAcceptLanguage(header ?? undefined), fn);
}

/** The request's reader language, or null (outside a request, or none asked for). */
export function readerLanguage(): UiLanguage | null {
  return scope.getStore() ?? null;
}
