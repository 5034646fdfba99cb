import { Box, type BoxProps } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';

/**
 * The one padding of pages inside the shell (issue 9 point 18: channel, video, search and list pages
 * touched the sidebar). The same values as the pages that pad themselves (tasks, tickets).
 */
export const PAGE_PADDING = { px: { base: '4', md: '6' }, py: { base: '4', md: '6' } } as const;

export function PageContainer(props: BoxProps) {
  return <Box {...PAGE_PADDING} width="100%" minW="0" flex="1" {...props} />;
}

/** A layout route: its child pages render inside the page container. */
export function PageContainerOutlet() {
  return (
    <PageContainer data-testid="page-container">
      <Outlet />
    </PageContainer>
  );
}
