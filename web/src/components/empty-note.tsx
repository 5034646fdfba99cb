import { Text } from '@chakra-ui/react';

/** The muted line that stands where a list would be when it has nothing to show. */
export function EmptyNote({ testId, children }: { testId: string; children: string }) {
  return (
    <Text color="fg.muted" data-testid={testId}>
      {children}
    </Text>
  );
}
