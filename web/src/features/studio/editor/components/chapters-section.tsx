import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubtitleChapter } from '#shared/api';
import { HeadedSection } from '../../components/headed-section';

/** An editor tab's section that lists the document's chapters, one card each, or says there are none. */
export function ChaptersSection({
  headingId,
  heading,
  chapters,
  children,
}: {
  headingId: string;
  heading: string;
  chapters: readonly SubtitleChapter[];
  children: (chapter: SubtitleChapter, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <HeadedSection headingId={headingId} heading={heading} gap="3">
      {chapters.length === 0 && <Text color="fg.muted">{t('editor-no-chapters')}</Text>}
      {chapters.map((chapter, index) => children(chapter, index))}
    </HeadedSection>
  );
}
