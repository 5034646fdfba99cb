import { Badge, Box, Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceOverView } from '#shared/api';
import type { UiLanguage } from '#shared/domain/languages';
import { VOICE_OVER_MODES, VOICE_PAUSE_MS, VOICE_SPEED, type VoiceOverMode } from '#shared/domain/voice-over';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { FormError, LabelledCheckbox } from '../../../../components/form-bits';
import { ListTable } from '../../../../components/list-table';
import { notify } from '../../../../components/notices';
import { SelectField } from '../../../../components/select-field';
import { refusalMessage } from '../../../../lib/refusal-message';
import { languageLabel } from '../../../../lib/select-options';
import { useDialogSubmit } from '../../../../lib/use-dialog-submit';
import { deleteVoiceOver, generateVoiceOver, uploadRecording } from '../../api/voice-over';
import { ChapterCard, useChapterHeading } from '../../editor/components/chapter-card';
import {
  applyToAll,
  chapterProblems,
  fitSummary,
  generatePayload,
  initialDraft,
  seconds,
  setChapter,
  type VoiceOverLanguageView,
} from '../model/voice-over-form';
import { RecordingError, toTrackWav } from '../model/recording-wav';

/**
 * The voice-over of one language (spec 2 §2 voice-over / voice-annotation tabs; issue 14): the voice, and
 * per chapter its speed, pause and whether a recorded voice (an audio file, converted here to the track's
 * format and uploaded) replaces the computer's; "Generate" makes the track and shows where each chapter's
 * speech landed and which run past their chapter. The made track can be heard at once; the next render
 * of the video lists it in the player's audio menu. Mounted per language: the draft starts from what is
 * stored for it.
 */
export function VoiceOverEditor({
  videoId,
  language,
  made,
  onChanged,
}: {
  videoId: string;
  language: VoiceOverLanguageView;
  made: VoiceOverView | undefined;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const chapterHeading = useChapterHeading();
  const [draft, setDraft] = useState(() => initialDraft(language, made));
  const [uploading, setUploading] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const submit = useDialogSubmit();
  const code = language.language as UiLanguage;
  const problems = chapterProblems(draft, language.chapters);

  const generate = () => {
    if (problems.some((p) => p !== null)) return submit.setError(t('voice-over-fix-chapters'));
    void submit.run(async () => {
      const answer = await generateVoiceOver(generatePayload(videoId, code, draft));
      const summary = answer.voiceOver ? fitSummary(answer.voiceOver) : { fits: true as const };
      if (summary.fits) notify.success(t('voice-over-generated', { language: languageLabel(code) }));
      else notify.error(t('voice-over-overlong', { chapters: summary.chapters.join(', ') }));
      await onChanged();
    });
  };

  const record = async (index: number, file: File | undefined) => {
    if (!file) return;
    setUploading(index);
    try {
      await uploadRecording(videoId, code, index, await toTrackWav(file));
      setDraft((d) => setChapter(d, index, { recorded: true }));
      notify.success(t('voice-over-recording-uploaded', { chapter: index + 1 }));
    } catch (error) {
      notify.error(
        error instanceof RecordingError
          ? t(`voice-over-recording-${error.message}`)
          : refusalMessage(error, t('error-generic')),
      );
    } finally {
      setUploading(null);
    }
  };

  if (language.chapters.length === 0) {
    return (
      <Text color="fg.muted" data-testid="voice-over-no-chapters">
        {t('voice-over-no-chapters')}
      </Text>
    );
  }

  return (
    <Stack gap="5" data-testid="voice-over-editor" data-language={code}>
      <SelectField
        label={t('voice-over-voice')}
        value={draft.voice}
        onChange={(voice) => setDraft((d) => ({ ...d, voice }))}
        options={language.voices.map((v) => ({
          value: v.id,
          label: `${v.id} (${t(`voice-over-${v.gender.toLowerCase()}`)})`,
        }))}
        testId="voice-over-voice"
        maxW="xs"
      />
      <SelectField
        label={t('voice-over-mode')}
        value={draft.mode}
        onChange={(mode) => setDraft((d) => ({ ...d, mode: mode as VoiceOverMode }))}
        options={VOICE_OVER_MODES.map((mode) => ({ value: mode, label: t(`voice-over-mode-${mode}`) }))}
        testId="voice-over-mode"
        maxW="md"
      />
      <Stack gap="3">
        {language.chapters.map((chapter, index) => {
          const settings = draft.chapters[index];
          if (!settings) return null;
          const heading = chapterHeading(index, chapter.startSeconds);
          const problem = problems[index];
          return (
            <ChapterCard
              key={index}
              heading={heading}
              gap="3"
              data-testid="voice-over-chapter"
              actions={
                draft.chapters.length > 1 ? (
                  <Button size="xs" variant="outline" onClick={() => setDraft((d) => applyToAll(d, index))}>
                    {t('voice-over-apply-all')}
                    <Text as="span" srOnly>
                      {heading}
                    </Text>
                  </Button>
                ) : null
              }
            >
              <Text textStyle="sm" color={chapter.manuscript.trim() ? undefined : 'fg.muted'} lineClamp={3}>
                {chapter.manuscript.trim() || t('voice-over-no-caption')}
              </Text>
              <HStack gap="4" wrap="wrap" align="end">
                <NumberField
                  label={t('voice-over-speed', { min: VOICE_SPEED.min, max: VOICE_SPEED.max })}
                  value={settings.speed}
                  invalid={problem === 'speedRange'}
                  disabled={settings.recorded}
                  testId="voice-over-speed"
                  onChange={(speed) => setDraft((d) => setChapter(d, index, { speed }))}
                />
                <NumberField
                  label={t('voice-over-pause', { max: VOICE_PAUSE_MS.max })}
                  value={settings.pauseMs}
                  invalid={problem === 'pauseRange'}
                  testId="voice-over-pause"
                  onChange={(pauseMs) => setDraft((d) => setChapter(d, index, { pauseMs }))}
                />
                <Field.Root maxW="xs">
                  <Field.Label>{t('voice-over-recording')}</Field.Label>
                  <Input
                    type="file"
                    accept="audio/*"
                    size="sm"
                    p="1"
                    disabled={uploading !== null}
                    data-testid="voice-over-recording"
                    onChange={(event: ChangeEvent<HTMLInputElement>) =>
                      void record(index, event.target.files?.[0])
                    }
                  />
                </Field.Root>
                <LabelledCheckbox
                  checked={settings.recorded}
                  onChange={(recorded) => setDraft((d) => setChapter(d, index, { recorded }))}
                >
                  {t('voice-over-use-recording')}
                </LabelledCheckbox>
              </HStack>
              {problem ? (
                <Text color="fg.error" textStyle="sm" role="alert" data-testid="voice-over-chapter-problem">
                  {t(`voice-over-problem-${problem}`, { chapter: index + 1 })}
                </Text>
              ) : null}
            </ChapterCard>
          );
        })}
      </Stack>
      <FormError error={submit.error} />
      <HStack gap="3" wrap="wrap">
        <Button
          onClick={generate}
          loading={submit.busy}
          disabled={uploading !== null}
          data-testid="voice-over-generate"
        >
          {t(made ? 'voice-over-regenerate' : 'voice-over-generate')}
        </Button>
        {made ? (
          <Button
            variant="outline"
            colorPalette="red"
            onClick={() => setDeleting(true)}
            data-testid="voice-over-delete"
          >
            {t('voice-over-delete')}
          </Button>
        ) : null}
      </HStack>
      {made ? <MadeVoiceOver made={made} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={t('voice-over-delete-title', { language: languageLabel(code) })}
          text={t('voice-over-delete-text')}
          confirmLabel={t('voice-over-delete-confirm')}
          actionLabel={t('voice-over-delete')}
          testId="voice-over-delete-dialog"
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await deleteVoiceOver(videoId, code);
            notify.success(t('voice-over-deleted', { language: languageLabel(code) }));
            await onChanged();
          }}
        />
      ) : null}
    </Stack>
  );
}

function NumberField({
  label,
  value,
  invalid,
  disabled,
  testId,
  onChange,
}: {
  label: string;
  value: number;
  invalid: boolean;
  disabled?: boolean;
  testId: string;
  onChange: (value: number) => void;
}) {
  return (
    <Field.Root invalid={invalid} maxW="44" disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="number"
        inputMode="numeric"
        size="sm"
        value={Number.isFinite(value) ? String(value) : ''}
        data-testid={testId}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(Number.parseInt(event.target.value, 10))}
      />
    </Field.Root>
  );
}

/** The made track: heard here, and where each chapter's speech landed against the room it has. */
function MadeVoiceOver({ made }: { made: VoiceOverView }) {
  const { t } = useTranslation();
  const summary = fitSummary(made);
  return (
    <Stack gap="3" data-testid="voice-over-made" data-fits={String(summary.fits)}>
      <HStack gap="3" wrap="wrap">
        <Badge colorPalette={summary.fits ? 'green' : 'red'} data-testid="voice-over-fit">
          {summary.fits
            ? t('voice-over-fits')
            : t('voice-over-overlong', { chapters: summary.chapters.join(', ') })}
        </Badge>
        {made.stale ? (
          <Badge colorPalette="orange">{t('voice-over-stale', { version: made.version })}</Badge>
        ) : null}
        <Text textStyle="sm" color="fg.muted">
          {t('voice-over-made-with', { voice: made.voice })} · {t(`voice-over-mode-${made.mode}`)}
        </Text>
      </HStack>
      <Box maxW="md">
        <audio
          controls
          preload="none"
          src={made.trackUrl}
          data-testid="voice-over-audio"
          style={{ width: '100%' }}
        >
          <track kind="captions" />
        </audio>
      </Box>
      <Text textStyle="sm" color="fg.muted">
        {t('voice-over-render-hint')}
      </Text>
      <ListTable
        caption={t('voice-over-fit-table')}
        testId="voice-over-fit-table"
        columns={[
          { label: t('voice-over-col-chapter') },
          { label: t('voice-over-col-starts') },
          { label: t('voice-over-col-speech') },
          { label: t('voice-over-col-room') },
          { label: t('voice-over-col-fit') },
        ]}
      >
        <Table.Body>
          {made.chapters.map((c, i) => (
            <Table.Row key={i} data-testid="voice-over-fit-row" data-overlong={String(c.overlongMs > 0)}>
              <Table.Cell>
                {c.recorded ? t('voice-over-chapter-recorded', { chapter: i + 1 }) : i + 1}
              </Table.Cell>
              <Table.Cell>{t('voice-over-seconds', { seconds: seconds(c.startMs) })}</Table.Cell>
              <Table.Cell>{t('voice-over-seconds', { seconds: seconds(c.speechMs) })}</Table.Cell>
              <Table.Cell>{t('voice-over-seconds', { seconds: seconds(c.availableMs) })}</Table.Cell>
              <Table.Cell>
                {c.overlongMs > 0 ? (
                  <Text color="fg.error">
                    {t('voice-over-too-long-by', { seconds: seconds(c.overlongMs) })}
                  </Text>
                ) : (
                  t('voice-over-chapter-fits')
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ListTable>
    </Stack>
  );
}
