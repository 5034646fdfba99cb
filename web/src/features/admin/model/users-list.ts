/**
 * The /admin/users list's query as the admin sets it (search, filters, sort, page), and the request it
 * makes. Changing what the list shows goes back to its first page.
 */
import type { Permission } from '#shared/domain/roles';
import {
  USER_LIST_DEFAULT_PAGE_SIZE,
  type LastSignInFilter,
  type UserListSort,
  type UserStatus,
} from '#shared/domain/users-admin';
import { listPagingReducer, type ListPagingAction } from '../../../lib/list-paging';

export type RoleFilter = 'admin' | 'member' | 'masterAdmin';

export interface UsersListState {
  search: string;
  status: UserStatus | '';
  role: RoleFilter | '';
  permission: Permission | '';
  signedIn: LastSignInFilter | '';
  sort: UserListSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export const initialUsersList: UsersListState = {
  search: '',
  status: '',
  role: '',
  permission: '',
  signedIn: '',
  sort: 'name',
  order: 'asc',
  page: 1,
  pageSize: USER_LIST_DEFAULT_PAGE_SIZE,
};

export type UsersListAction =
  | { type: 'search'; value: string }
  | { type: 'status'; value: UsersListState['status'] }
  | { type: 'role'; value: UsersListState['role'] }
  | { type: 'permission'; value: UsersListState['permission'] }
  | { type: 'signedIn'; value: UsersListState['signedIn'] }
  | ListPagingAction<UserListSort>
  | { type: 'clear' };

export function usersListReducer(state: UsersListState, action: UsersListAction): UsersListState {
  switch (action.type) {
    case 'search':
      return { ...state, search: action.value, page: 1 };
    case 'status':
      return { ...state, status: action.value, page: 1 };
    case 'role':
      return { ...state, role: action.value, page: 1 };
    case 'permission':
      return { ...state, permission: action.value, page: 1 };
    case 'signedIn':
      return { ...state, signedIn: action.value, page: 1 };
    case 'sortBy':
    case 'page':
    case 'pageSize':
      return listPagingReducer(state, action);
    case 'clear':
      return { ...initialUsersList, sort: state.sort, order: state.order, pageSize: state.pageSize };
  }
}

/** Whether a search or a filter narrows the list (the empty state then offers to clear them). */
export function isFiltered(state: UsersListState): boolean {
  return Boolean(state.search.trim() || state.status || state.role || state.permission || state.signedIn);
}

/** The GET /listUsers query: only what is set. */
export function usersListQuery(state: UsersListState) {
  const search = state.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(state.status ? { status: state.status } : {}),
    ...(state.role ? { role: state.role } : {}),
    ...(state.permission ? { permission: state.permission } : {}),
    ...(state.signedIn ? { signedIn: state.signedIn } : {}),
    sort: state.sort,
    order: state.order,
    page: String(state.page),
    pageSize: String(state.pageSize),
  };
}

/** How a user is named in dialogs: the name, else the e-mail. */
export function userLabel(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/**
 * The enable/disable action a row offers the signed-in admin, or none: not on themself, not on a master
 * admin unless they are one (the server refuses the same, shared/domain/users-admin.ts), not on a
 * deleted account.
 */
export function statusActionOf(
  user: { email: string; isMasterAdmin: boolean; status: string },
  caller: { email: string; isMasterAdmin: boolean },
): 'disable' | 'enable' | null {
  if (user.email === caller.email) return null;
  if (user.isMasterAdmin && !caller.isMasterAdmin) return null;
  if (user.status === 'active') return 'disable';
  if (user.status === 'disabled') return 'enable';
  return null;
}

/**
 * Whether a row offers "Edit access" (permissions, master admin) to the signed-in admin: on their own
 * row (the extra permissions only, accessEditOf), not on a master admin unless they are one, never on a
 * deleted account.
 */
export function mayEditAccess(
  user: { email: string; isMasterAdmin: boolean; status: string },
  caller: { email: string; isMasterAdmin: boolean },
): boolean {
  if (user.status === 'deleted') return false;
  if (user.email === caller.email) return true;
  return !user.isMasterAdmin || caller.isMasterAdmin;
}

/**
 * On their own row an admin keeps what makes them one (the server refuses removing updateOrganization
 * or changing one's own master-admin flag: shared/domain/users-admin.ts) and watching videos: they change
 * only the extra permissions, information classification and the Azure AD certificate.
 */
export const OWN_LOCKED_PERMISSIONS: readonly Permission[] = ['readVideo', 'updateOrganization'];

/** What the access dialog lets the signed-in admin change on a row. */
export interface AccessEdit {
  /** The admin's own row. */
  self: boolean;
  /** Shown as they are, not changeable. */
  lockedPermissions: readonly Permission[];
  canGrantMasterAdmin: boolean;
}

export function accessEditOf(
  user: { email: string },
  caller: { email: string; isMasterAdmin: boolean },
): AccessEdit {
  const self = user.email === caller.email;
  return {
    self,
    lockedPermissions: self ? OWN_LOCKED_PERMISSIONS : [],
    canGrantMasterAdmin: caller.isMasterAdmin && !self,
  };
}
