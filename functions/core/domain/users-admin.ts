/**
 * Users administration (/admin/users): the profile as the admin pages show it.
 */
import type { AdminUser } from '#shared/api/index.js';
import { PERMISSIONS, roleFromPermissions, type Permission } from '#shared/domain/roles.js';
import type { UserItem } from '../data/items.js';
import { userAdminData } from '../data/user-admin-data.js';
import type { TenantContext } from '../http/tenant.js';
import { logChange } from './event-log.js';
import { createAccount } from './user-accounts.js';

const isPermission = (p: string): p is Permission => (PERMISSIONS as readonly string[]).includes(p);

export function toAdminUser(user: UserItem): AdminUser {
  const permissions = (user.permissions ?? []).filter(isPermission);
  return {
    userId: user.userId,
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    role: roleFromPermissions(permissions) === 'admin' ? 'admin' : 'member',
    permissions,
    isMasterAdmin: user.isMasterAdmin ?? false,
    status: user.status ?? 'active',
    createdAt: user.createdAt ?? '',
    lastSignInAt: user.lastSignInAt ?? null,
  };
}

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
 * account (AdminCreateUser e-mails the temporary password), the profile, the event-log entry.
 */
export async function createOrganizationUser(
  tenant: Pick<TenantContext, 'orgId' | 'activeOrgId' | 'userId' | 'email'>,
  organization: { userPoolId: string; masterLanguage: string },
  user: NewUser,
): Promise<AdminUser> {
  const userId = await createAccount(organization.userPoolId, user.email, tenant.orgId);
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
  return toAdminUser(created);
}
