import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A part of a page under its own h2 heading, which names the section for screen readers. */
export function TitledSection({
  id,
  title,
  size = 'md',
  gap,
  testId,
  children,
}: {
  /** The heading's id (the section's aria-labelledby). */
  id: string;
  title: ReactNode;
  size?: 'md' | 'lg';
  gap: '2' | '3' | '4';
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap={gap} as="section" aria-labelledby={id} data-testid={testId}>
      <Heading as="h2" size={size} id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
