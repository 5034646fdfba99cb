import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The player's "video-player-error" text over the video (spec 1 §8), for the member and public players. */
export function PlayerErrorOverlay({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Box
      position="absolute"
      inset="0"
      display="flex"
      alignItems="center"
      justifyContent="center"
      bg="blackAlpha.800"
      color="white"
      p="6"
      textAlign="center"
      role="alert"
      data-testid={testId}
    >
      {t('video-player-error')}
    </Box>
  );
}
