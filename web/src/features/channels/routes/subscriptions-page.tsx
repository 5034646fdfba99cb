import {
  Avatar,
  Card,
  Heading,
  HStack,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ChannelBadge } from '../../../components/channel-drill-down-menu';
import { channelBadge } from '../../../components/channel-groups';
import { useTranslation } from 'react-i18next';
import { useChannels, useFollowData } from '../../../lib/channel-data';
import { channelHomePath } from '../model/create-channel';

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
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, sm: 2, lg: 3 }}
          gap="3"
          data-testid="subscriptions-list"
        >
          {list.map((channel) => (
            <li key={channel.id}>
              <LinkBox as="article" height="100%">
                <Card.Root size="sm" variant="outline" height="100%">
                  <Card.Body>
                    <HStack gap="3">
                      <Avatar.Root shape="rounded" size="md" colorPalette="brand" variant="solid">
                        {channel.channelIcon ? <Avatar.Image src={channel.channelIcon} alt="" /> : null}
                        <Avatar.Fallback name={channel.name} />
                      </Avatar.Root>
                      <LinkOverlay asChild>
                        <RouterLink to={channelHomePath(channel.id)}>
                          <Text fontWeight="semibold" lineClamp={2}>
                            {channel.name}
                          </Text>
                        </RouterLink>
                      </LinkOverlay>
                      <ChannelBadge badge={channelBadge(channel)} />
                    </HStack>
                  </Card.Body>
                </Card.Root>
              </LinkBox>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
