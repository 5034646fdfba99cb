import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { HeadingWithIntro } from '../../../components/heading-with-intro';

/** A studio panel's section, labelled by its h3 (and introduced by a muted line); its content follows. */
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
      <HeadingWithIntro as="h3" size="md" id={headingId} intro={intro}>
        {heading}
      </HeadingWithIntro>
      {children}
    </Stack>
  );
}
