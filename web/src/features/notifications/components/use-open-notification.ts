import { useNavigate } from 'react-router-dom';
import type { Notification } from '#shared/api';
import { notify } from '../../../components/notices';
import { markOpened, refetchNotifications } from '../api/notifications';
import { notificationTarget } from '../model/notifications';

/** "Clicking one marks it opened and, for watch-video type, opens the video" (spec 1 §4). */
export function useOpenNotification(onNavigate?: () => void) {
  const navigate = useNavigate();
  return (notification: Notification) => {
    const target = notificationTarget(notification);
    void markOpened(notification.id)
      .then(refetchNotifications)
      .catch((error: unknown) => notify.error(error instanceof Error ? error.message : String(error)));
    if (target) {
      onNavigate?.();
      void navigate(target);
    }
  };
}
