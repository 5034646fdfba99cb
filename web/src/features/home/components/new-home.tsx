import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/app-context';
import { useSession } from '../../../lib/session';
import { ChannelGrid } from '../../../components/channel-card';
import { HomeChannelsState, HomeSection, useGroupTitles, useHomeChannels } from './channel-sections';
import { bannerBackground } from '../model/home-banner';
import { ContinueWatching, OpenMandatoryTraining } from './home-sections';

/**
 * The new home page (new-home-page flag with configuration tube): a branded welcome (on the tube's
 * background image when it has one), what to continue, the open mandatory training, then channel cards.
 */
export function NewHome() {
  const { t } = useTranslation();
  const { branding } = useTenant();
  const session = useSession();
  const { groups, isLoading, error, retry } = useHomeChannels();
  const titles = useGroupTitles();
  const name = session.initData?.userData.profile.firstName || session.initData?.userData.displayName;
  return (
    <Stack gap="10" maxW="7xl" data-testid="home-new">
      <Box
        bg="brand.solid"
        color="brand.contrast"
        rounded="xl"
        px={{ base: '5', md: '8' }}
        py={{ base: '6', md: '10' }}
        style={bannerBackground(branding.backgroundImage)}
        data-testid="home-hero"
      >
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="inherit">
          {name ? t('home-welcome-name', { name }) : t('home-welcome')}
        </Heading>
        <Text mt="2">{t('home-intro', { name: branding.name })}</Text>
      </Box>
      <ContinueWatching />
      <OpenMandatoryTraining />
      <HomeChannelsState isLoading={isLoading} error={error} empty={groups.length === 0} retry={retry} />
      {groups.map((group) => (
        <HomeSection key={group.id} id={`home-${group.id}`} title={titles[group.id]}>
          <ChannelGrid channels={group.channels} />
        </HomeSection>
      ))}
    </Stack>
  );
}
