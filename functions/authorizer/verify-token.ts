/**
 * Verifies a tenant ID token: signature (JWKS of the issuing pool), `iss` = one of the trusted tenant
 * pools, `aud` = that pool's app client, `token_use` = id, not expired, and `custom:orgId` (when present)
 * equal to the pool's organization. Anything else is rejected.
 */
import type { APIGatewayAuthorizerResult } from 'aws-lambda';
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import type { TenantPool } from '../core/http/tenant-pools.js';
import { logger } from '../core/http/logger.js';

export class InvalidTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidTokenError';
  }
}

export interface VerifiedIdentity {
  orgId: string;
  userId: string;
  email: string;
  /** Cognito's `email_verified`: the e-mail was confirmed by a code sent to it. */
  emailVerified: boolean;
  /** `cognito:username`: the name Cognito's admin API knows the user by. */
  username: string;
  /** The pool that issued the token. */
  pool: TenantPool;
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetFor(issuer: string) {
  let keys = keySets.get(issuer);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`), { cacheMaxAge: 60 * 60 * 1000 });
    keySets.set(issuer, keys);
  }
  return keys;
}

export async function verifyTenantToken(
  token: string,
  pools: readonly TenantPool[],
): Promise<VerifiedIdentity> {
  let unverified: JWTPayload;
  try {
    unverified = decodeJwt(token);
  } catch {
    throw new InvalidTokenError('malformed token');
  }
  const pool = pools.find((p) => p.issuer === unverified.iss);
  if (!pool) throw new InvalidTokenError('issuer is not a tenant pool');

  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keySetFor(pool.issuer), {
      issuer: pool.issuer,
      audience: pool.clientId,
      algorithms: ['RS256'],
    }));
  } catch (error) {
    throw new InvalidTokenError(`verification failed: ${(error as Error).message}`);
  }
  if (payload.token_use !== 'id') throw new InvalidTokenError('not an ID token');
  const claimedOrg = payload['custom:orgId'];
  if (claimedOrg !== undefined && claimedOrg !== pool.orgId)
    throw new InvalidTokenError('orgId claim mismatch');
  const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : '';
  if (!payload.sub || !email) throw new InvalidTokenError('token lacks sub or email');
  const username =
    typeof payload['cognito:username'] === 'string' ? payload['cognito:username'] : payload.sub;
  return {
    orgId: pool.orgId,
    userId: payload.sub,
    email,
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    username,
    pool,
  };
}

/**
 * The identity of a valid token; for any other token the error API Gateway answers 401 for (exactly
 * 'Unauthorized'), after logging why. Both authorizers (REST and WebSocket) take tokens this way.
 */
export async function identityOrUnauthorized(
  token: string,
  pools: readonly TenantPool[],
  kind: string,
): Promise<VerifiedIdentity> {
  try {
    return await verifyTenantToken(token, pools);
  } catch (error) {
    if (error instanceof InvalidTokenError) {
      logger.info(`${kind} rejected`, { reason: error.message });
      throw new Error('Unauthorized', { cause: error });
    }
    throw error;
  }
}

/** The authorizers' answer: allow or deny execute-api:Invoke on `resource` for the token's user. */
export function invokePolicy(
  effect: 'Allow' | 'Deny',
  principalId: string,
  resource: string,
): APIGatewayAuthorizerResult {
  return {
    principalId,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: effect, Resource: resource }],
    },
  };
}
