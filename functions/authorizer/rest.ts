/**
 * REST API TOKEN authorizer (design.md §4). Verifies the bearer ID token against the trusted tenant
 * pools, checks that the user's account is still active in Cognito and has a profile (standing.ts),
 * loads the user's permissions and collaboration workspace, and hands the tenant context to the
 * handlers. Throwing 'Unauthorized' makes API Gateway answer 401; a Deny policy answers 403.
 */
import type { APIGatewayAuthorizerResult, APIGatewayTokenAuthorizerEvent } from 'aws-lambda';
import { roleFromPermissions, type Permission } from '#shared/domain/roles.js';
import { logger } from '../core/http/logger.js';
import { parseTenantPools, userPoolIdOf, type TenantPool } from '../core/http/tenant-pools.js';
import { env } from '../core/http/env.js';
import { toAuthorizerContext, type TenantContext } from '../core/http/tenant.js';
import { invokePolicy, identityOrUnauthorized } from './verify-token.js';
import { blockedByOwnOrganization, isStaff, userStanding } from './standing.js';

let pools: TenantPool[] | undefined;

/** Allow every route of the stage: the result is cached per token across routes. */
function stageWildcard(methodArn: string): string {
  const [arnPrefix, stage] = methodArn.split('/');
  return `${arnPrefix}/${stage}/*/*`;
}

function policy(
  effect: 'Allow' | 'Deny',
  principalId: string,
  methodArn: string,
): APIGatewayAuthorizerResult {
  return invokePolicy(effect, principalId, stageWildcard(methodArn));
}

export async function handler(event: APIGatewayTokenAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  pools ??= parseTenantPools(env.tenantPools());
  const token = event.authorizationToken?.replace(/^Bearer\s+/i, '').trim();
  if (!token) throw new Error('Unauthorized');

  const identity = await identityOrUnauthorized(token, pools, 'token');

  const [standing, staff] = await Promise.all([
    userStanding(identity, userPoolIdOf(identity.pool)),
    isStaff(identity),
  ]);
  if (!standing.allowed) {
    logger.warn('valid token of a user who may not act', {
      orgId: identity.orgId,
      userId: identity.userId,
      reason: standing.reason,
    });
    return policy('Deny', identity.userId, event.methodArn);
  }
  if (!staff && (await blockedByOwnOrganization(identity))) {
    return policy('Deny', identity.userId, event.methodArn);
  }
  const { user } = standing;
  const permissions = (user.permissions ?? []) as Permission[];
  // A collaboration workspace counts only while it is still granted (server-side state, design.md §4).
  const activeOrgId =
    user.activeOrgId && (user.externalOrgsUserHasAccessTo ?? []).includes(user.activeOrgId)
      ? user.activeOrgId
      : identity.orgId;
  const tenant: TenantContext = {
    orgId: identity.orgId,
    activeOrgId,
    userId: identity.userId,
    email: identity.email,
    // Permissions belong to the own organization: in a collaboration workspace the user is a member
    // there, so no `admin` endpoint or admin right applies while switched (staff stay staff).
    role: activeOrgId === identity.orgId ? roleFromPermissions(permissions) : 'member',
    isStaff: staff,
    permissions,
  };
  return { ...policy('Allow', identity.userId, event.methodArn), context: toAuthorizerContext(tenant) };
}
