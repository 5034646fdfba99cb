/**
 * How the training admin lists search and sort (spec 2 §2 "Each list has add, edit and delete dialogs";
 * the administration lists' rules: every word of the search in the row, any column sorted), and the
 * names a row shows for ids. Pure.
 */
import type {
  ApplicationRole,
  TrainingApplication,
  TrainingLane,
  TrainingPlan,
  TrainingPool,
  UserApplicationRoles,
} from '#shared/api';
import { listCollator, type ListSpec } from '#shared/domain/list-page';
import { LOCAL_LIST_PAGE_SIZES } from '../../../lib/list-paging';

const byName = (a: string, b: string) => listCollator.compare(a, b);

/** The names of `ids` in their order; ids no longer known are left out. */
export function namesOf(ids: readonly string[], named: readonly { id: string; name: string }[]): string[] {
  const name = new Map(named.map((n) => [n.id, n.name]));
  return ids.flatMap((id) => {
    const found = name.get(id);
    return found === undefined ? [] : [found];
  });
}

export const roleRefs = (roles: readonly ApplicationRole[]) =>
  roles.map((r) => ({ id: r.roleId, name: r.name }));

export type RoleSort = 'name' | 'applications' | 'plans' | 'users';
export const ROLE_LIST: ListSpec<ApplicationRole, RoleSort> = {
  text: (r) => r.name,
  compare: {
    name: (a, b) => byName(a.name, b.name),
    applications: (a, b) => a.applications - b.applications,
    plans: (a, b) => a.plans - b.plans,
    users: (a, b) => a.users - b.users,
  },
  defaultSort: 'name',
  defaultPageSize: LOCAL_LIST_PAGE_SIZES[0],
};

/** An application row: its roles' names, so the search finds them too. */
export type ApplicationRow = TrainingApplication & { roleNames: string[] };
export type ApplicationSort = 'appId' | 'name';
export const APPLICATION_LIST: ListSpec<ApplicationRow, ApplicationSort> = {
  text: (a) => [a.appId, a.name, ...a.roleNames].join(' '),
  compare: {
    appId: (a, b) => byName(a.appId, b.appId),
    name: (a, b) => byName(a.name, b.name),
  },
  defaultSort: 'appId',
  defaultPageSize: LOCAL_LIST_PAGE_SIZES[0],
};

export type PlanRow = TrainingPlan & { processNames: string[]; roleNames: string[] };
export type PlanSort = 'name' | 'users' | 'createdAt';
export const PLAN_LIST: ListSpec<PlanRow, PlanSort> = {
  text: (p) => [p.name, ...p.processNames, ...p.roleNames].join(' '),
  compare: {
    name: (a, b) => byName(a.name, b.name),
    users: (a, b) => a.users - b.users,
    createdAt: (a, b) => a.createdAt.localeCompare(b.createdAt),
  },
  defaultSort: 'name',
  defaultPageSize: LOCAL_LIST_PAGE_SIZES[0],
};

export type UserRow = UserApplicationRoles & { roleNames: string[] };
export type UserSort = 'name' | 'email';
export const USER_LIST: ListSpec<UserRow, UserSort> = {
  text: (u) => [u.name, u.email, ...u.roleNames].join(' '),
  compare: {
    name: (a, b) => byName(a.name || a.email, b.name || b.email),
    email: (a, b) => byName(a.email, b.email),
  },
  defaultSort: 'name',
  defaultPageSize: LOCAL_LIST_PAGE_SIZES[0],
};

export type PoolSort = 'name' | 'lanes';
export const POOL_LIST: ListSpec<TrainingPool, PoolSort> = {
  text: (p) => p.name,
  compare: {
    name: (a, b) => byName(a.name, b.name),
    lanes: (a, b) => a.lanes - b.lanes,
  },
  defaultSort: 'name',
  defaultPageSize: LOCAL_LIST_PAGE_SIZES[0],
};

/** Lanes by pool, then by name: the pool's lanes together, as a process map draws them. */
export type LaneSort = 'pool' | 'name';
export const LANE_LIST: ListSpec<TrainingLane, LaneSort> = {
  text: (l) => `${l.name} ${l.poolName}`,
  compare: {
    pool: (a, b) => byName(a.poolName, b.poolName) || byName(a.name, b.name),
    name: (a, b) => byName(a.name, b.name),
  },
  defaultSort: 'pool',
  defaultPageSize: LOCAL_LIST_PAGE_SIZES[0],
};

/** How a user is named in a row or a dialog: their name, else their e-mail, else their id. */
export function userLabel(user: { name: string; email: string; userId: string }): string {
  return user.name || user.email || user.userId;
}
