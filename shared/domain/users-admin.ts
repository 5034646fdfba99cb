/**
 * Users administration rules (spec 2 §2 /admin/users, §6), once for the handlers and the admin page.
 * Spec 2 §6: "listUsers … need updateOrganization"; "master admin is a profile flag".
 */
import { roleFromPermissions, type Permission } from './roles.js';

export const USER_STATUSES = ['active', 'disabled', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_LIST_SORTS = ['name', 'email', 'createdAt', 'status', 'lastSignInAt'] as const;
export type UserListSort = (typeof USER_LIST_SORTS)[number];

/** The last-sign-in filter: never signed in, within the last 7 or 30 days, or not for more than 30 days. */
export const LAST_SIGN_IN_FILTERS = ['never', 'within7d', 'within30d', 'over30d'] as const;
export type LastSignInFilter = (typeof LAST_SIGN_IN_FILTERS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a user's last sign-in (ISO time, null = never) falls in the filter's range at `now`. */
export function signedInMatches(lastSignInAt: string | null, filter: LastSignInFilter, now: number): boolean {
  if (filter === 'never') return lastSignInAt === null;
  if (lastSignInAt === null) return false;
  const age = now - new Date(lastSignInAt).getTime();
  if (filter === 'within7d') return age <= 7 * DAY_MS;
  if (filter === 'within30d') return age <= 30 * DAY_MS;
  return age > 30 * DAY_MS;
}

export const USER_LIST_PAGE_SIZES = [10, 25, 50, 100] as const;
export const USER_LIST_DEFAULT_PAGE_SIZE = 25;

/** First and last name, as the profile dialog limits them. */
export const USER_NAME_MAX = 100;

/** What the list needs of a user (the stored profile carries more). */
export interface ListedUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  permissions: readonly Permission[];
  isMasterAdmin: boolean;
  status: UserStatus;
  createdAt: string;
  /** The latest sign-in (ISO time); null: never signed in. */
  lastSignInAt: string | null;
}

export interface UserListQuery {
  search?: string | undefined;
  status?: UserStatus | undefined;
  /** admin / member (the role), or masterAdmin (the profile flag). */
  role?: 'admin' | 'member' | 'masterAdmin' | undefined;
  permission?: Permission | undefined;
  signedIn?: LastSignInFilter | undefined;
  sort?: UserListSort | undefined;
  order?: 'asc' | 'desc' | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export function displayNameOf(user: Pick<ListedUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

function matches(user: ListedUser, query: UserListQuery, now: number): boolean {
  const search = query.search?.trim().toLowerCase();
  if (search) {
    const haystack = `${displayNameOf(user)} ${user.lastName} ${user.firstName} ${user.email}`.toLowerCase();
    // Every word must appear (in the name or the e-mail), so "ada love" finds Ada Lovelace.
    if (!search.split(/\s+/).every((word) => haystack.includes(word))) return false;
  }
  if (query.status && user.status !== query.status) return false;
  if (query.role === 'masterAdmin' && !user.isMasterAdmin) return false;
  if (
    (query.role === 'admin' || query.role === 'member') &&
    roleFromPermissions(user.permissions) !== query.role
  )
    return false;
  if (query.permission && !user.permissions.includes(query.permission)) return false;
  if (query.signedIn && !signedInMatches(user.lastSignInAt, query.signedIn, now)) return false;
  return true;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compare(a: ListedUser, b: ListedUser, sort: UserListSort): number {
  switch (sort) {
    case 'name':
      // Users without a name sort by their e-mail, after the named ones.
      return (
        collator.compare(displayNameOf(a) || `\uffff${a.email}`, displayNameOf(b) || `\uffff${b.email}`) ||
        collator.compare(a.email, b.email)
      );
    case 'email':
      return collator.compare(a.email, b.email);
    case 'createdAt':
      return a.createdAt.localeCompare(b.createdAt) || collator.compare(a.email, b.email);
    case 'status':
      return a.status.localeCompare(b.status) || collator.compare(a.email, b.email);
    case 'lastSignInAt':
      // Never signed in sorts as the oldest.
      return (a.lastSignInAt ?? '').localeCompare(b.lastSignInAt ?? '') || collator.compare(a.email, b.email);
  }
}

/**
 * One page of the users matching the query, sorted (default: name ascending, 25 a page). A page past
 * the end is the last page (a filter that shrank the list keeps the admin on something to see).
 */
export function userListPage<U extends ListedUser>(
  users: readonly U[],
  query: UserListQuery,
  now: number = Date.now(),
): { users: U[]; total: number; page: number; pageSize: number } {
  const sort = query.sort ?? 'name';
  const direction = query.order === 'desc' ? -1 : 1;
  const matching = users
    .filter((u) => matches(u, query, now))
    .sort((a, b) => direction * compare(a, b, sort));
  const pageSize = query.pageSize ?? USER_LIST_DEFAULT_PAGE_SIZE;
  const lastPage = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(Math.max(1, query.page ?? 1), lastPage);
  return {
    users: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageSize,
  };
}

/** Why an admin may not change another user's account (null: allowed). */
export type UserChangeRefusal = 'self' | 'masterAdminOnly' | 'ownAdminRights';

/** The texts the API answers a refused change with (403). */
export const USER_CHANGE_REFUSAL_MESSAGES: Record<UserChangeRefusal, string> = {
  self: 'You cannot change the status of your own account',
  masterAdminOnly: 'Only a master admin may change a master admin',
  ownAdminRights: 'You cannot take away your own admin rights',
};

interface Actor {
  userId: string;
  isMasterAdmin: boolean;
}

/**
 * Enable/disable: an admin cannot disable (or enable) themself, which would lock them out with nobody
 * noticing; only a master admin may change a master admin's account (decisions.md "Users
 * administration").
 */
export function statusChangeRefusal(
  caller: Actor,
  target: Pick<ListedUser, 'userId' | 'isMasterAdmin'>,
): UserChangeRefusal | null {
  if (caller.userId === target.userId) return 'self';
  if (target.isMasterAdmin && !caller.isMasterAdmin) return 'masterAdminOnly';
  return null;
}

/**
 * Permissions and the master-admin flag: only a master admin changes a master admin or grants/removes
 * the flag; an admin cannot take away their own updateOrganization or master-admin flag (nobody could
 * give it back but another admin; decisions.md "Users administration").
 */
export function permissionsChangeRefusal(
  caller: Actor,
  target: Pick<ListedUser, 'userId' | 'isMasterAdmin'>,
  change: { permissions: readonly Permission[]; isMasterAdmin: boolean },
): UserChangeRefusal | null {
  if (caller.userId === target.userId) {
    if (!change.permissions.includes('updateOrganization') || change.isMasterAdmin !== target.isMasterAdmin)
      return 'ownAdminRights';
    return null;
  }
  if (target.isMasterAdmin && !caller.isMasterAdmin) return 'masterAdminOnly';
  if (change.isMasterAdmin !== target.isMasterAdmin && !caller.isMasterAdmin) return 'masterAdminOnly';
  return null;
}

/** Users imported from one CSV file are sent in requests of this many rows (each row is an AdminCreateUser). */
export const USER_IMPORT_BATCH = 25;
/** The most rows one CSV file may hold. */
export const USER_IMPORT_MAX_ROWS = 1000;

/** The roles column of an import: admin (updateOrganization), member, master admin (the flag, with admin). */
export const IMPORT_ROLES = ['member', 'admin', 'masterAdmin'] as const;
export type ImportRole = (typeof IMPORT_ROLES)[number];

/** The profile access a row's roles give: readVideo always; admin adds updateOrganization. */
export function accessOfImportRoles(roles: readonly ImportRole[]): {
  permissions: Permission[];
  isMasterAdmin: boolean;
} {
  const isMasterAdmin = roles.includes('masterAdmin');
  const admin = isMasterAdmin || roles.includes('admin');
  return { permissions: admin ? ['readVideo', 'updateOrganization'] : ['readVideo'], isMasterAdmin };
}
