import { Stack, type StackProps } from '@chakra-ui/react';

/**
 * A bordered part of a page (a form beside others, a pane, a bar of actions): the one frame they share.
 * Padding 4 unless the caller's part is a denser one.
 */
export function Panel(props: StackProps) {
  return <Stack borderWidth="1px" borderRadius="md" p="4" {...props} />;
}
