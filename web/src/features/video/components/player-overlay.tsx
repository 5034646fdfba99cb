import { Box, Progress, Text, type BoxProps } from '@chakra-ui/react';
import { PLAYER_MESSAGE } from '../../../components/player/player-placeholder';
import { elapsedPercent } from '../model/countdown';

/** The dimmed layer over the player the end-of-video and chapter-link overlays are drawn on. */
export function PlayerOverlay(props: BoxProps) {
  return <Box position="absolute" inset="0" bg="blackAlpha.800" {...PLAYER_MESSAGE} {...props} />;
}

/** An overlay's countdown: its text (a timer screen readers do not read out each second) and its bar. */
export function OverlayCountdown({
  text,
  remaining,
  testId,
}: {
  text: string;
  remaining: number;
  testId: string;
}) {
  return (
    <>
      <Text role="timer" aria-live="off" data-testid={testId}>
        {text}
      </Text>
      <Progress.Root value={elapsedPercent(remaining)} size="xs" w="100%" aria-hidden>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </>
  );
}
