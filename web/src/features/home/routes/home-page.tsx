import { Box, Heading } from '@chakra-ui/react';
import { useTenant } from '../../../lib/app-context';

/** /home: the member's landing page in the workspace. */
export function HomePage() {
  const { branding } = useTenant();
  return (
    <Box p="6">
      <Heading as="h1">{branding.name}</Heading>
    </Box>
  );
}
