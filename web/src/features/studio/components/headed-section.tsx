import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

/** A studio panel's section, labelled by its SectionHeading (h3 and intro); its content follows. */
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
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      {children}
    </Stack>
  );
}
