/** The notifications calls (shared contract): the latest list with the unseen count, seen, opened. */
import useSWR, { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { api, type Notification } from '#shared/api';
import type { UiLanguage } from '#shared/domain/languages';
import { request } from '../../../lib/api-client';
import { apiKey } from '../../../lib/use-api';
import { NOTIFICATIONS_SHOWN } from '../model/notifications';

export interface NotificationPage {
  data: Notification[];
  unseenCount: number;
  cursor: string | null;
}
type Page = NotificationPage;

const fetchPage = (lang: UiLanguage, limit: number, cursor?: string): Promise<Page> =>
  request(api.getNotifications, { query: { lang, limit, ...(cursor ? { cursor } : {}) } });

const isNotificationsKey = (key: unknown) =>
  typeof key === 'string' ? key.startsWith(`${api.getNotifications.id}:`) : false;

/** The latest 10 and the unseen count (the bell); null `lang` = not fetching (flag off, signed out). */
export function useLatestNotifications(lang: UiLanguage | null) {
  return useSWR<Page>(
    lang === null ? null : apiKey(api.getNotifications, { lang, limit: NOTIFICATIONS_SHOWN }),
    () => fetchPage(lang ?? 'en-us', NOTIFICATIONS_SHOWN),
    { revalidateOnFocus: true },
  );
}

/** The /notifications page: pages of 20 by cursor. */
export function useNotificationPages(lang: UiLanguage | null) {
  return useSWRInfinite<Page>(
    (index, previous: Page | null) =>
      lang === null
        ? null
        : index === 0
          ? apiKey(api.getNotifications, { lang, limit: 20 })
          : previous?.cursor
            ? apiKey(api.getNotifications, { lang, limit: 20, cursor: previous.cursor })
            : null,
    (key: string) => {
      const input = JSON.parse(key.slice(key.indexOf(':') + 1)) as { lang: UiLanguage; cursor?: string };
      return fetchPage(input.lang, 20, input.cursor);
    },
  );
}

/** Refetches every notifications list on the page (push REFETCH_NOTIFICATIONS, reconnects, marks). */
export function refetchNotifications(): Promise<unknown> {
  return mutate(isNotificationsKey);
}

/** updateNotificationIsSeenStatus (spec 1 §7). */
export async function markSeen(notificationIds: string[]): Promise<void> {
  if (notificationIds.length === 0) return;
  await request(api.userCommand, {
    body: { type: 'updateNotificationIsSeenStatus', payload: { isSeen: true, notificationIds } },
  });
}

/** updateNotificationIsOpenedStatus (spec 1 §7). */
export async function markOpened(notificationId: string): Promise<void> {
  await request(api.userCommand, {
    body: { type: 'updateNotificationIsOpenedStatus', payload: { notificationId, isOpened: true } },
  });
}
