import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A studio panel's section: an h3 that labels it (aria-labelledby) and, where the panel explains
 * itself, a muted intro line under it; its content follows.
 */
export function HeadedSection({
  headingId,
  heading,
  intro,
  gap,
  testId,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  intro?: ReactNode;
  gap: '2' | '3';
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Stack as="section" aria-labelledby={headingId} gap={gap} data-testid={testId}>
      <Heading as="h3" size="md" id={headingId}>
        {heading}
      </Heading>
      {intro && (
        <Text textStyle="sm" color="fg.muted">
          {intro}
        </Text>
      )}
      {children}
    </Stack>
  );
}
