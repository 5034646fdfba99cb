import { Alert, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMonitorUp, LuSquare } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isFeatureOn } from '#shared/domain/feature-flags';
import { isUiLanguage, LANGUAGE_NAMES } from '#shared/domain/languages';
import { transcriptionAvailable } from '#shared/domain/transcription';
import { ChannelSelectField } from '../../../components/channel-select-field';
import { FormError, LabelledCheckbox } from '../../../components/form-bits';
import { PageTitle } from '../../../components/page-title';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { activeTubeId, useEnvironment, useTenant } from '../../../lib/app-context';
import { newVideoDefaultLanguage, newVideoLanguages } from '../../../lib/organization-languages';
import { canRecordScreen, startScreenRecording, type ScreenRecorder } from '../../../lib/screen-recorder';
import { useSession } from '../../../lib/session';
import { presetChannelOf } from '../../../lib/studio-paths';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';
import { recordingFileName, uploadPercent } from '../../../lib/video-upload';
import { createAndUpload, planVideo, useChannelTracks, useDestinationChannels } from '../api/studio';
import {
  createPayload,
  createProblems,
  initialCreateForm,
  planPayload,
  planProblems,
  trackChoices,
  withUploadOption,
  type CreateVideoForm,
} from '../model/create-video';
import { sectionPath } from '../model/sections';
import { UploadProgress } from '../components/upload-progress';
import { VideoFilePicker } from '../components/video-file-picker';
import { MasterLanguageField, VideoTypeField } from '../components/video-property-fields';

const OPTIONS = ['autoTranscribe', 'autoCopyToManuscript', 'autoCopyManuscriptToDescription'] as const;

/**
 * /create/video (spec 2 §2 video routes): record the screen (the shared recorder) or choose a file, the
 * video type, channel and playlist destination, title, master language and the upload options; then the
 * video is created, uploaded with progress, and the studio opens on its overview. Or the video is only
 * planned (spec 2 §3 status planned: channel, title and master language; its file is uploaded later in
 * the studio) and the studio opens on it.
 */
export function CreateVideoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const tenant = useTenant();
  const { config } = useEnvironment();
  const channels = useDestinationChannels();
  const languages = newVideoLanguages(tenant.organization);
  const [form, setForm] = useState<CreateVideoForm>(() =>
    initialCreateForm('', newVideoDefaultLanguage(tenant.organization)),
  );
  // A channel's page and the add-video dialog open this page for their channel (?channelId=).
  const [search] = useSearchParams();
  const preset = presetChannelOf(search);
  const presetListed = channels.data?.some((c) => c.id === preset) ? preset : '';
  const channelId = form.channelId || presetListed || channels.data?.[0]?.id || '';
  const tracks = useChannelTracks(channelId);
  const [file, setFile] = useState<File | null>(null);
  // Which start was tried: its own problems show (planning needs a title, no file).
  const [attempt, setAttempt] = useState<'create' | 'plan' | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [recording, setRecording] = useState<ScreenRecorder | null>(null);
  const upload = useRef<AbortController | null>(null);
  const submit = useDialogSubmit();
  const flags = session.initData?.featureFlags ?? [];
  const mayRecord =
    canRecordScreen() && isFeatureOn(flags, 'webRecorder', { tubeId: activeTubeId(tenant), channelId });

  // Leaving the page stops a recording and an upload in flight.
  useEffect(() => () => upload.current?.abort(), []);
  useEffect(() => () => recording?.stop(), [recording]);

  const current = { ...form, channelId };
  // Said before the upload: the transcriber of this stage cannot hear the master language.
  const noTranscription =
    form.uploadOptions.autoTranscribe &&
    !transcriptionAvailable(form.masterLanguage, config.transcriptionLanguages);
  const problems: Partial<Record<'channelId' | 'name' | 'source', string>> =
    attempt === 'plan' ? planProblems(current) : createProblems(current, file);
  const problem = (field: keyof typeof problems) =>
    attempt && problems[field] ? t(problems[field]!, { size: '2 GB' }) : undefined;

  async function record() {
    try {
      const started = await startScreenRecording(() => started.stop());
      setRecording(started);
      const startedAt = new Date();
      const result = await started.done;
      // The recording is named when the video exists; until then by its start.
      setFile(new File([result.blob], recordingFileName(startedAt, 'recording'), { type: 'video/webm' }));
    } catch (error) {
      submit.setError(t('add-video-recording-failed', { message: (error as Error).message }));
    } finally {
      setRecording(null);
    }
  }

  function plan() {
    setAttempt('plan');
    if (Object.keys(planProblems(current)).length > 0) return;
    void submit.run(async () => {
      const planned = await planVideo(planPayload(current));
      navigate(sectionPath('overview', planned.videoId, 1));
    });
  }

  function start() {
    setAttempt('create');
    if (Object.keys(createProblems(current, file)).length > 0 || !file) return;
    const controller = new AbortController();
    upload.current = controller;
    void submit.run(
      async () => {
        setPercent(0);
        const created = await createAndUpload(
          createPayload(current, file),
          file,
          (loaded, total) => setPercent(uploadPercent(loaded, total)),
          controller.signal,
        );
        setPercent(100);
        navigate(sectionPath('overview', created.videoId, created.version));
      },
      () => {
        upload.current = null;
        setPercent(null);
      },
    );
  }

  const set =
    <K extends keyof CreateVideoForm>(key: K) =>
    (value: string) =>
      setForm((f) => ({ ...f, [key]: value }) as CreateVideoForm);
  const uploading = percent !== null;

  return (
    <Stack gap="6" maxW="3xl">
      <PageTitle title={t('studio-create-title')} intro={t('studio-create-intro')} />
      <form
        noValidate
        data-testid="create-video-form"
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <Stack gap="5">
          <Stack as="fieldset" gap="3">
            <Text as="legend" fontWeight="semibold" mb="2">
              {t('studio-create-source')}
            </Text>
            <HStack gap="3" wrap="wrap">
              <VideoFilePicker
                testId="create-video-file"
                disabled={uploading || recording !== null}
                onChoose={setFile}
              />
              {mayRecord &&
                (recording ? (
                  <Button colorPalette="red" onClick={() => recording.stop()} data-testid="create-video-stop">
                    <LuSquare aria-hidden /> {t('studio-create-stop')}
                  </Button>
                ) : (
                  <Button variant="outline" onClick={() => void record()} disabled={uploading}>
                    <LuMonitorUp aria-hidden /> {t('studio-create-record')}
                  </Button>
                ))}
            </HStack>
            {file && (
              <Text textStyle="sm" data-testid="create-video-chosen">
                {t('studio-create-chosen', { name: file.name })}
              </Text>
            )}
            {problem('source') && (
              <Text color="fg.error" textStyle="sm" role="alert">
                {problem('source')}
              </Text>
            )}
          </Stack>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <ChannelSelectField
              label={t('studio-field-channel')}
              testId="create-video-channel"
              channels={channels.data}
              value={channelId}
              onChange={(value) => setForm((f) => ({ ...f, channelId: value, trackId: '' }))}
              error={problem('channelId')}
            />
            <SelectField
              name="trackId"
              label={t('studio-field-playlist')}
              testId="create-video-track"
              value={form.trackId}
              onChange={set('trackId')}
              placeholder={{ label: t('studio-create-no-playlist') }}
              options={trackChoices(tracks.data ?? []).map((tr) => ({
                value: tr.id,
                label: `${'— '.repeat(tr.depth)}${tr.name}`,
              }))}
            />
            <TextField
              name="name"
              label={t('studio-field-title')}
              value={form.name}
              onChange={set('name')}
              helper={t('studio-create-title-hint')}
              error={problem('name')}
            />
            <VideoTypeField
              name="videoType"
              testId="create-video-type"
              value={form.videoType}
              onChange={set('videoType')}
            />
            <MasterLanguageField
              languages={languages}
              value={form.masterLanguage}
              onChange={set('masterLanguage')}
            />
          </SimpleGrid>
          <Stack as="fieldset" gap="2">
            <Text as="legend" fontWeight="semibold" mb="2">
              {t('studio-create-options')}
            </Text>
            {OPTIONS.map((key) => (
              <LabelledCheckbox
                key={key}
                checked={form.uploadOptions[key]}
                onChange={(on) =>
                  setForm((f) => ({ ...f, uploadOptions: withUploadOption(f.uploadOptions, key, on) }))
                }
              >
                {t(`studio-option-${key}`)}
              </LabelledCheckbox>
            ))}
            {noTranscription && (
              <Alert.Root status="warning" data-testid="create-video-no-transcription">
                <Alert.Indicator />
                <Alert.Description>
                  {t('create-video-no-transcription', {
                    language: isUiLanguage(form.masterLanguage)
                      ? LANGUAGE_NAMES[form.masterLanguage]
                      : form.masterLanguage,
                  })}
                </Alert.Description>
              </Alert.Root>
            )}
          </Stack>
          {percent !== null && <UploadProgress percent={percent} testId="create-video-progress" />}
          <FormError error={submit.error} />
          <HStack>
            <Button
              type="submit"
              loading={submit.busy && attempt === 'create'}
              disabled={recording !== null || (submit.busy && attempt === 'plan')}
              data-testid="create-video-submit"
            >
              {t('studio-create-submit')}
            </Button>
            <Button
              variant="outline"
              colorPalette="gray"
              onClick={plan}
              loading={submit.busy && attempt === 'plan'}
              disabled={uploading || recording !== null || (submit.busy && attempt !== 'plan')}
              data-testid="create-video-plan"
            >
              {t('studio-plan-submit')}
            </Button>
            {uploading && (
              <Button variant="ghost" onClick={() => upload.current?.abort()}>
                {t('studio-create-cancel')}
              </Button>
            )}
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
