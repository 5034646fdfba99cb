import { Box, Button, Card, HStack, Kbd, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Fragment, type ReactNode } from 'react';
import type { TranslationTaskView } from '#shared/api/endpoints/video-translation';
import { ChapterCard, useChapterHeading } from '../../editor/components/chapter-card';
import { formatTime } from '../../editor/model/timeline';
import {
  chapterRows,
  linkRows,
  valueAt,
  type ChapterRow,
  type DraftPath,
  type TranslationDraft,
} from '../model/translation-draft';
import { TranslationField } from './translation-field';

/** What every tab gets: the task, the draft, how a field changes and its problem's text. */
export interface TranslationTabProps {
  view: TranslationTaskView;
  draft: TranslationDraft;
  edit: (path: DraftPath, value: string) => void;
  problem: (path: DraftPath) => string | undefined;
}

/** A field of the draft beside the master's text. */
function DraftField({
  tab,
  path,
  label,
  master,
  rows,
}: {
  tab: TranslationTabProps;
  path: DraftPath;
  label: string;
  master: string;
  rows?: number;
}) {
  return (
    <TranslationField
      path={path}
      label={label}
      master={master}
      masterLanguage={tab.view.masterLanguage}
      targetLanguage={tab.view.translation.language}
      value={valueAt(tab.draft, path)}
      onChange={(value) => tab.edit(path, value)}
      rows={rows}
      problem={tab.problem(path)}
    />
  );
}

function Empty({ children }: { children: string }) {
  return <Text color="fg.muted">{children}</Text>;
}

/** A tab's rows (chapters or links) one under the other, or the tab's message when it has none. */
function RowsOrEmpty<Row extends { index: number }>({
  rows,
  empty,
  children,
}: {
  rows: readonly Row[];
  empty: string;
  children: (row: Row) => ReactNode;
}) {
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    <Stack gap="3">
      {rows.map((row) => (
        <Fragment key={row.index}>{children(row)}</Fragment>
      ))}
    </Stack>
  );
}

/** A card per chapter row, headed with its number and start, holding what a tab shows of it. */
function ChapterRowCards({
  rows,
  empty,
  testId,
  children,
}: {
  rows: readonly ChapterRow[];
  empty: string;
  testId: string;
  children: (row: ChapterRow) => ReactNode;
}) {
  const chapterHeading = useChapterHeading();
  return (
    <RowsOrEmpty rows={rows} empty={empty}>
      {(row) => (
        <ChapterCard
          heading={chapterHeading(row.index, row.startSeconds)}
          actions={null}
          gap="3"
          data-testid={testId}
        >
          {children(row)}
        </ChapterCard>
      )}
    </RowsOrEmpty>
  );
}

/** Tab `title` (spec 2 §2 "title (title and description)"): the name, description and abstract. */
export function TitleTab(tab: TranslationTabProps) {
  const { t } = useTranslation();
  const fields: { path: keyof TranslationTaskView['master']; label: string; rows?: number }[] = [
    { path: 'name', label: t('studio-field-title') },
    { path: 'description', label: t('studio-field-description'), rows: 6 },
    { path: 'abstract', label: t('studio-field-abstract'), rows: 3 },
  ];
  return (
    <Stack gap="5">
      {fields.map(({ path, label, rows }) => (
        <DraftField
          key={path}
          tab={tab}
          path={path}
          label={label}
          master={tab.view.master[path]}
          rows={rows}
        />
      ))}
    </Stack>
  );
}

/**
 * Tab `effects`: the caption of each chapter's text effect; keyboard effects are shown (their keys are
 * not translated).
 */
export function EffectsTab(tab: TranslationTabProps) {
  const { t } = useTranslation();
  return (
    <ChapterRowCards
      rows={chapterRows(tab.view).filter((row) => row.textEffect || row.keys)}
      empty={t('translate-no-effects')}
      testId="translate-effect-chapter"
    >
      {(row) => (
        <>
          {row.textEffect && (
            <>
              {!row.textEffect.enabled && (
                <Text textStyle="sm" color="fg.muted">
                  {t('translate-effect-off')}
                </Text>
              )}
              <DraftField
                tab={tab}
                path={`chapters.${row.index}.effectText`}
                label={t('editor-text-effect-text')}
                master={row.master.effectText}
              />
            </>
          )}
          {row.keys && (
            <Stack gap="1" data-testid="translate-keyboard-effect">
              <HStack gap="2" wrap="wrap">
                <Text textStyle="sm" fontWeight="medium">
                  {t('editor-keyboard-effect')}
                </Text>
                <Kbd>{row.keys}</Kbd>
              </HStack>
              <Text textStyle="sm" color="fg.muted">
                {t('translate-keys-kept')}
              </Text>
            </Stack>
          )}
        </>
      )}
    </ChapterRowCards>
  );
}

/** Tab `manuscript` (subtitles): each chapter's title and manuscript; its timing stays the master's. */
export function ManuscriptTab(tab: TranslationTabProps) {
  const { t } = useTranslation();
  return (
    <ChapterRowCards
      rows={chapterRows(tab.view)}
      empty={t('translate-no-chapters')}
      testId="translate-chapter"
    >
      {(row) => (
        <>
          <Text textStyle="sm" color="fg.muted">
            {t('translate-timing-kept', { time: formatTime(row.startSeconds) })}
          </Text>
          {row.hasTitle && (
            <DraftField
              tab={tab}
              path={`chapters.${row.index}.title`}
              label={t('editor-chapter-title')}
              master={row.master.title}
            />
          )}
          <DraftField
            tab={tab}
            path={`chapters.${row.index}.manuscript`}
            label={t('editor-manuscript')}
            master={row.master.manuscript}
            rows={4}
          />
        </>
      )}
    </ChapterRowCards>
  );
}

/**
 * Tab `quick-guide` (read-only): the chapters that are pages of the quick guide, each with the translated
 * manuscript its page will show; the manuscripts are changed on the manuscript tab.
 */
export function QuickGuideTab({
  onOpenManuscript,
  ...tab
}: TranslationTabProps & { onOpenManuscript: () => void }) {
  const { t } = useTranslation();
  const chapterHeading = useChapterHeading();
  const pages = chapterRows(tab.view).filter((row) => row.quickGuide);
  return (
    <Stack gap="3">
      <Text color="fg.muted">{t('translate-quick-guide-intro')}</Text>
      <HStack gap="3" wrap="wrap">
        <Text textStyle="sm" fontWeight="medium" data-testid="translate-quick-guide-pages">
          {t('editor-quick-guide-pages', { count: pages.length })}
        </Text>
        <Button
          size="xs"
          variant="outline"
          colorPalette="gray"
          onClick={onOpenManuscript}
          data-testid="translate-open-manuscript"
        >
          {t('translate-quick-guide-edit')}
        </Button>
      </HStack>
      {pages.length === 0 && <Empty>{t('translate-no-quick-guide')}</Empty>}
      {pages.map((row) => {
        const manuscript = tab.draft.chapters[row.index]?.manuscript ?? '';
        return (
          <ChapterCard
            key={row.index}
            heading={chapterHeading(row.index, row.startSeconds)}
            actions={null}
            gap="2"
            data-testid="translate-quick-guide-page"
          >
            {manuscript ? (
              <Text whiteSpace="pre-wrap" lang={tab.view.translation.language}>
                {manuscript}
              </Text>
            ) : (
              <Text color="fg.muted">{t('editor-manuscript-empty')}</Text>
            )}
          </ChapterCard>
        );
      })}
    </Stack>
  );
}

/** Tab `links`: each link's title; its address and time stay the master's. */
export function LinksTab(tab: TranslationTabProps) {
  const { t } = useTranslation();
  return (
    <RowsOrEmpty rows={linkRows(tab.view)} empty={t('editor-no-links')}>
      {(row) => (
        <Card.Root size="sm" data-testid="translate-link">
          <Card.Body>
            <Stack gap="3">
              <Box textStyle="sm">
                <Text>
                  {t('editor-link-url')}:{' '}
                  <Link href={row.url} target="_blank" rel="noreferrer" data-testid="translate-link-url">
                    {row.url}
                  </Link>
                </Text>
                <Text color="fg.muted">
                  {t('translate-url-kept', { time: formatTime(row.startSeconds) })}
                </Text>
              </Box>
              <DraftField
                tab={tab}
                path={`links.${row.index}.title`}
                label={t('editor-link-title')}
                master={row.masterTitle}
              />
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </RowsOrEmpty>
  );
}
