import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { sectionPath } from '../lib/studio-paths';

/** A text link that opens a section of a video's version in the studio (lib/studio-paths.ts). */
export function StudioSectionLink({
  section,
  videoId,
  version,
  testId,
  textStyle,
  children,
}: {
  section: string;
  videoId: string;
  version: number;
  testId: string;
  textStyle?: 'sm';
  children: ReactNode;
}) {
  return (
    <Link asChild textStyle={textStyle}>
      <RouterLink to={sectionPath(section, videoId, version)} data-testid={testId}>
        {children}
      </RouterLink>
    </Link>
  );
}
