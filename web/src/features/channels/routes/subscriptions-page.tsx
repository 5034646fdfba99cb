import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChannelGrid } from '../../../components/channel-card';
import { useChannels, useFollowData } from '../../../lib/channel-data';

/** /subscriptions: the channels the member follows (that they can still see), in the server's order. */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  const channels = useChannels(true);
  const follows = useFollowData(true);
  const followed = new Set(follows.data?.channels ?? []);
  const list = (channels.data ?? []).filter((c) => followed.has(c.id));
  return (
    <Stack gap="4" maxW="1200px" data-testid="subscriptions-page">
      <Heading as="h1" size="2xl">
        {t('subscriptions-title')}
      </Heading>
      {channels.error || follows.error ? (
        <Text role="alert">{t('channels-load-failed')}</Text>
      ) : !channels.data || !follows.data ? (
        <Skeleton height="24" />
      ) : list.length === 0 ? (
        <Text color="fg.muted" data-testid="subscriptions-empty">
          {t('subscriptions-empty')}
        </Text>
      ) : (
        <ChannelGrid channels={list} testId="subscriptions-list" />
      )}
    </Stack>
  );
}
