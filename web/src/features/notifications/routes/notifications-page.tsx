import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isUiLanguage } from '#shared/domain/languages';
import { useSession } from '../../../lib/session';
import { markSeen, refetchNotifications, useNotificationPages } from '../api/notifications';
import { NotificationList } from '../components/notification-list';
import { useOpenNotification } from '../components/use-open-notification';
import { notificationsEnabled, unseenIds } from '../model/notifications';
import { Loading } from '../../../components/loading';

/** /notifications (spec 1 §2): every notification, newest first; what the page shows is marked seen. */
export function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const enabled = notificationsEnabled(session.initData?.featureFlags ?? []);
  const lang = enabled ? (isUiLanguage(i18n.language) ? i18n.language : 'en-us') : null;
  const { data, error, size, setSize, isLoading, isValidating } = useNotificationPages(lang);
  const openNotification = useOpenNotification();
  const items = data?.flatMap((p) => p.data) ?? [];
  const hasMore = Boolean(data?.at(-1)?.cursor);
  const unseen = unseenIds(items).join(',');

  useEffect(() => {
    if (!unseen) return;
    void markSeen(unseen.split(','))
      .catch(() => undefined)
      .finally(() => void refetchNotifications());
  }, [unseen]);

  return (
    <Stack gap="4" maxW="720px" p={{ base: '3', md: '6' }} data-testid="notifications-page">
      <Heading as="h1" size="lg">
        {t('notifications-title')}
      </Heading>
      {!enabled ? (
        <Text color="fg.muted">{t('notifications-disabled')}</Text>
      ) : error ? (
        <Text role="alert">{t('error-generic')}</Text>
      ) : isLoading ? (
        <Loading />
      ) : items.length === 0 ? (
        <Text color="fg.muted" data-testid="notifications-empty">
          {t('notifications-empty')}
        </Text>
      ) : (
        <Stack borderWidth="1px" borderRadius="md" gap="0">
          <NotificationList items={items} onOpen={openNotification} />
        </Stack>
      )}
      {hasMore && (
        <Button
          alignSelf="start"
          variant="outline"
          loading={isValidating}
          onClick={() => void setSize(size + 1)}
        >
          {t('notifications-show-more')}
        </Button>
      )}
    </Stack>
  );
}
