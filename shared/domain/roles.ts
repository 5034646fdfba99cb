/**
 * Roles and access rules, once for both the server (authorizer, handler pipeline) and the web app.
 *
 * Spec 1 §1: "Roles are guest (no or failed session), member, admin (a user who holds the permission
 * updateOrganization), and staff of the provider." Spec 2 §6: "Groups: admin only = admin; logged in /
 * member = admin or member; logged out = guest; staff = admin or staff."
 */
import type { AccessLevel } from '../api/endpoint.js';

export type Role = 'guest' | 'member' | 'admin';

export const PERMISSIONS = [
  'readVideo',
  'updateOrganization',
  'updateAzureAdCertificate',
  'updateInformationClassification',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The provider's e-mail domains: users on them are staff ("recognised by the e-mail domain"). */
export const PROVIDER_EMAIL_DOMAINS = ['tubes.dev'] as const;

/** "Role is admin if the user may update the organization, otherwise member." */
export function roleFromPermissions(permissions: readonly string[] | undefined): Role {
  if (!permissions) return 'guest';
  return permissions.includes('updateOrganization') ? 'admin' : 'member';
}

/** "Staff of the provider (recognised by the e-mail domain of the provider)". */
export function isProviderStaff(email: string | undefined): boolean {
  if (!email) return false;
  const domain = email.trim().toLowerCase().split('@')[1];
  return domain !== undefined && (PROVIDER_EMAIL_DOMAINS as readonly string[]).includes(domain);
}

/**
 * Staff rest on facts a user cannot set themselves (issue "provider staff from a self-chosen e-mail"):
 * an e-mail on the provider's domain that Cognito has verified (and keeps until a new one is verified),
 * and membership of the provider's operator organization (the user's own pool). Decided on the server
 * (the REST authorizer); the web app only shows what the server says (initData.isStaff).
 */
export function isStaffMember(facts: {
  email: string;
  emailVerified: boolean;
  memberOfOperatorOrganization: boolean;
}): boolean {
  return facts.emailVerified && facts.memberOfOperatorOrganization && isProviderStaff(facts.email);
}

export interface Caller {
  role: Role;
  isStaff: boolean;
}

/** Whether a caller satisfies an endpoint's or a route's access level. */
export function hasAccess(caller: Caller, level: AccessLevel): boolean {
  switch (level) {
    case 'public':
      return true;
    case 'member':
      return caller.role === 'member' || caller.role === 'admin';
    case 'admin':
      return caller.role === 'admin';
    case 'staff':
      return caller.role === 'admin' || caller.isStaff;
  }
}
