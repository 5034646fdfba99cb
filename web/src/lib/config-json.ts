/**
 * GET /config.json, once per page, as unvalidated JSON: the early organization check
 * (app/early-organization-check.ts) reads it before the app and zod have loaded; lib/config.ts
 * validates the same answer for everything else (one request either way).
 */
export interface ConfigAnswer {
  status: number;
  body: unknown;
}

export async function fetchConfigJson(fetchImpl: typeof fetch = fetch): Promise<ConfigAnswer> {
  const response = await fetchImpl('/config.json', {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  return { status: response.status, body: response.ok ? await response.json() : undefined };
}

let loading: Promise<ConfigAnswer> | undefined;

export function loadConfigJson(): Promise<ConfigAnswer> {
  loading ??= fetchConfigJson().catch((error: unknown) => {
    loading = undefined; // a later attempt (e.g. the error screen's retry) fetches again
    throw error;
  });
  return loading;
}

/** A string setting of the raw configuration (undefined when absent or not a string). */
export function configString(body: unknown, key: string): string | undefined {
  const value = (body as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
}
