import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  EmptyState,
  Heading,
  HStack,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTv } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ChannelBadge } from '../../../components/channel-drill-down-menu';
import {
  channelBadge,
  channelGroups,
  type ChannelEntry,
  type ChannelGroupId,
} from '../../../components/channel-groups';
import { channelAnchor, useChannelHref } from '../../../components/use-channel-data';
import { useChannels, useFollowData } from '../../../lib/channel-data';
import { useHasPage } from '../../../components/use-has-page';

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

/** Anchored so the sidebar can lead to a channel before channel pages exist. */
export function ChannelCard({ channel }: { channel: ChannelEntry }) {
  const hasPage = useHasPage();
  const href = useChannelHref()(channel);
  const linked = hasPage('/channel/any/home');
  const badge = channelBadge(channel);
  const title = (
    <Text fontWeight="semibold" lineClamp={2}>
      {channel.name}
    </Text>
  );
  return (
    <LinkBox as="article" id={channelAnchor(channel.id)} scrollMarginTop="20" height="100%">
      <Card.Root
        size="sm"
        height="100%"
        variant="outline"
        _hover={linked ? { borderColor: 'brand.solid' } : undefined}
      >
        <Card.Body>
          <HStack gap="3" align="flex-start">
            <Avatar.Root shape="rounded" size="md" colorPalette="brand" variant="solid">
              {channel.channelIcon ? <Avatar.Image src={channel.channelIcon} alt="" /> : null}
              <Avatar.Fallback name={channel.name} />
            </Avatar.Root>
            <Stack gap="1" minW="0" flex="1">
              {linked ? (
                <LinkOverlay asChild>
                  <RouterLink to={href}>{title}</RouterLink>
                </LinkOverlay>
              ) : (
                title
              )}
              <HStack gap="2" wrap="wrap">
                <ChannelBadge badge={badge} />
              </HStack>
            </Stack>
          </HStack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
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

export function ChannelGrid({ channels }: { channels: readonly ChannelEntry[] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, '2xl': 4 }} gap="3">
      {channels.map((channel) => (
        <li key={channel.id}>
          <ChannelCard channel={channel} />
        </li>
      ))}
    </SimpleGrid>
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
