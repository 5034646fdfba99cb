import type { Permission } from '#shared/domain/roles';
import { useSession, type Session } from './session';

/**
 * Whether a session may use what an admin area needing `permission` shows: it holds the permission and
 * is not working in another workspace (spec 2 §6: admin areas are hidden there).
 */
export function holdsAdminPermission(
  session: Pick<Session, 'initData' | 'isSwitched'>,
  permission: Permission,
): boolean {
  return (session.initData?.permissions ?? []).includes(permission) && !session.isSwitched;
}

/** holdsAdminPermission for the signed-in session. */
export function useAdminPermission(permission: Permission): boolean {
  return holdsAdminPermission(useSession(), permission);
}
