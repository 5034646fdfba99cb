/**
 * A user created by an admin (POST /createUser, each row of POST /importUsers), with the invitation
 * e-mail. Apart from users-admin.ts so that only these two handlers bundle the mail module.
 */
import { randomInt } from 'node:crypto';
import type { AdminUser } from '#shared/api/index.js';
import type { Permission } from '#shared/domain/roles.js';
import { TEMPORARY_PASSWORD_VALIDITY_DAYS, temporaryPassword } from '#shared/domain/password.js';
import { tenantData } from '../data/tenant-data.js';
import { userAdminData } from '../data/user-admin-data.js';
import type { TenantContext } from '../http/tenant.js';
import { logChange } from './event-log.js';
import { mailUsers } from './mail/send.js';
import { createAccount } from './user-accounts.js';
import { toAdminUser } from './users-admin.js';

/** What creating a user needs: the account's pool and the profile's values. */
export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  permissions: Permission[];
  isMasterAdmin: boolean;
}

/**
 * Creates a user as an admin does (POST /createUser, and each row of POST /importUsers): the Cognito
 * account with a temporary password of ours, the profile, the event-log entry, and the invitation
 * e-mail in the tube's branding carrying the password (Cognito sends nothing).
 */
export async function createOrganizationUser(
  tenant: Pick<TenantContext, 'orgId' | 'activeOrgId' | 'userId' | 'email'>,
  organization: { userPoolId: string; masterLanguage: string },
  user: NewUser,
): Promise<AdminUser> {
  const password = temporaryPassword((n) => randomInt(n));
  const userId = await createAccount(organization.userPoolId, user.email, tenant.orgId, password);
  const permissions = [...new Set(user.permissions)];
  const created = await userAdminData(tenant.orgId).createProfile({
    userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    permissions,
    isMasterAdmin: user.isMasterAdmin,
    preferredLanguage: organization.masterLanguage,
  });
  await logChange(tenant, { type: 'user', id: userId }, 'createUser', {
    before: {},
    after: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      permissions,
      isMasterAdmin: user.isMasterAdmin,
    },
  });
  const inviter = await tenantData(tenant.orgId).user(tenant.userId);
  await mailUsers(tenant.orgId, [userId], {
    kind: 'invitation',
    inviter: [inviter?.firstName, inviter?.lastName].filter(Boolean).join(' ') || tenant.email,
    email: user.email,
    temporaryPassword: password,
    validityDays: TEMPORARY_PASSWORD_VALIDITY_DAYS,
  });
  return toAdminUser(created);
}
