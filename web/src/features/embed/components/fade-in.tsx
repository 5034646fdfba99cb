import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/** Shows its content after `delayMs`, fading in (spec 1 §2: "Messages fade in with delays"). */
export function FadeIn({ delayMs, children, ...props }: { delayMs: number } & BoxProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return (
    <Box
      {...props}
      data-shown={shown}
      opacity={shown ? 1 : 0}
      visibility={shown ? 'visible' : 'hidden'}
      transition="opacity 300ms ease-out"
    >
      {children}
    </Box>
  );
}
