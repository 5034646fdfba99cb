import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The padded frame of an admin page (the organization's and the training admin's): its title and the
 * muted intro above the page's content. What a visitor without the permission sees is the caller's.
 */
export interface AdminPageFrameProps {
  title: string;
  intro: string;
  testId?: string;
}

export function AdminPageFrame({
  title,
  intro,
  testId,
  children,
}: AdminPageFrameProps & { children: ReactNode }) {
  return (
    <Box px={{ base: '4', md: '8' }} py="6" maxW="6xl" width="100%" data-testid={testId}>
      <Stack gap="1" mb="6">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{intro}</Text>
      </Stack>
      {children}
    </Box>
  );
}
