/**
 * The signed-in user's notification feed (spec 1 §4 "Notifications"): the latest 10 with the unseen
 * count, fetched only while the `notifications` flag has configuration 'tube'; the realtime connection
 * (web/src/lib/realtime.ts) whose REFETCH_NOTIFICATIONS triggers a refetch (also after a reconnect, for
 * anything pushed while offline) and whose OPEN_AI_OPTIMIZATION_COMPLETED results are stored by video
 * and type; and a 10 s toast for each notification that arrives while the page is open.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isUiLanguage } from '#shared/domain/languages';
import { toaster } from '../../../components/notices';
import { storeAiOptimization } from '../../../lib/ai-optimizations';
import { useRealtime } from '../../../lib/use-realtime';
import { useSession } from '../../../lib/session';
import { refetchNotifications, useLatestNotifications } from '../api/notifications';
import { newNotifications, notificationsEnabled, TOAST_MS } from '../model/notifications';
import { titleText } from '../model/sanitize';

export function useNotificationFeed() {
  const { i18n } = useTranslation();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const enabled = signedIn && notificationsEnabled(session.initData?.featureFlags ?? []);
  const lang = enabled ? (isUiLanguage(i18n.language) ? i18n.language : 'en-us') : null;
  const latest = useLatestNotifications(lang);

  // Toasts: what a refetch brings that the page had not seen before.
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    const items = latest.data?.data;
    if (!items) return;
    for (const n of newNotifications(known.current, items)) {
      toaster.create({
        type: 'info',
        title: titleText(n.title),
        duration: TOAST_MS,
        closable: true,
        meta: { kind: 'notification', notificationId: n.id },
      });
    }
    known.current = new Set([...(known.current ?? []), ...items.map((n) => n.id)]);
  }, [latest.data]);

  useRealtime(signedIn, {
    onMessage: (message) => {
      if (message.type === 'REFETCH_NOTIFICATIONS') void refetchNotifications();
      else if (message.type === 'OPEN_AI_OPTIMIZATION_COMPLETED') storeAiOptimization(message.payload);
    },
    onReconnected: () => void refetchNotifications(),
  });

  return { enabled, ...latest };
}
