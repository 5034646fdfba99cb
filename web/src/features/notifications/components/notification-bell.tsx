import { Box, Button, Float, IconButton, Popover, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBell } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { markSeen, refetchNotifications } from '../api/notifications';
import { badgeText, POPUP_WIDTH_PX, unseenIds } from '../model/notifications';
import { NotificationList } from './notification-list';
import { useNotificationFeed } from './use-notification-feed';
import { useOpenNotification } from './use-open-notification';

/**
 * The toolbar's notification bell (spec 1 §2) with the unseen count, and its popup (480 px) with the
 * latest 10. Opening it marks the unseen ones seen (updateNotificationIsSeenStatus).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const feed = useNotificationFeed();
  const [open, setOpen] = useState(false);
  const openNotification = useOpenNotification(() => setOpen(false));
  if (!feed.enabled) return null;
  const page = feed.data;
  const items = page?.data ?? [];
  const count = page?.unseenCount ?? 0;
  const badge = badgeText(count);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next || !page) return;
    const ids = unseenIds(items);
    if (ids.length === 0) return;
    // Seen at once on screen; the server's answer follows.
    void feed.mutate(
      {
        ...page,
        data: items.map((n) => (ids.includes(n.id) ? { ...n, isSeen: true } : n)),
        unseenCount: Math.max(0, count - ids.length),
      },
      { revalidate: false },
    );
    void markSeen(ids)
      .catch(() => undefined)
      .finally(() => void refetchNotifications());
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
    >
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          position="relative"
          aria-label={badge ? t('notifications-bell-unseen', { count }) : t('notifications-title')}
          data-testid="notification-bell"
        >
          <LuBell />
          {badge && (
            <Float placement="top-end" offset="2">
              <Box
                as="span"
                data-testid="notification-count"
                bg="red.solid"
                color="white"
                borderRadius="full"
                minW="4.5"
                h="4.5"
                px="1"
                fontSize="2xs"
                fontWeight="bold"
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
              >
                {badge}
              </Box>
            </Float>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            width={`${POPUP_WIDTH_PX}px`}
            maxW="calc(100vw - 16px)"
            data-testid="notification-popup"
          >
            <Popover.Header>
              <Popover.Title fontWeight="semibold">{t('notifications-title')}</Popover.Title>
            </Popover.Header>
            <Popover.Body px="0" py="0" maxH="60vh" overflowY="auto">
              {feed.error ? (
                <Text role="alert" px="3" py="2">
                  {t('error-generic')}
                </Text>
              ) : !page ? (
                <Spinner m="3" aria-label={t('loading')} />
              ) : items.length === 0 ? (
                <Text px="3" py="4" color="fg.muted" data-testid="notifications-empty">
                  {t('notifications-empty')}
                </Text>
              ) : (
                <NotificationList items={items} onOpen={openNotification} />
              )}
            </Popover.Body>
            <Popover.Footer justifyContent="center">
              <Stack>
                <Button asChild variant="ghost" size="sm" onClick={() => setOpen(false)}>
                  <RouterLink to="/notifications" data-testid="notifications-see-all">
                    {t('notifications-see-all')}
                  </RouterLink>
                </Button>
              </Stack>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
