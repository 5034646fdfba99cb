import { Button, Center, Heading, Image, Stack } from '@chakra-ui/react';
import { DEFAULT_LOGO_PATH } from '#shared/domain/themes';
import { safeT } from '../lib/safe-t';

/** A failure the app cannot continue from (e.g. no configuration); the visitor can try again. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Center as="main" minH="100dvh" bg="bg" px="6">
      <Stack align="center" gap="6" textAlign="center" role="alert">
        <Image src={DEFAULT_LOGO_PATH} alt="" width="16" height="16" />
        <Heading as="h1" size="xl">
          {safeT('error-generic', 'Oops! Something went wrong')}
        </Heading>
        <Button colorPalette="brand" onClick={onRetry}>
          {safeT('try-again', 'Try again')}
        </Button>
      </Stack>
    </Center>
  );
}
