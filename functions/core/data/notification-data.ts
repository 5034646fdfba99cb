/**
 * Notifications of ONE organization (access patterns: a user's notifications newest first, a
 * notification by id, a user's unseen notifications). Every key is in the user's own partition, so a
 * user can only ever read or mark their own.
 */
import { getEntities } from './entities/index.js';
import { timeOrderedId } from './ids.js';
import { isConditionalFailure } from './errors.js';

/** Notifications are kept for 180 days. */
export const NOTIFICATION_TTL_SECONDS = 180 * 24 * 60 * 60;

export type NotificationType = 'watch-video' | 'operational' | 'governance';

export interface NotificationTitles {
  'en-us': string;
  da?: string;
  de?: string;
}

export interface NewNotification {
  type: NotificationType;
  reason: string;
  titles: NotificationTitles;
  videoId?: string;
  humanId?: string;
  channelId?: string;
  taskId?: string;
  trackId?: string;
  videoAbstract?: string;
  isRecommendation?: boolean;
}

/** A notification's id: time-ordered, so a user's notifications sort by creation. */
export const newNotificationId = timeOrderedId;

export function notificationData(orgId: string) {
  if (!orgId) throw new Error('notificationData needs an organization id');
  const e = getEntities();
  return {
    orgId,
    /** One notification per user, written in batches; answers the ids by user. */
    async create(userIds: readonly string[], notification: NewNotification, now = Date.now()) {
      const createdAt = new Date(now).toISOString();
      const expiresAt = Math.floor(now / 1000) + NOTIFICATION_TTL_SECONDS;
      const items = [...new Set(userIds)].map((userId) => ({
        ...notification,
        orgId,
        userId,
        notificationId: newNotificationId(now),
        createdAt,
        expiresAt,
      }));
      if (items.length === 0) return [];
      const { unprocessed } = await e.notification.put(items).go();
      if (unprocessed.length > 0) throw new Error(`${unprocessed.length} notifications were not written`);
      return items.map((i) => ({ userId: i.userId, notificationId: i.notificationId }));
    },
    async latest(userId: string, page: { limit: number; cursor?: string | null | undefined }) {
      const { data, cursor } = await e.notification.query
        .byUser({ orgId, userId })
        .go({ order: 'desc', limit: page.limit, cursor: page.cursor ?? null });
      return { items: data, cursor: cursor ?? null };
    },
    async unseenCount(userId: string) {
      const { data } = await e.notification.query
        .byUser({ orgId, userId })
        .where(({ isSeen }, { eq }) => eq(isSeen, false))
        .go({ pages: 'all', attributes: ['notificationId'] });
      return data.length;
    },
    /** Marks some of the user's notifications; ids that are not theirs (or gone) are skipped. */
    async setSeen(userId: string, notificationIds: readonly string[], isSeen: boolean) {
      let changed = 0;
      await Promise.all(
        [...new Set(notificationIds)].map(async (notificationId) => {
          try {
            await e.notification.patch({ orgId, userId, notificationId }).set({ isSeen }).go();
            changed += 1;
          } catch (error) {
            if (!isConditionalFailure(error)) throw error;
          }
        }),
      );
      return changed;
    },
    /** Users following a channel with alerts on (spec 2 §3 follow data: alertsEnabledChannels). */
    async channelFollowersWithAlerts(channelId: string) {
      const { data } = await e.follow.query
        .byTarget({ orgId, kind: 'channel', targetId: channelId })
        .go({ pages: 'all' });
      return data.filter((f) => f.alertsEnabled).map((f) => f.userId);
    },
    /** Opening implies seeing. False when the user has no such notification. */
    async setOpened(userId: string, notificationId: string, isOpened: boolean) {
      try {
        await e.notification
          .patch({ orgId, userId, notificationId })
          .set(isOpened ? { isOpened, isSeen: true } : { isOpened })
          .go();
        return true;
      } catch (error) {
        if (isConditionalFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type NotificationData = ReturnType<typeof notificationData>;
