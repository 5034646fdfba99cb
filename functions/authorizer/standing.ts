/**
 * Whether the user behind a verified token may still act (issue: "deleted or disabled users keep
 * access"). Cognito is the source of truth: an ID token stays valid until it expires (60 min) even after
 * AdminDisableUser or (Admin)DeleteUser, so both authorizers ask the user pool (AdminGetUser) next to the
 * profile read, and the profile mirrors what Cognito says (status active | disabled | deleted), so every
 * later check and the user-access reconciler (functions/user/userAccessChanged.ts) agree.
 */
import { cognito } from '../core/domain/cognito.js';
import { tenantData } from '../core/data/tenant-data.js';
import type { UserItem } from '../core/data/items.js';
import { logger } from '../core/http/logger.js';
import { organizationById } from '../core/data/public-lookups.js';
import { blockedByOrganization } from '#shared/domain/organization-settings.js';
import { isStaffMember } from '#shared/domain/roles.js';
import type { VerifiedIdentity } from './verify-token.js';

export type AccountState = 'active' | 'disabled' | 'deleted';

/** The state of a user's account in its pool. */
export async function cognitoAccountState(userPoolId: string, username: string): Promise<AccountState> {
  const { client, sdk } = await cognito();
  try {
    const user = await client.send(
      new sdk.AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }),
    );
    return user.Enabled === false ? 'disabled' : 'active';
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') return 'deleted';
    throw error;
  }
}

export type Standing = { allowed: true; user: UserItem } | { allowed: false; reason: string };

/**
 * The profile of a user whose Cognito account is active, or why not. A profile that disagrees with
 * Cognito is corrected (disabled/deleted there → the same here; enabled again → active).
 */
export async function userStanding(
  identity: { orgId: string; userId: string; username: string },
  userPoolId: string,
): Promise<Standing> {
  const data = tenantData(identity.orgId);
  const [user, account] = await Promise.all([
    data.user(identity.userId),
    cognitoAccountState(userPoolId, identity.username),
  ]);
  if (!user) return { allowed: false, reason: 'no profile' };
  if (user.status !== account) {
    logger.info('profile follows the Cognito account', {
      orgId: identity.orgId,
      userId: identity.userId,
      from: user.status,
      to: account,
    });
    await data.setUserStatus(identity.userId, account);
  }
  if (account !== 'active') return { allowed: false, reason: `account ${account}` };
  return { allowed: true, user: { ...user, status: 'active' } };
}
/** Staff: verified provider e-mail and a member of the operator organization (shared/domain/roles.ts). */
export async function isStaff(identity: VerifiedIdentity): Promise<boolean> {
  const candidate = { email: identity.email, emailVerified: identity.emailVerified };
  // Only a candidate costs the organization read.
  if (!isStaffMember({ ...candidate, memberOfOperatorOrganization: true })) return false;
  const own = await organizationById(identity.orgId);
  return isStaffMember({ ...candidate, memberOfOperatorOrganization: own?.isProviderOrganization === true });
}

/**
 * The own organization's block message (spec 1 §6) applies to this member: their e-mail is outside the
 * domains of an organization that sets one (shared/domain/organization-settings.ts). Staff are never
 * blocked: callers ask only for non-staff.
 */
export async function blockedByOwnOrganization(identity: VerifiedIdentity): Promise<boolean> {
  const blocked = blockedByOrganization((await organizationById(identity.orgId)) ?? {}, identity.email);
  if (blocked) {
    logger.warn('member outside the domains of an organization with a block message', {
      orgId: identity.orgId,
      userId: identity.userId,
    });
  }
  return blocked;
}
