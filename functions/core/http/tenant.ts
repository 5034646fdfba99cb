/**
 * The tenant context of a request, taken only from what the REST authorizer verified (design.md §4).
 * API Gateway passes authorizer context values as strings, so lists travel as JSON.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { Permission, Role } from '#shared/domain/roles.js';
import { unauthorized } from './errors.js';

export interface TenantContext {
  /** The user's own organization (the token's pool). */
  orgId: string;
  /** The organization the user works in now: orgId, or a collaboration workspace they switched into. */
  activeOrgId: string;
  userId: string;
  email: string;
  role: Role;
  isStaff: boolean;
  permissions: Permission[];
}

/** The string map the authorizer returns as `context` (and API Gateway hands to handlers). */
export type AuthorizerContext = Record<
  'orgId' | 'activeOrgId' | 'userId' | 'email' | 'role' | 'isStaff' | 'permissions',
  string
>;

export function toAuthorizerContext(t: TenantContext): AuthorizerContext {
  return {
    orgId: t.orgId,
    activeOrgId: t.activeOrgId,
    userId: t.userId,
    email: t.email,
    role: t.role,
    isStaff: String(t.isStaff),
    permissions: JSON.stringify(t.permissions),
  };
}

export function tenantFromEvent(event: Pick<APIGatewayProxyEvent, 'requestContext'>): TenantContext {
  const ctx = event.requestContext?.authorizer as Partial<AuthorizerContext> | null | undefined;
  if (!ctx?.orgId || !ctx.userId || !ctx.email || !ctx.role) throw unauthorized();
  let permissions: Permission[];
  try {
    permissions = JSON.parse(ctx.permissions ?? '[]') as Permission[];
  } catch {
    throw unauthorized();
  }
  return {
    orgId: ctx.orgId,
    activeOrgId: ctx.activeOrgId || ctx.orgId,
    userId: ctx.userId,
    email: ctx.email,
    role: ctx.role as Role,
    isStaff: ctx.isStaff === 'true',
    permissions,
  };
}
