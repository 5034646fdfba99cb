import { Avatar, Card, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid } from './card-grid';
import { ChannelBadge } from './channel-drill-down-menu';
import { channelBadge, type ChannelEntry } from './channel-groups';
import { channelAnchor, useChannelHref } from './use-channel-data';
import { useHasPage } from './use-has-page';

/**
 * A channel as a card (home pages, /subscriptions): icon, name and badge, linked to the channel's page
 * once the app has channel pages. Anchored so the sidebar can lead to a channel before channel pages exist.
 */
export function ChannelCard({ channel }: { channel: ChannelEntry }) {
  const hasPage = useHasPage();
  const href = useChannelHref()(channel);
  const linked = hasPage('/channel/any/home');
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
                <ChannelBadge badge={channelBadge(channel)} />
              </HStack>
            </Stack>
          </HStack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

/** Channel cards as a list, in the order given. */
export function ChannelGrid({ channels, testId }: { channels: readonly ChannelEntry[]; testId?: string }) {
  return (
    <CardGrid testId={testId}>
      {channels.map((channel) => (
        <li key={channel.id}>
          <ChannelCard channel={channel} />
        </li>
      ))}
    </CardGrid>
  );
}
