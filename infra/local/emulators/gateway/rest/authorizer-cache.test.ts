import { describe, expect, it } from 'vitest';
import type { APIGatewayAuthorizerResult } from 'aws-lambda';
import { AUTHORIZER_RESULTS_CACHE_SECONDS } from '../../../../config/functions.js';
import { createAuthorizerCache, policyAllows } from './authorizer-cache.js';

const allow: APIGatewayAuthorizerResult = {
  principalId: 'u1',
  policyDocument: {
    Version: '2012-10-17',
    Statement: [
      { Effect: 'Allow', Action: 'execute-api:Invoke', Resource: 'arn:aws:execute-api:*:*:api/local/*' },
    ],
  },
};

/** A JWT-shaped token with the given expiry (seconds since the epoch); the signature is never read. */
const token = (exp: number) => `Bearer x.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.sig`;

describe('the REST authorizer cache', () => {
  it("keeps a decision for API Gateway's 300 s (the CDK's resultsCacheTtl), then asks again", () => {
    let now = 1_000_000;
    const cache = createAuthorizerCache({ now: () => now });
    const t = token(now / 1000 + 3600);
    cache.set(t, allow);
    expect(AUTHORIZER_RESULTS_CACHE_SECONDS).toBe(300);
    now += 299_000;
    expect(cache.get(t)).toBe(allow);
    now += 1_000;
    expect(cache.get(t)).toBeUndefined();
  });

  it("never past the token's own expiry, and the control plane's flush drops everything", () => {
    let now = 1_000_000;
    const cache = createAuthorizerCache({ now: () => now });
    const shortLived = token(now / 1000 + 10);
    const other = token(now / 1000 + 3600);
    cache.set(shortLived, allow);
    cache.set(other, allow);
    now += 10_000;
    expect(cache.get(shortLived)).toBeUndefined();
    expect(cache.get(other)).toBe(allow);
    cache.clear();
    expect(cache.get(other)).toBeUndefined();
  });

  it('evaluates the policy as API Gateway does: an explicit Deny wins', () => {
    const arn = 'arn:aws:execute-api:us-east-1:000000000000:api/local/GET/query/x';
    expect(policyAllows(allow, arn)).toBe(true);
    const deny: APIGatewayAuthorizerResult = {
      ...allow,
      policyDocument: {
        Version: '2012-10-17',
        Statement: [
          ...allow.policyDocument.Statement,
          { Effect: 'Deny', Action: 'execute-api:Invoke', Resource: arn },
        ],
      },
    };
    expect(policyAllows(deny, arn)).toBe(false);
    expect(policyAllows(allow, 'arn:aws:execute-api:us-east-1:000000000000:other/local/GET/x')).toBe(false);
  });
});
