import * as api from '#shared/api/endpoints/notifications.js';
import type { Notification } from '#shared/api/index.js';
import { notificationData } from '../core/data/notification-data.js';
import { badRequest } from '../core/http/errors.js';
import { httpHandler } from '../core/http/pipeline.js';

/**
 * GET /query/notifications?lang (spec 1 §7): the caller's notifications, newest first (10 by default,
 * spec 1 §9), titles in `lang` (en-us when a notification has none in it), and the unseen count for the
 * bell. A user's notifications live in their own organization, also while switched into another one.
 */
export const handler = httpHandler(api.getNotifications, async ({ tenant, query }) => {
  const data = notificationData(tenant.orgId);
  let page;
  try {
    page = await data.latest(tenant.userId, { limit: query.limit, cursor: query.cursor });
  } catch (error) {
    // A cursor not produced by this query (edited, or another user's) cannot continue it.
    if (query.cursor) throw badRequest('Invalid cursor');
    throw error;
  }
  const unseenCount = await data.unseenCount(tenant.userId);
  const lang = query.lang ?? 'en-us';
  const items: Notification[] = page.items.map((n) => {
    const titles = n.titles as Record<string, string | undefined>;
    return {
      id: n.notificationId,
      type: n.type,
      title: titles[lang] ?? titles['en-us'] ?? '',
      ...(n.videoId ? { videoId: n.videoId } : {}),
      ...(n.humanId ? { humanId: n.humanId } : {}),
      ...(n.channelId ? { channelId: n.channelId } : {}),
      ...(n.taskId ? { taskId: n.taskId } : {}),
      ...(n.trackId ? { trackId: n.trackId } : {}),
      ...(n.videoAbstract ? { videoAbstract: n.videoAbstract } : {}),
      createdAt: n.createdAt,
      isSeen: n.isSeen ?? false,
      isOpened: n.isOpened ?? false,
      isRecommendation: n.isRecommendation ?? false,
    };
  });
  return { data: items, unseenCount, cursor: page.cursor };
});
