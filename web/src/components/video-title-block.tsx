import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The watched video's title, the page's h1, with the lines under it (the video page: its channel; the
 * public embed page: abstract and date): one look for both pages that play a video.
 */
export function VideoTitleBlock({
  name,
  testId,
  children,
}: {
  name: string;
  /** The heading's data-testid. */
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap="1">
      <Heading as="h1" size="xl" data-testid={testId}>
        {name}
      </Heading>
      {children}
    </Stack>
  );
}
