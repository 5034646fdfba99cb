import { Heading, Text, type HeadingProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A section's heading and the muted line that introduces it. The heading's element, size and id stay
 * the caller's: they depend on where the section sits in the page's outline.
 */
export function HeadingWithIntro({
  title,
  intro,
  ...heading
}: Omit<HeadingProps, 'title'> & { title: ReactNode; intro: ReactNode }) {
  return (
    <>
      <Heading {...heading}>{title}</Heading>
      <Text textStyle="sm" color="fg.muted">
        {intro}
      </Text>
    </>
  );
}
