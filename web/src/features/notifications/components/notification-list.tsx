import { Box, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '#shared/api';
import { sanitizeTitle, titleText } from '../model/sanitize';

/** A list of notifications; titles are sanitized HTML. Unopened ones carry a dot. */
export function NotificationList({
  items,
  onOpen,
}: {
  items: readonly Notification[];
  onOpen: (notification: Notification) => void;
}) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label={t('notifications-title')}>
      {items.map((n) => (
        <Box
          as="li"
          key={n.id}
          borderBottomWidth="1px"
          borderColor="border.muted"
          _last={{ borderBottomWidth: 0 }}
        >
          <Box
            as="button"
            width="100%"
            textAlign="start"
            px="3"
            py="2"
            _hover={{ bg: 'bg.muted' }}
            onClick={() => onOpen(n)}
            data-testid="notification-item"
            data-notification-id={n.id}
            data-opened={n.isOpened}
            aria-label={titleText(n.title)}
          >
            <HStack gap="3" align="start">
              <Circle
                size="2"
                mt="2"
                flexShrink={0}
                bg={n.isOpened ? 'transparent' : 'colorPalette.solid'}
                colorPalette="brand"
                aria-hidden
              />
              <Stack gap="0.5" flex="1" minW="0">
                <Text
                  textStyle="sm"
                  fontWeight={n.isSeen ? 'normal' : 'semibold'}
                  // Titles are HTML (spec 1 §3); sanitized with a strict allow-list first.
                  dangerouslySetInnerHTML={{ __html: sanitizeTitle(n.title) }}
                  data-testid="notification-title"
                />
                <Text textStyle="xs" color="fg.muted">
                  {when.format(new Date(n.createdAt))}
                </Text>
              </Stack>
            </HStack>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
