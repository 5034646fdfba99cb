/** Calls the local API gateway as the web app does (bearer ID token, JSON bodies). */
import { platform } from './platform.js';

export interface ApiOptions {
  /** ID token; sent as `Authorization: Bearer <token>`. */
  token?: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response is JSON, else the text. */
  body: T;
}

export async function api<T = unknown>(
  method: string,
  path: string,
  options: ApiOptions = {},
): Promise<ApiResponse<T>> {
  const url = new URL(path, platform().urls.api);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(url, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: (isJson && text ? JSON.parse(text) : text) as T,
  };
}
