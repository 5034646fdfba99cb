/**
 * Reads that are made once per request: a handler and the access rules and services it calls may each
 * ask for the same item (the organization above all) without reading the table again. The HTTP
 * pipeline opens the scope around each request; outside one (triggers, tests) every call reads.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs `fn` with a cache of reads that lives as long as this call. */
export function withRequestCache<T>(fn: () => Promise<T>): Promise<T> {
  return scope.run(new Map(), fn);
}

/** `read()` once per request for `key` (a failed read is not kept: the next call reads again). */
export function oncePerRequest<T>(key: string, read: () => Promise<T>): Promise<T> {
  const cache = scope.getStore();
  if (!cache) return read();
  let pending = cache.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = read();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/** The key of an organization item (tenantData().organization() and organizationById share it). */
export const organizationKey = (orgId: string) => `organization#${orgId}`;
