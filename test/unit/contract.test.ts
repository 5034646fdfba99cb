/**
 * The contract drives everything: every endpoint has exactly one handler module at
 * functions/<group>/<id>.ts exporting `handler`, ids are unique, paths unique per method.
 */
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { endpoints, fullPath, handlerModulePath, pathParamNames } from '#shared/api/index.js';

describe('API contract', () => {
  it('has unique ids and unique method + path pairs', () => {
    const ids = endpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = endpoints.map((e) => `${e.method} ${fullPath(e)}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('declares a params schema exactly when the path has parameters', () => {
    for (const e of endpoints) {
      expect(Boolean(e.params), e.id).toBe(pathParamNames(e.path).length > 0);
    }
  });

  it('keeps the spec paths (spec 1 §7) for the foundation endpoints', () => {
    const paths = endpoints.map((e) => `${e.method} ${e.path}`);
    for (const p of [
      'GET /getOrgId',
      'GET /organizations/{orgId}',
      'GET /getDomainFromOrganizationId',
      'GET /tube',
      'GET /initData',
      'GET /language',
      'GET /listchannels',
      'GET /getUserFollowingData',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it.each(endpoints.map((e) => [e.id, e] as const))(
    '%s has a handler module exporting handler',
    async (_id, endpoint) => {
      const path = handlerModulePath(endpoint);
      expect(existsSync(path), path).toBe(true);
      const mod = (await import(/* @vite-ignore */ pathToFileURL(resolve(path)).href)) as {
        handler?: unknown;
      };
      expect(typeof mod.handler).toBe('function');
    },
  );
});
