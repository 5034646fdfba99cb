import { Stack } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { HeadedSection } from '../../components/headed-section';
import { ChaptersSection } from './chapters-section';
import type { EditorTabProps } from './editor-shell';

/**
 * The layout of the editor tabs that work chapter by chapter (effects, manuscript): first a section of
 * tools for the whole video, then the document's chapters, whose "Go to" moves the play-head.
 */
export function ChapterTabLayout({
  editor,
  playhead,
  tools,
  chapters,
  children,
}: EditorTabProps & {
  /** The tools' section: its heading (and the heading's id), the line introducing it, and the tools. */
  tools: { headingId: string; heading: string; intro: string; content: ReactNode };
  /** The chapters' section, but for the chapters and where "Go to" goes: the document's and the player's. */
  chapters: Omit<ComponentProps<typeof ChaptersSection>, 'chapters' | 'onGoTo'>;
  /** What follows both sections (a dialog). */
  children?: ReactNode;
}) {
  return (
    <Stack gap="5">
      <HeadedSection headingId={tools.headingId} heading={tools.heading} intro={tools.intro} gap="2">
        {tools.content}
      </HeadedSection>
      <ChaptersSection {...chapters} chapters={editor.doc.chapters} onGoTo={playhead.seek} />
      {children}
    </Stack>
  );
}
