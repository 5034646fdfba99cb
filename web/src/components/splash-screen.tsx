import { Center, Image, Spinner, Stack, VisuallyHidden } from '@chakra-ui/react';
import { DEFAULT_LOGO_PATH } from '#shared/domain/themes';
import { safeT } from '../lib/safe-t';

/**
 * Shown while startup checks configuration, dictionary, organization and session (spec 2 §2: "Splash
 * screen while authentication is checked"). Neutral product look: the tenant is not known yet.
 */
export function SplashScreen() {
  return (
    <Center minH="100dvh" bg="bg" role="status" aria-live="polite">
      <Stack align="center" gap="6">
        <Image src={DEFAULT_LOGO_PATH} alt="" width="20" height="20" animation="pulse" />
        <Spinner size="lg" color="colorPalette.solid" borderWidth="3px" />
        <VisuallyHidden>{safeT('loading', 'Loading')}</VisuallyHidden>
      </Stack>
    </Center>
  );
}
