import { Box, type BoxProps } from '@chakra-ui/react';

/** The dimmed layer over the player the end-of-video and chapter-link overlays are drawn on. */
export function PlayerOverlay(props: BoxProps) {
  return (
    <Box
      position="absolute"
      inset="0"
      bg="blackAlpha.800"
      color="white"
      display="flex"
      alignItems="center"
      justifyContent="center"
      p="6"
      textAlign="center"
      {...props}
    />
  );
}
