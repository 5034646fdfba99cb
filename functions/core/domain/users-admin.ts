/**
 * Users administration (/admin/users): the profile as the admin pages show it.
 */
import type { AdminUser } from '#shared/api/index.js';
import { PERMISSIONS, roleFromPermissions, type Permission } from '#shared/domain/roles.js';
import type { UserItem } from '../data/items.js';

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
