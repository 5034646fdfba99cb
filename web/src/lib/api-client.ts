import type { z } from 'zod';
import { buildPath, fullPath, type ApiErrorBody, type EndpointDefinition } from '#shared/api';
import { loadConfig } from './config';

/**
 * The typed client generated from the shared contract (design.md §3): one `request(endpoint, input)`
 * for every endpoint. Input is checked with the endpoint's own zod schemas before anything is sent,
 * so the browser and the handler pipeline reject the same things with the same shape of error.
 */

type AnyEndpoint = EndpointDefinition<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;
type Schemas<E> = E extends EndpointDefinition<infer P, infer Q, infer B, infer R> ? [P, Q, B, R] : never;

/** A slot the endpoint does not declare keeps the generic `z.ZodType`: then it must be left out. */
type Slot<S, K extends string> = z.ZodType extends S
  ? { [k in K]?: never }
  : S extends z.ZodType
    ? Record<string, never> extends z.input<S>
      ? { [k in K]?: z.input<S> }
      : { [k in K]: z.input<S> }
    : never;

export type RequestInput<E> = Slot<Schemas<E>[0], 'params'> &
  Slot<Schemas<E>[1], 'query'> &
  Slot<Schemas<E>[2], 'body'>;
export type ResponseData<E> = z.output<Schemas<E>[3]>;

export type ApiErrorKind = 'client' | 'network' | 'server' | 'contract';

/** Every failure of a call: `status` 0 means no answer (network, CORS); 400 from `client` = rejected before sending. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    readonly kind: ApiErrorKind,
    readonly endpointId: string,
  ) {
    super(body.message);
  }

  get issues(): NonNullable<ApiErrorBody['issues']> {
    return this.body.issues ?? [];
  }
}

export interface ApiClientOptions {
  /** The API root, e.g. `http://localhost:4000` (from /config.json). */
  baseUrl: string | (() => Promise<string> | string);
  fetch?: typeof fetch;
  /** Bearer token for non-public endpoints (wired to the session by the auth feature). */
  getToken?: () => Promise<string | undefined> | string | undefined;
  /** What a 401 on a non-public endpoint does (spec 1 §4: one token refresh and one retry). */
  reauthentication?: () => Reauthentication | undefined;
  /** GET requests sent ahead of the app (askEarly): the first identical call takes one as its first send. */
  earlyAnswers?: (url: string) => EarlyAnswer | undefined;
}

/** A GET sent ahead of the app: the bearer it was sent with (none: public) and its response. */
export interface EarlyAnswer {
  token: string | undefined;
  response: Promise<Response>;
}

let readerLanguage: string | undefined;

/**
 * The UI language, sent as Accept-Language with every call: the lists, titles and track names come in
 * the reader's language where a translation has it (issue 14). Set by lib/i18n on every language change.
 */
export function setReaderLanguage(language: string | undefined): void {
  readerLanguage = language;
}

function requestHeaders(hasBody: boolean, token: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (readerLanguage) headers['accept-language'] = readerLanguage;
  if (hasBody) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/**
 * Registered by the auth feature: `refresh` renews the token (true: retry the call once); `failed` runs
 * when the refresh or the retry fails (remember the location, go to login). Both decide themselves
 * whether the current page is a public route, where a 401 never triggers re-authentication.
 */
export interface Reauthentication {
  refresh(): Promise<boolean>;
  failed(): void;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

const GENERIC_MESSAGE = 'Oops! Something went wrong';

function validate(schema: z.ZodType | undefined, value: unknown, slot: string, endpoint: AnyEndpoint): void {
  if (!schema) return;
  const result = schema.safeParse(value ?? (slot === 'query' ? {} : undefined));
  if (result.success) return;
  const issues = result.error.issues.map((i) => ({
    path: [slot, ...i.path.map(String)].join('.'),
    message: i.message,
  }));
  throw new ApiError(
    400,
    { message: issues[0]?.message ?? 'Invalid request', issues },
    'client',
    endpoint.id,
  );
}

/** Query string from the caller's raw input (the server applies the schema's transforms itself). */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** `${apiUrl}${fullPath(endpoint)}` with path parameters filled in and the query appended. */
export function buildUrl(
  baseUrl: string,
  endpoint: Pick<EndpointDefinition, 'group' | 'path'>,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): string {
  const params = Object.fromEntries(Object.entries(input.params ?? {}).map(([k, v]) => [k, String(v)]));
  return `${baseUrl.replace(/\/+$/, '')}${buildPath(fullPath(endpoint), params)}${toQueryString(input.query)}`;
}

async function errorBody(response: Response): Promise<ApiErrorBody> {
  try {
    const data = (await response.json()) as Partial<ApiErrorBody> | null;
    if (data && typeof data.message === 'string') return data as ApiErrorBody;
  } catch {
    // not JSON (e.g. a proxy's HTML error page): fall through to a generic message
  }
  return { message: response.statusText || GENERIC_MESSAGE };
}

export function createApiClient(options: ApiClientOptions) {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function request<E extends AnyEndpoint>(
    endpoint: E,
    ...[input, requestOptions]: Record<string, never> extends RequestInput<E>
      ? [input?: RequestInput<E>, options?: RequestOptions]
      : [input: RequestInput<E>, options?: RequestOptions]
  ): Promise<ResponseData<E>> {
    const { params, query, body } = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
    validate(endpoint.params, params, 'params', endpoint);
    validate(endpoint.query, query, 'query', endpoint);
    validate(endpoint.body, body, 'body', endpoint);

    const baseUrl = typeof options.baseUrl === 'string' ? options.baseUrl : await options.baseUrl();
    const url = buildUrl(baseUrl, endpoint, {
      params: params as Record<string, unknown> | undefined,
      query: query as Record<string, unknown> | undefined,
    });
    const send = async (): Promise<Response> => {
      const token = endpoint.access === 'public' ? undefined : await options.getToken?.();
      const headers = requestHeaders(body !== undefined, token);
      try {
        return await fetchImpl(url, {
          method: endpoint.method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: requestOptions?.signal,
        });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        // The browser's "Failed to fetch" (network down, CORS refused): the spec treats it as "no answer".
        const message = error instanceof Error ? error.message : 'Failed to fetch';
        throw new ApiError(0, { message }, 'network', endpoint.id);
      }
    };

    /** The first send, made early (askEarly): taken when it is the very request this call would send. */
    const earlyResponse = async (): Promise<Response | undefined> => {
      const early = endpoint.method === 'GET' ? options.earlyAnswers?.(url) : undefined;
      if (!early) return undefined;
      const token = endpoint.access === 'public' ? undefined : await options.getToken?.();
      if (early.token !== token) return undefined;
      return early.response.catch(() => undefined); // no answer (network): sent again below
    };

    let response = (await earlyResponse()) ?? (await send());
    const reauth = endpoint.access !== 'public' ? options.reauthentication?.() : undefined;
    if (response.status === 401 && reauth) {
      // One refresh, one retry; a second 401 (or a failed refresh) ends the session.
      if (await reauth.refresh().catch(() => false)) response = await send();
      if (response.status === 401) reauth.failed();
    }

    if (!response.ok) throw new ApiError(response.status, await errorBody(response), 'server', endpoint.id);

    let data: unknown;
    try {
      data = response.status === 204 ? undefined : await response.json();
    } catch {
      throw new ApiError(response.status, { message: GENERIC_MESSAGE }, 'contract', endpoint.id);
    }
    const parsed = endpoint.response.safeParse(data);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({
        path: i.path.map(String).join('.'),
        message: i.message,
      }));
      throw new ApiError(response.status, { message: GENERIC_MESSAGE, issues }, 'contract', endpoint.id);
    }
    return parsed.data as ResponseData<E>;
  }

  return { request };
}

let tokenProvider: ApiClientOptions['getToken'];
let reauthentication: Reauthentication | undefined;

/** Hook point for the session (issue 3): where non-public calls get their bearer token. */
export function setTokenProvider(provider: ApiClientOptions['getToken']): void {
  tokenProvider = provider;
}

/** The session's current bearer token, for loaders outside request() (the HLS player's playlists). */
export async function currentToken(): Promise<string | undefined> {
  return tokenProvider?.();
}

/**
 * Renews the session's token now: a change to the caller's own access holds from their next token (API
 * Gateway caches the authorizer's answer per token). False when it could not be renewed.
 */
export async function renewToken(): Promise<boolean> {
  return (await reauthentication?.refresh()) ?? false;
}

/** Hook point for the session: what a 401 on a non-public call does (undefined: nothing). */
export function setReauthentication(handler: Reauthentication | undefined): void {
  reauthentication = handler;
}

const earlyAnswers = new Map<string, EarlyAnswer>();
/** An early answer nobody took by then is dropped (the page asked for something else). */
const EARLY_ANSWER_MS = 30_000;

/**
 * Sends a GET before the app does (the boot asks for a page's data while the app's code loads, so the
 * requests run beside it instead of one after another behind it). `token`: the bearer of the stored
 * session, for a member endpoint. The app's first call to the same address with the same bearer takes
 * the response as its own first send, and handles it as it would have (a 401: one refresh and a retry;
 * validation; errors); one that got no answer is sent again by that call. Resolves to a copy of the
 * response (undefined: not sent, or no answer).
 */
export function askEarly<E extends AnyEndpoint>(
  endpoint: E,
  input: RequestInput<E>,
  token?: string,
): Promise<Response | undefined> {
  if (endpoint.method !== 'GET') return Promise.resolve(undefined);
  return loadConfig()
    .then(({ apiUrl }) => {
      const url = buildUrl(apiUrl, endpoint, input as Parameters<typeof buildUrl>[2]);
      if (earlyAnswers.has(url)) return undefined;
      const bearer = endpoint.access === 'public' ? undefined : token;
      const response = fetch(url, { method: 'GET', headers: requestHeaders(false, bearer) });
      response.catch(() => undefined); // taken (and sent again) by the call, if any
      const early = { token: bearer, response };
      earlyAnswers.set(url, early);
      setTimeout(() => {
        if (earlyAnswers.get(url) === early) earlyAnswers.delete(url);
      }, EARLY_ANSWER_MS);
      // A copy for the asker (what it needs next); the call that takes the response reads its own.
      return response.then((answer) => answer.clone()).catch(() => undefined);
    })
    .catch(() => undefined); // no configuration: the app reports that itself
}

/** The early answer for `url`, once: later calls ask the server again. */
function takeEarlyAnswer(url: string): EarlyAnswer | undefined {
  const early = earlyAnswers.get(url);
  earlyAnswers.delete(url);
  return early;
}

/** The app's client: API root from /config.json, token and 401 handling from the registered session. */
export const { request } = createApiClient({
  baseUrl: async () => (await loadConfig()).apiUrl,
  getToken: () => tokenProvider?.(),
  reauthentication: () => reauthentication,
  earlyAnswers: takeEarlyAnswer,
});
