import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { OverlayCountdown, PlayerOverlay } from './player-overlay';
import { Link as RouterLink } from 'react-router-dom';
import { secondsLeft } from '../model/countdown';
import { useCountdown } from './use-countdown';

/**
 * The end-of-video overlay of a track video (spec 1 §4 "Ended shows an 'up next' countdown to the
 * next track item, then goes to it automatically. Cancel stops the countdown"; spec 2 §2 "next video
 * and a continue button … after all, a congratulations message and a continue link to the homepage").
 */
export function UpNextOverlay({
  next,
  congratulations,
  onGo,
  onClose,
}: {
  next: { name: string; href: string } | null;
  congratulations: boolean;
  onGo: (href: string) => void;
  /** Hides the overlay (after Cancel), uncovering the player. */
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const countdown = useCountdown(next !== null, () => next && onGo(next.href));
  return (
    <PlayerOverlay data-testid="end-of-video-overlay">
      {congratulations ? (
        <Stack gap="3" align="center" role="status" data-testid="queue-congratulations">
          <Text fontSize="xl" fontWeight="semibold">
            {t('queue-congratulations')}
          </Text>
          <Text>{t('queue-congratulations-text')}</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/home" data-testid="queue-continue-home">
              {t('queue-continue-home')}
            </RouterLink>
          </Button>
        </Stack>
      ) : next ? (
        <Stack gap="3" align="center" maxW="md" w="100%" data-testid="up-next">
          <Text fontSize="sm" textTransform="uppercase" letterSpacing="wide">
            {t('upnext-title')}
          </Text>
          <Text fontSize="lg" fontWeight="semibold" data-testid="up-next-name">
            {next.name}
          </Text>
          {countdown.cancelled ? (
            <Text data-testid="up-next-cancelled">{t('upnext-cancelled')}</Text>
          ) : (
            <OverlayCountdown
              text={t('upnext-countdown', { seconds: secondsLeft(countdown.remaining) })}
              remaining={countdown.remaining}
              testId="up-next-countdown"
            />
          )}
          <HStack gap="3">
            {countdown.cancelled ? (
              <Button variant="outline" color="white" onClick={onClose} data-testid="up-next-close">
                {t('upnext-close')}
              </Button>
            ) : (
              <Button variant="outline" color="white" onClick={countdown.cancel} data-testid="up-next-cancel">
                {t('upnext-cancel')}
              </Button>
            )}
            <Button colorPalette="brand" onClick={() => onGo(next.href)} data-testid="up-next-play">
              {t('upnext-play-now')}
            </Button>
          </HStack>
        </Stack>
      ) : null}
    </PlayerOverlay>
  );
}

/**
 * The end of a track video the member skipped through: it does not count as watched (the server
 * decides from the time actually watched), so the next video stays locked; the member is told why.
 */
export function UnwatchedOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <PlayerOverlay data-testid="end-of-video-overlay">
      <Stack gap="3" align="center" maxW="md" role="status" data-testid="queue-unwatched">
        <Text fontSize="lg" fontWeight="semibold">
          {t('queue-unwatched')}
        </Text>
        <Text>{t('queue-unwatched-text')}</Text>
        <Button variant="outline" color="white" onClick={onClose} data-testid="queue-unwatched-close">
          {t('upnext-close')}
        </Button>
      </Stack>
    </PlayerOverlay>
  );
}
