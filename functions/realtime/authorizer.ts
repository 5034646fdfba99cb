/**
 * `$connect` REQUEST authorizer of the WebSocket API (design.md §7). Browsers cannot set headers on a
 * WebSocket, so the ID token comes as the `token` query parameter, with the spec's `userId` and `orgId`
 * ("a web socket connection (query userId and orgId)"). Same tenant rules as REST: the token is verified
 * by the REST authorizer's verifyTenantToken (signature, trusted pool `iss`, `aud`, orgId claim), and the
 * query's userId and orgId must be the token's own; the user must exist and be active, and not be
 * blocked by the organization's block message.
 * Throwing 'Unauthorized' makes API Gateway refuse the upgrade with 401; a Deny policy answers 403.
 */
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { invokePolicy, identityOrUnauthorized } from '../authorizer/verify-token.js';
import { blockedByOwnOrganization, isStaff, userStanding } from '../authorizer/standing.js';
import { logger } from '../core/http/logger.js';
import { parseTenantPools, userPoolIdOf, type TenantPool } from '../core/http/tenant-pools.js';
import { env } from '../core/http/env.js';

let pools: TenantPool[] | undefined;

function policy(
  effect: 'Allow' | 'Deny',
  principalId: string,
  methodArn: string,
): APIGatewayAuthorizerResult {
  return invokePolicy(effect, principalId, methodArn);
}

export async function handler(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  pools ??= parseTenantPools(env.tenantPools());
  const query = event.queryStringParameters ?? {};
  const token = query.token?.trim();
  const { userId, orgId } = query;
  if (!token || !userId || !orgId) throw new Error('Unauthorized');

  const identity = await identityOrUnauthorized(token, pools, 'websocket token');
  if (identity.orgId !== orgId || identity.userId !== userId) {
    logger.warn('websocket query names another user or organization than the token', {
      tokenOrgId: identity.orgId,
      queryOrgId: orgId,
    });
    return policy('Deny', identity.userId, event.methodArn);
  }
  const standing = await userStanding(identity, userPoolIdOf(identity.pool));
  if (!standing.allowed) {
    logger.warn('websocket refused: the user may not act', { orgId, reason: standing.reason });
    return policy('Deny', identity.userId, event.methodArn);
  }
  if (!(await isStaff(identity)) && (await blockedByOwnOrganization(identity))) {
    return policy('Deny', identity.userId, event.methodArn);
  }
  return {
    ...policy('Allow', identity.userId, event.methodArn),
    context: { orgId: identity.orgId, userId: identity.userId },
  };
}
