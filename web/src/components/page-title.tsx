import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A page's (or a page-sized section's) title with the muted line that says what it is for. */
export function PageTitle({
  title,
  intro,
  as = 'h1',
  size = '2xl',
}: {
  title: ReactNode;
  intro: ReactNode;
  as?: 'h1' | 'h2';
  size?: '2xl' | 'lg';
}) {
  return (
    <Stack gap="1">
      <Heading as={as} size={size}>
        {title}
      </Heading>
      <Text color="fg.muted">{intro}</Text>
    </Stack>
  );
}
