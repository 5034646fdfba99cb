import { Box, type BoxProps } from '@chakra-ui/react';

/** A message in the player's frame: white, centred, padded (placeholders and overlays alike). */
export const PLAYER_MESSAGE = {
  color: 'white',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  p: '6',
  textAlign: 'center',
} as const satisfies BoxProps;

/** The player's black 16:9 frame with a centred message, where no video plays (yet). */
export function PlayerPlaceholder(props: BoxProps) {
  return <Box bg="black" borderRadius="md" aspectRatio={16 / 9} {...PLAYER_MESSAGE} {...props} />;
}
