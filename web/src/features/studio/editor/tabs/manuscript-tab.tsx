import { Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
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
import { EditorShell, type EditorTabProps } from '../components/editor-shell';
import { TimeField } from '../components/fields';
import { ManuscriptField, useManuscriptEditing } from '../components/manuscript-field';
import { updateChapter, withCues } from '../model/document';
import { formatTime } from '../model/timeline';
import { TranscriptionStatus } from '../../transcription/transcription-status';

/** Longest subtitle file read in the browser (bytes). */
const SUBTITLE_FILE_MAX = 2_000_000;

function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
    <Stack gap="5">
      <Stack as="section" aria-labelledby="editor-subtitles-heading" gap="2">
        <Heading as="h3" size="md" id="editor-subtitles-heading">
          {t('editor-subtitles')}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {t('editor-subtitles-intro')}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            colorPalette="gray"
            onClick={() => fileInput.current?.click()}
            data-testid="editor-subtitle-upload"
          >
            {t('editor-subtitle-upload')}
          </Button>
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
          <Button
            size="sm"
            variant="outline"
            colorPalette="gray"
            onClick={() => download(`subtitles-${editor.language}.vtt`, serializeWebVtt(cues()), 'text/vtt')}
          >
            {t('editor-subtitle-download-vtt')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="gray"
            onClick={() =>
              download(`subtitles-${editor.language}.srt`, serializeSrt(cues()), 'application/x-subrip')
            }
          >
            {t('editor-subtitle-download-srt')}
          </Button>
        </HStack>
      </Stack>

      <Stack as="section" aria-labelledby="editor-manuscript-heading" gap="3">
        <Heading as="h3" size="md" id="editor-manuscript-heading">
          {t('editor-manuscript')}
        </Heading>
        {doc.chapters.length === 0 && <Text color="fg.muted">{t('editor-no-chapters')}</Text>}
        {doc.chapters.map((chapter, i) => {
          const heading = t('editor-chapter-heading', {
            number: i + 1,
            time: formatTime(chapter.startSeconds),
          });
          return (
            <Card.Root key={`${chapter.startSeconds}-${i}`} size="sm" data-testid="editor-manuscript-chapter">
              <Card.Body>
                <Stack gap="2">
                  <HStack justify="space-between" wrap="wrap">
                    <Heading as="h4" size="sm">
                      {heading}
                    </Heading>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="gray"
                      onClick={() => playhead.seek(chapter.startSeconds)}
                    >
                      {t('editor-go-to')}
                      <Text as="span" srOnly>
                        {heading}
                      </Text>
                    </Button>
                  </HStack>
                  {chapter.endSeconds !== undefined && (
                    <TimeField
                      label={t('editor-cue-end')}
                      name={`chapter-${i}-end`}
                      seconds={chapter.endSeconds}
                      onChange={(s) => change(updateChapter(doc, i, { endSeconds: s }))}
                    />
                  )}
                  <ManuscriptField index={i} chapter={chapter} editing={manuscripts} />
                </Stack>
              </Card.Body>
            </Card.Root>
          );
        })}
      </Stack>
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
    </Stack>
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
