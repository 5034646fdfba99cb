/**
 * REST API TOKEN authorizer (design.md §4). Verifies the bearer ID token against the trusted tenant
 * pools, loads the user's permissions and collaboration workspace, and hands the tenant context to
 * the handlers. Throwing 'Unauthorized' makes API Gateway answer 401; a Deny policy answers 403.
 */
import type { APIGatewayAuthorizerResult, APIGatewayTokenAuthorizerEvent } from 'aws-lambda';
import { isProviderStaff, roleFromPermissions, type Permission } from '../../shared/domain/roles.js';
import { logger } from '../core/logger.js';
import { parseTenantPools, type TenantPool } from '../core/tenant-pools.js';
import { toAuthorizerContext, type TenantContext } from '../core/tenant.js';
import { tenantData } from '../core/data/tenant-data.js';
import { InvalidTokenError, verifyTenantToken } from './verify-token.js';

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
  return {
    principalId,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: effect, Resource: stageWildcard(methodArn) }],
    },
  };
}

export async function handler(event: APIGatewayTokenAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  pools ??= parseTenantPools(process.env.TENANT_POOLS);
  const token = event.authorizationToken?.replace(/^Bearer\s+/i, '').trim();
  if (!token) throw new Error('Unauthorized');

  let identity;
  try {
    identity = await verifyTenantToken(token, pools);
  } catch (error) {
    if (error instanceof InvalidTokenError) {
      logger.info('token rejected', { reason: error.message });
      // API Gateway turns exactly this message into a 401.
      throw new Error('Unauthorized', { cause: error });
    }
    throw error;
  }

  const user = await tenantData(identity.orgId).user(identity.userId);
  if (!user || user.status === 'disabled') {
    logger.warn('no active user for a valid token', { orgId: identity.orgId, userId: identity.userId });
    return policy('Deny', identity.userId, event.methodArn);
  }
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
    // there, so no `admin` endpoint or admin right applies while switched (staff stay staff by e-mail).
    role: activeOrgId === identity.orgId ? roleFromPermissions(permissions) : 'member',
    isStaff: isProviderStaff(identity.email),
    permissions,
  };
  return { ...policy('Allow', identity.userId, event.methodArn), context: toAuthorizerContext(tenant) };
}
