import { Alert, AspectRatio, Box, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { QUICK_GUIDE_TEXTS } from '#shared/api';
import { LabelledCheckbox } from '../../../../components/form-bits';
import { useQuickGuide } from '../../api/quick-guide';
import { HeadingWithIntro } from '../../../../components/heading-with-intro';
import type { StudioSectionProps } from '../../model/sections';
import { ChapterActionButton, ChapterCard, useChapterHeading } from '../components/chapter-card';
import { EditorShell, type EditorTabProps } from '../components/editor-shell';
import { ManuscriptField, useManuscriptEditing } from '../components/manuscript-field';
import { updateChapter } from '../model/document';
import { quickGuideRows, savedPagesKey, type StillView } from '../model/quick-guide';

/** Why the stills are not coming, in the reader's words. */
const STILLS_MESSAGE_KEYS: Record<string, string> = {
  [QUICK_GUIDE_TEXTS.failed]: 'editor-quick-guide-failed',
  [QUICK_GUIDE_TEXTS.noMedia]: 'editor-quick-guide-waiting',
};

function Still({ still, label }: { still: StillView; label: string }) {
  const { t } = useTranslation();
  if (still.kind === 'shown') {
    return (
      <AspectRatio ratio={16 / 9} maxW="md">
        <Image src={still.url} alt={label} objectFit="contain" bg="black" data-testid="quick-guide-still" />
      </AspectRatio>
    );
  }
  return (
    <AspectRatio ratio={16 / 9} maxW="md">
      <Box bg="bg.muted" borderRadius="md" data-testid="quick-guide-still-pending" data-kind={still.kind}>
        <HStack gap="2" px="4">
          {still.kind === 'capturing' && <Spinner size="sm" aria-hidden />}
          <Text textStyle="sm" color="fg.muted">
            {still.kind === 'capturing'
              ? t('editor-quick-guide-capturing')
              : still.kind === 'unsaved'
                ? t('editor-quick-guide-unsaved')
                : t('editor-quick-guide-no-still')}
          </Text>
        </HStack>
      </Box>
    </AspectRatio>
  );
}

function QuickGuide({ editor, playhead, video }: EditorTabProps & Pick<StudioSectionProps, 'video'>) {
  const { t } = useTranslation();
  const chapterHeading = useChapterHeading();
  const { doc, change } = editor;
  const manuscripts = useManuscriptEditing(doc, change);
  const stills = useQuickGuide(video.id, video.version, editor.language);
  // A save that changes the guide's pages asks for their stills: read them again then.
  const savedKey = savedPagesKey(editor.save.saved.chapters);
  const { mutate } = stills;
  useEffect(() => {
    void mutate();
  }, [savedKey, mutate]);
  const rows = quickGuideRows(doc.chapters, editor.save.saved.chapters, stills.data);
  const pages = rows.filter((r) => r.marked).length;
  const message = stills.data?.message ? STILLS_MESSAGE_KEYS[stills.data.message] : undefined;

  return (
    <Stack gap="4" as="section" aria-labelledby="quick-guide-heading" data-testid="quick-guide">
      <Stack gap="1">
        <HeadingWithIntro as="h3" size="md" id="quick-guide-heading" intro={t('editor-quick-guide-intro')}>
          {t('editor-tab-quick-guide')}
        </HeadingWithIntro>
        <Text textStyle="sm" fontWeight="medium" aria-live="polite" data-testid="quick-guide-pages">
          {t('editor-quick-guide-pages', { count: pages })}
        </Text>
      </Stack>
      {message && (
        <Alert.Root status="warning" data-testid="quick-guide-stills-message">
          <Alert.Indicator />
          <Alert.Title>{t(message)}</Alert.Title>
        </Alert.Root>
      )}
      {rows.length === 0 && <Text color="fg.muted">{t('editor-no-chapters')}</Text>}
      {rows.map((row) => {
        const heading = chapterHeading(row.index, row.chapter.startSeconds);
        return (
          <ChapterCard
            key={`${row.chapter.startSeconds}-${row.index}`}
            variant={row.marked ? 'elevated' : 'outline'}
            data-testid="quick-guide-chapter"
            data-marked={row.marked}
            heading={heading}
            gap="3"
            actions={
              <ChapterActionButton
                heading={heading}
                colorPalette="gray"
                onClick={() => playhead.seek(row.chapter.startSeconds)}
              >
                {t('editor-go-to')}
              </ChapterActionButton>
            }
          >
            {row.allowed ? (
              <LabelledCheckbox
                checked={row.marked}
                onChange={(on) => change(updateChapter(doc, row.index, { quickGuide: on }))}
              >
                {t('editor-quick-guide-page')}
                <Text as="span" srOnly>
                  {` (${heading})`}
                </Text>
              </LabelledCheckbox>
            ) : (
              <Text textStyle="sm" color="fg.muted">
                {t('editor-problem-quick-guide')}
              </Text>
            )}
            {row.marked && row.still && (
              <>
                <Still still={row.still} label={t('editor-quick-guide-still', { chapter: heading })} />
                <ManuscriptField index={row.index} chapter={row.chapter} editing={manuscripts} />
              </>
            )}
          </ChapterCard>
        );
      })}
    </Stack>
  );
}

/**
 * Editing tab `quick-guide` (spec 2 §2; issue 12 "Quick guide"): the chapters chosen for the PDF guide
 * (never the first: spec 2 §5), each with the still taken at its start and its manuscript, edited in the
 * editor's document (autosave, undo/redo). Viewers download the guide from the video page.
 */
export function QuickGuideTab(props: StudioSectionProps) {
  return <EditorShell {...props}>{(tab) => <QuickGuide {...tab} video={props.video} />}</EditorShell>;
}
