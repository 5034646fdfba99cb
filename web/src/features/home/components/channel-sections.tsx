import { Alert, Box, Button, EmptyState, Heading, SimpleGrid, Skeleton } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTv } from 'react-icons/lu';
import { useLocation } from 'react-router-dom';
import { channelGroups, type ChannelGroupId } from '../../../components/channel-groups';
import { useChannels, useFollowData } from '../../../lib/channel-data';

/** The member's channel groups for the home pages: all channels of each group, no "show more". */
export function useHomeChannels() {
  const channels = useChannels(true);
  const follows = useFollowData(true);
  const groups = channelGroups(channels.data ?? [], follows.data);
  const { hash } = useLocation();
  const ready = channels.data !== undefined;
  // A sidebar entry leads to /home#channel-…: bring that channel into view once the list is there.
  useEffect(() => {
    if (ready && hash)
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'center' });
  }, [ready, hash]);
  return {
    groups,
    isLoading: channels.isLoading || follows.isLoading,
    error: channels.error ?? follows.error,
    retry: () => void Promise.all([channels.mutate(), follows.mutate()]),
  };
}

export function useGroupTitles(): Record<ChannelGroupId, string> {
  const { t } = useTranslation();
  return {
    subscriptions: t('home-subscriptions'),
    company: t('sidebar-company-channels'),
    external: t('sidebar-external-channels'),
    personal: t('sidebar-personal-channels'),
  };
}

export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="lg" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export function HomeLoading() {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" aria-hidden>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} height="20" rounded="md" />
      ))}
    </SimpleGrid>
  );
}

export function HomeEmpty() {
  const { t } = useTranslation();
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuTv />
        </EmptyState.Indicator>
        <EmptyState.Title>{t('home-no-channels')}</EmptyState.Title>
        <EmptyState.Description>{t('home-no-channels-hint')}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** What both home layouts show above the channel groups: loading, the load error with retry, or empty. */
export function HomeChannelsState({
  isLoading,
  error,
  empty,
  retry,
}: {
  isLoading: boolean;
  error: unknown;
  empty: boolean;
  retry: () => void;
}) {
  const { t } = useTranslation();
  if (isLoading) return <HomeLoading />;
  if (error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title flex="1">{t('channels-load-failed')}</Alert.Title>
        <Button size="sm" variant="outline" onClick={retry}>
          {t('try-again')}
        </Button>
      </Alert.Root>
    );
  }
  return empty ? <HomeEmpty /> : null;
}
