import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The app's grid of cards (channels, a channel's videos): a list, one to four columns by width. */
export function CardGrid({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 1, sm: 2, lg: 3, '2xl': 4 }}
      gap="3"
      data-testid={testId}
    >
      {children}
    </SimpleGrid>
  );
}
