import { Heading, Text, type HeadingProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A section's heading (its children) and, where the section explains itself, the muted line that
 * introduces it. The heading's element, size
 * and id stay the caller's: they depend on where the section sits in the page's outline.
 */
export function HeadingWithIntro({ intro, ...heading }: HeadingProps & { intro?: ReactNode }) {
  return (
    <>
      <Heading {...heading} />
      {intro && (
        <Text textStyle="sm" color="fg.muted">
          {intro}
        </Text>
      )}
    </>
  );
}
