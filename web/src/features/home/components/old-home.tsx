import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ChannelBadge } from '../../../components/channel-drill-down-menu';
import { channelBadge } from '../../../components/channel-groups';
import { channelAnchor, useChannelHref } from '../../../components/use-channel-data';
import { useHasPage } from '../../../components/use-has-page';
import { useTenant } from '../../../lib/app-context';
import { HomeChannelsState, HomeSection, useGroupTitles, useHomeChannels } from './channel-sections';
import { bannerBackground } from '../model/home-banner';
import { ContinueWatching, OpenMandatoryTraining } from './home-sections';

/**
 * The old home page: the organization's name (on the tube's background image when it has one), what to
 * continue, the open mandatory training, then compact channel lists, one per group.
 */
export function OldHome() {
  const { t } = useTranslation();
  const { branding } = useTenant();
  const hasPage = useHasPage();
  const href = useChannelHref();
  const linked = hasPage('/channel/any/home');
  const { groups, isLoading, error, retry } = useHomeChannels();
  const titles = useGroupTitles();
  const banner = bannerBackground(branding.backgroundImage);
  return (
    <Box data-testid="home-old" maxW="5xl">
      {banner ? (
        <Box
          rounded="xl"
          px={{ base: '5', md: '8' }}
          py={{ base: '6', md: '10' }}
          mb="8"
          style={banner}
          data-testid="home-banner"
        >
          <Heading as="h1" size="2xl" mb="1" color="inherit">
            {branding.name}
          </Heading>
          <Text>{t('home-intro', { name: branding.name })}</Text>
        </Box>
      ) : (
        <>
          <Heading as="h1" size="2xl" mb="1">
            {branding.name}
          </Heading>
          <Text color="fg.muted" mb="8">
            {t('home-intro', { name: branding.name })}
          </Text>
        </>
      )}
      <Stack gap="8">
        <ContinueWatching />
        <OpenMandatoryTraining />
        <HomeChannelsState isLoading={isLoading} error={error} empty={groups.length === 0} retry={retry} />
        {groups.map((group) => (
          <HomeSection key={group.id} id={`home-${group.id}`} title={titles[group.id]}>
            <Stack
              as="ul"
              listStyleType="none"
              gap="0"
              borderWidth="1px"
              borderColor="border"
              rounded="md"
              bg="bg.panel"
            >
              {group.channels.map((channel, index) => (
                <HStack
                  as="li"
                  key={channel.id}
                  id={channelAnchor(channel.id)}
                  scrollMarginTop="20"
                  px="4"
                  py="3"
                  borderTopWidth={index === 0 ? '0' : '1px'}
                  borderColor="border"
                >
                  {linked ? (
                    <Link asChild flex="1" fontWeight="medium">
                      <RouterLink to={href(channel)}>{channel.name}</RouterLink>
                    </Link>
                  ) : (
                    <Text flex="1" fontWeight="medium">
                      {channel.name}
                    </Text>
                  )}
                  <ChannelBadge badge={channelBadge(channel)} />
                </HStack>
              ))}
            </Stack>
          </HomeSection>
        ))}
      </Stack>
    </Box>
  );
}
