import { Heading, Stack, Text, type HeadingProps } from '@chakra-ui/react';
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

/**
 * A page's h1 naming one thing (a video, a production order) under the muted line that says which kind of
 * page it is. A fragment: the two sit in the caller's own stack, beside what else it puts there.
 */
export function TitleWithEyebrow({
  eyebrow,
  size,
  testId,
  children,
}: {
  eyebrow: ReactNode;
  size: HeadingProps['size'];
  testId: string;
  children: ReactNode;
}) {
  return (
    <>
      <Text textStyle="sm" color="fg.muted">
        {eyebrow}
      </Text>
      <Heading as="h1" size={size} data-testid={testId}>
        {children}
      </Heading>
    </>
  );
}
