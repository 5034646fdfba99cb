/**
 * The users of ONE organization as its admins manage them (/admin/users): the list (access pattern 7,
 * GSI2 `{orgId}#USERS`), a user by id or e-mail, the admin's changes to a profile, and a user's usage.
 */
import { getEntities, type UserItem } from './entities/index.js';
import { isConditionalFailure } from './errors.js';

export function userAdminData(orgId: string) {
  if (!orgId) throw new Error('userAdminData needs an organization id');
  const e = getEntities();
  return {
    /**
     * Every user of the organization (pattern 7, all pages). The admin list searches, filters and sorts
     * them in memory (shared/domain/users-admin.ts): see decisions.md "Users administration".
     */
    async allUsers(): Promise<UserItem[]> {
      return (await e.user.query.byOrg({ orgId }).go({ pages: 'all' })).data;
    },
    /** The profile of a user an admin created (never overwrites one: a conditional create). */
    async createProfile(user: {
      userId: string;
      email: string;
      firstName: string;
      lastName: string;
      permissions: UserItem['permissions'];
      isMasterAdmin: boolean;
      preferredLanguage: string;
    }): Promise<UserItem> {
      return (await e.user.create({ orgId, ...user }).go()).data;
    },
    /** Sets the permissions and the master-admin flag of a user who exists (never creates one). */
    async setAccess(
      userId: string,
      access: { permissions: UserItem['permissions']; isMasterAdmin: boolean },
    ) {
      await e.user.patch({ orgId, userId }).set(access).go();
    },
    /**
     * A user's usage from the analytics already collected: videos watched (pattern 31), seconds watched
     * and the last time a video was played (their watch history, pattern 28).
     */
    async usageOf(userId: string) {
      const [summary, history] = await Promise.all([
        e.userAnalytics.get({ orgId, userId }).go(),
        e.watchHistory.query.byUser({ orgId, userId }).go({ pages: 'all' }),
      ]);
      let secondsWatched = 0;
      let lastActivity: string | null = null;
      for (const entry of history.data) {
        secondsWatched += entry.secondsWatched ?? 0;
        if (!lastActivity || entry.lastWatchedAt > lastActivity) lastActivity = entry.lastWatchedAt;
      }
      return { videosWatched: summary.data?.videosWatched ?? 0, secondsWatched, lastActivity };
    },
    /** Records a sign-in on a profile that exists (a pool user without a profile is left alone). */
    /**
     * The sign-in time on the profile; answers the sign-in before it (null: this is the first), or
     * false when the user has no profile. Two concurrent first sign-ins may both read none: what hangs
     * on "first" must be idempotent (the set-up task's id is fixed per user).
     */
    async recordSignIn(userId: string, at: string): Promise<{ previous: string | null } | false> {
      const before = (await e.user.get({ orgId, userId }).go()).data;
      if (!before) return false;
      try {
        await e.user.patch({ orgId, userId }).set({ lastSignInAt: at }).go();
        return { previous: before.lastSignInAt ?? null };
      } catch (error) {
        if (isConditionalFailure(error)) return false;
        throw error;
      }
    },
    async user(userId: string): Promise<UserItem | null> {
      return (await e.user.get({ orgId, userId }).go()).data;
    },
  };
}

export type UserAdminData = ReturnType<typeof userAdminData>;
