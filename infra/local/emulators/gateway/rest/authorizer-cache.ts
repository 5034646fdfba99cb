/**
 * API Gateway's REST authorizer decisions: the IAM policy a TOKEN authorizer returns, evaluated as
 * API Gateway evaluates it, and reused per token for the authorizer's result TTL (the CDK's
 * resultsCacheTtl from infra/config/functions.ts, 300 s), never past the token's own expiry. The
 * user-access reconciler empties the cache through the control plane (FlushStageAuthorizersCache).
 */
import type { APIGatewayAuthorizerResult } from 'aws-lambda';
import { AUTHORIZER_RESULTS_CACHE_SECONDS } from '../../../../config/functions.js';

export interface AuthorizerCache {
  get(token: string): APIGatewayAuthorizerResult | undefined;
  set(token: string, result: APIGatewayAuthorizerResult): void;
  clear(): void;
}

export function createAuthorizerCache(
  options: { ttlSeconds?: number; now?: () => number } = {},
): AuthorizerCache {
  const ttlMs = (options.ttlSeconds ?? AUTHORIZER_RESULTS_CACHE_SECONDS) * 1000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { result: APIGatewayAuthorizerResult; until: number }>();
  return {
    get(token) {
      const entry = entries.get(token);
      if (entry && entry.until <= now()) entries.delete(token);
      return entry && entry.until > now() ? entry.result : undefined;
    },
    set(token, result) {
      const at = now();
      const until = Math.min(at + ttlMs, tokenExpiry(token) ?? at + ttlMs);
      if (until > at) entries.set(token, { result, until });
    },
    clear: () => entries.clear(),
  };
}

/** Reads `exp` without verifying: only to bound how long a verified result may be cached. */
export function tokenExpiry(token: string): number | undefined {
  const payload = token.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return undefined;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

function resourceMatches(pattern: string, arn: string): boolean {
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return regex.test(arn);
}

/** IAM policy evaluation as API Gateway applies it: an explicit Deny wins, otherwise an Allow is needed. */
export function policyAllows(result: APIGatewayAuthorizerResult, arn: string): boolean {
  let allowed = false;
  for (const statement of result.policyDocument?.Statement ?? []) {
    const s = statement as { Effect?: string; Action?: string | string[]; Resource?: string | string[] };
    const actions = ([] as string[]).concat(s.Action ?? []);
    if (!actions.some((a) => a === '*' || a === 'execute-api:*' || a === 'execute-api:Invoke')) continue;
    const resources = ([] as string[]).concat(s.Resource ?? []);
    if (!resources.some((r) => resourceMatches(r, arn))) continue;
    if (s.Effect === 'Deny') return false;
    if (s.Effect === 'Allow') allowed = true;
  }
  return allowed;
}

/** API Gateway turns every context value into a string; handlers rely on that. */
export function toContextMap(context: APIGatewayAuthorizerResult['context']): Record<string, string> {
  return Object.fromEntries(Object.entries(context ?? {}).map(([k, v]) => [k, v === null ? '' : String(v)]));
}
