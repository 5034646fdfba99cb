import { HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubtitleChapter } from '#shared/api';
import { HeadedSection } from '../../components/headed-section';
import { ChapterActionButton, ChapterCard, useChapterHeading } from './chapter-card';

/** What a tab puts in one chapter's card, given the chapter, its index and its heading. */
type ChapterPart = (chapter: SubtitleChapter, index: number, heading: string) => ReactNode;

/**
 * An editor tab's section that lists the document's chapters (or says there are none): each a card with
 * its heading, a "Go to" button that seeks the player to its start, the tab's own actions after it, and
 * the tab's fields.
 */
export function ChaptersSection({
  headingId,
  heading,
  chapters,
  onGoTo,
  cardTestId,
  cardGap,
  moreActions,
  children,
}: {
  headingId: string;
  heading: string;
  chapters: readonly SubtitleChapter[];
  onGoTo: (seconds: number) => void;
  cardTestId: string;
  cardGap: '2' | '3';
  moreActions?: ChapterPart;
  children: ChapterPart;
}) {
  const { t } = useTranslation();
  const chapterHeading = useChapterHeading();
  return (
    <HeadedSection headingId={headingId} heading={heading} gap="3">
      {chapters.length === 0 && <Text color="fg.muted">{t('editor-no-chapters')}</Text>}
      {chapters.map((chapter, i) => {
        const title = chapterHeading(i, chapter.startSeconds);
        const goTo = (
          <ChapterActionButton
            heading={title}
            colorPalette="gray"
            onClick={() => onGoTo(chapter.startSeconds)}
          >
            {t('editor-go-to')}
          </ChapterActionButton>
        );
        return (
          <ChapterCard
            key={`${chapter.startSeconds}-${i}`}
            data-testid={cardTestId}
            heading={title}
            gap={cardGap}
            actions={
              moreActions ? (
                <HStack gap="2">
                  {goTo}
                  {moreActions(chapter, i, title)}
                </HStack>
              ) : (
                goTo
              )
            }
          >
            {children(chapter, i, title)}
          </ChapterCard>
        );
      })}
    </HeadedSection>
  );
}
