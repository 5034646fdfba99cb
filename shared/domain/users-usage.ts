/**
 * /admin/users/usage (issue 11): users with what they watched, sorted by name, e-mail or a usage column,
 * searched as /admin/users is (name and e-mail).
 */
import { listCollator, type ListSpec } from './list-page.js';
import { USER_LIST_DEFAULT_PAGE_SIZE, displayNameOf } from './users-admin.js';

export const USAGE_LIST_SORTS = ['name', 'email', 'videosWatched', 'minutesWatched', 'lastActivity'] as const;
export type UsageListSort = (typeof USAGE_LIST_SORTS)[number];

/** Whether sorting by this column needs every user's usage read (not only the page's users'). */
export function usageSortNeedsEveryUser(sort: UsageListSort): boolean {
  return sort !== 'name' && sort !== 'email';
}

export interface UsageRow {
  email: string;
  firstName: string;
  lastName: string;
  videosWatched: number;
  minutesWatched: number;
  /** The last time the user played a video (ISO), null if never. */
  lastActivity: string | null;
}

/** As /admin/users sorts names: the nameless by their e-mail, after the named. */
const byName = (a: UsageRow, b: UsageRow) =>
  listCollator.compare(displayNameOf(a) || `\uffff${a.email}`, displayNameOf(b) || `\uffff${b.email}`) ||
  listCollator.compare(a.email, b.email);

/** Ties by name; never active sorts as the oldest. */
export const USAGE_LIST: ListSpec<UsageRow, UsageListSort> = {
  text: (u) => `${displayNameOf(u)} ${u.email}`,
  compare: {
    name: byName,
    email: (a, b) => listCollator.compare(a.email, b.email),
    videosWatched: (a, b) => a.videosWatched - b.videosWatched || byName(a, b),
    minutesWatched: (a, b) => a.minutesWatched - b.minutesWatched || byName(a, b),
    lastActivity: (a, b) => (a.lastActivity ?? '').localeCompare(b.lastActivity ?? '') || byName(a, b),
  },
  defaultSort: 'name',
  defaultPageSize: USER_LIST_DEFAULT_PAGE_SIZE,
};
