import { HStack, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chaptersToCues,
  parseSubtitleFile,
  serializeSrt,
  serializeWebVtt,
  type Cue,
} from '#shared/domain/chapters-subtitles';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { notify } from '../../../../components/notices';
import type { StudioSectionProps } from '../../model/sections';
import { ChapterTabLayout } from '../components/chapter-tab-layout';
import { EditorShell, type EditorTabProps } from '../components/editor-shell';
import { EditorToolButton } from '../components/editor-tool-button';
import { TimeField } from '../components/fields';
import { ManuscriptField, useManuscriptEditing } from '../components/manuscript-field';
import { updateChapter, withCues } from '../model/document';
import { TranscriptionStatus } from '../../transcription/transcription-status';
import { downloadText } from '../../../../lib/download-file';

/** Longest subtitle file read in the browser (bytes). */
const SUBTITLE_FILE_MAX = 2_000_000;

function Manuscript({ editor, playhead }: EditorTabProps) {
  const { t } = useTranslation();
  const { doc, change } = editor;
  // Spec 2 §5 "only one field can be edited at a time": one manuscript open, applied or cancelled.
  const manuscripts = useManuscriptEditing(doc, change);
  const [uploaded, setUploaded] = useState<Cue[] | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);

  const read = async (file: File) => {
    try {
      if (file.size > SUBTITLE_FILE_MAX) throw new Error(t('editor-subtitle-too-large'));
      const cues = parseSubtitleFile(file.name, await file.text());
      if (cues.length === 0) throw new Error(t('editor-subtitle-empty'));
      setUploaded(cues);
    } catch (error) {
      notify.error(t('editor-subtitle-unreadable'), error instanceof Error ? error.message : undefined);
    }
  };
  const cues = () => chaptersToCues(doc.chapters, editor.durationSeconds);

  return (
    <ChapterTabLayout
      editor={editor}
      playhead={playhead}
      tools={{
        headingId: 'editor-subtitles-heading',
        heading: t('editor-subtitles'),
        intro: t('editor-subtitles-intro'),
        content: (
          <HStack gap="2" wrap="wrap">
            <EditorToolButton onClick={() => fileInput.current?.click()} data-testid="editor-subtitle-upload">
              {t('editor-subtitle-upload')}
            </EditorToolButton>
            <input
              ref={fileInput}
              type="file"
              accept=".vtt,.srt,text/vtt"
              hidden
              aria-label={t('editor-subtitle-upload')}
              data-testid="editor-subtitle-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void read(file);
              }}
            />
            <EditorToolButton
              onClick={() =>
                downloadText(`subtitles-${editor.language}.vtt`, serializeWebVtt(cues()), 'text/vtt')
              }
            >
              {t('editor-subtitle-download-vtt')}
            </EditorToolButton>
            <EditorToolButton
              onClick={() =>
                downloadText(`subtitles-${editor.language}.srt`, serializeSrt(cues()), 'application/x-subrip')
              }
            >
              {t('editor-subtitle-download-srt')}
            </EditorToolButton>
          </HStack>
        ),
      }}
      chapters={{
        headingId: 'editor-manuscript-heading',
        heading: t('editor-manuscript'),
        cardTestId: 'editor-manuscript-chapter',
        cardGap: '2',
        children: (chapter, i) => (
          <>
            {chapter.endSeconds !== undefined && (
              <TimeField
                label={t('editor-cue-end')}
                name={`chapter-${i}-end`}
                seconds={chapter.endSeconds}
                onChange={(s) => change(updateChapter(doc, i, { endSeconds: s }))}
              />
            )}
            <ManuscriptField index={i} chapter={chapter} editing={manuscripts} />
          </>
        ),
      }}
    >
      {uploaded && (
        <ConfirmDialog
          title={t('editor-subtitle-upload')}
          text={t('editor-subtitle-replace', { count: uploaded.length })}
          actionLabel={t('editor-subtitle-replace-action')}
          onConfirm={async () => change(withCues(doc, uploaded))}
          onClose={() => setUploaded(null)}
          testId="editor-subtitle-confirm"
        />
      )}
    </ChapterTabLayout>
  );
}

/**
 * Editing tab `manuscript` (spec 2 §2 "manuscript (transcript)"): each chapter's spoken text, which the
 * subtitles are made of; subtitle files (WebVTT, SRT) uploaded as chapters and edited cue by cue.
 */
export function ManuscriptTab(props: StudioSectionProps) {
  return (
    <Stack gap="4">
      <TranscriptionStatus
        videoId={props.video.id}
        version={props.video.version}
        language={props.video.masterLanguage}
      />
      <EditorShell {...props}>{(tab) => <Manuscript {...tab} />}</EditorShell>
    </Stack>
  );
}
