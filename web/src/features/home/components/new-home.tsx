import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/app-context';
import { useSession } from '../../../lib/session';
import {
  ChannelGrid,
  HomeEmpty,
  HomeLoading,
  HomeSection,
  useGroupTitles,
  useHomeChannels,
} from './channel-sections';
import { ContinueWatching, OpenMandatoryTraining } from './home-sections';

/**
 * The new home page (new-home-page flag with configuration tube): a branded welcome, what to continue,
 * the open mandatory training, then channel cards.
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
        data-testid="home-hero"
      >
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="inherit">
          {name ? t('home-welcome-name', { name }) : t('home-welcome')}
        </Heading>
        <Text mt="2">{t('home-intro', { name: branding.name })}</Text>
      </Box>
      <ContinueWatching />
      <OpenMandatoryTraining />
      {isLoading && <HomeLoading />}
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title flex="1">{t('channels-load-failed')}</Alert.Title>
          <Button size="sm" variant="outline" onClick={retry}>
            {t('try-again')}
          </Button>
        </Alert.Root>
      )}
      {!isLoading && !error && groups.length === 0 && <HomeEmpty />}
      {groups.map((group) => (
        <HomeSection key={group.id} id={`home-${group.id}`} title={titles[group.id]}>
          <ChannelGrid channels={group.channels} />
        </HomeSection>
      ))}
    </Stack>
  );
}
