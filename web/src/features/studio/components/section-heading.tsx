import { Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A studio panel's h3 (its id labels the section) and, where the panel explains itself, a muted intro. */
export function SectionHeading({
  id,
  heading,
  intro,
}: {
  id: string;
  heading: ReactNode;
  intro?: ReactNode;
}) {
  return (
    <>
      <Heading as="h3" size="md" id={id}>
        {heading}
      </Heading>
      {intro && (
        <Text textStyle="sm" color="fg.muted">
          {intro}
        </Text>
      )}
    </>
  );
}
