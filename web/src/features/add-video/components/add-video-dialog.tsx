import {
  Box,
  Button,
  Dialog,
  Field,
  HStack,
  Input,
  Link,
  Progress,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMonitorUp, LuSquare, LuUpload } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { UiLanguage } from '#shared/domain/languages';
import { SelectField } from '../../../components/select-field';
import { AppDialog } from '../../../components/app-dialog';
import { notify } from '../../../components/notices';
import { Panel } from '../../../components/panel';
import {
  discardTarget,
  prepareTarget,
  probeHeight,
  uploadInto,
  type AddedVideo,
  type AddVideoTarget,
} from '../api/add-video';
import { canRecordScreen, startScreenRecording, type ScreenRecorder } from '../../../lib/screen-recorder';
import { languageOptions } from '../../../lib/select-options';
import { createVideoPath } from '../../../lib/studio-paths';
import {
  elapsed,
  INITIAL_FLOW,
  isBusy,
  POST_UPLOAD_WAIT_MS,
  recordingFileName,
  transition,
  type FlowEvent,
  type FlowState,
} from '../model/add-video-flow';
import {
  ACCEPT,
  fileProblem,
  MAX_UPLOAD_BYTES,
  titleFromFileName,
  uploadPercent,
} from '../../../lib/video-upload';

export interface AddVideoChannel {
  id: string;
  name: string;
}

export interface AddVideoDialogProps {
  /** The parent mounts the dialog when it opens, so every opening starts afresh. */
  open: boolean;
  onClose(): void;
  /** A new video goes into one of these channels (those the user may add videos to). */
  channels: readonly AddVideoChannel[];
  defaultChannelId?: string | undefined;
  /** A new video becomes the last item of this track (the playlist's create-video address). */
  destinationTrackId?: string | undefined;
  languages: readonly UiLanguage[];
  defaultLanguage: UiLanguage;
  /** Whether screen recording (the webRecorder flag) is on for a channel. */
  recorderEnabled(channelId: string | undefined): boolean;
  /** Set: the dialog uploads a new major version of this video instead of creating one. */
  newVersionOf?:
    | { videoId: string; humanId: string; channelId: string; lastVersion: number; language: UiLanguage }
    | undefined;
}

const SIZE_LIMIT = `${MAX_UPLOAD_BYTES / 1024 ** 3} GB`;

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * "Add video" (spec 2 §4): upload a file or record the screen with the microphone; the modal shows the
 * upload percentage, then the processing message, waits 5 s and opens the video, whose page shows the
 * transcoding status until it plays. Failures go to a snackbar (spec 2 §5); a recording that cannot
 * start resets the state and closes the modal.
 */
export function AddVideoDialog(props: AddVideoDialogProps) {
  const { open, onClose, channels, newVersionOf } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<FlowState>(INITIAL_FLOW);
  const current = useRef<FlowState>(INITIAL_FLOW);
  // A call, not a property read: the step changes while a handler awaits.
  const step = (): FlowState['step'] => current.current.step;
  const recorder = useRef<ScreenRecorder | null>(null);
  const upload = useRef<AbortController | null>(null);
  const [channelId, setChannelId] = useState(props.defaultChannelId ?? channels[0]?.id ?? '');
  const [language, setLanguage] = useState<UiLanguage>(newVersionOf?.language ?? props.defaultLanguage);
  const [name, setName] = useState('');
  const [now, setNow] = useState(() => Date.now());
  // The version a new-version upload went into (for the page it opens).
  const [newVersion, setNewVersion] = useState<{ version: number; language: UiLanguage } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // A channel that left the list (or none chosen yet): the first one.
  const channel = channels.some((c) => c.id === channelId) ? channelId : (channels[0]?.id ?? '');
  const mayRecord = canRecordScreen() && props.recorderEnabled(newVersionOf?.channelId ?? channel);

  const send = useCallback(
    (event: FlowEvent, error?: unknown) => {
      const { state: next, effects } = transition(current.current, event);
      current.current = next;
      setState(next);
      for (const effect of effects) {
        if (effect === 'stopRecorder') recorder.current?.stop();
        if (effect === 'abortUpload') upload.current?.abort();
        if (effect === 'showError') notify.snackbar(messageOf(error));
        if (effect === 'closeModal') onClose();
      }
    },
    [onClose],
  );

  // The recording clock.
  useEffect(() => {
    if (state.step !== 'recording') return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [state.step]);

  // "modal shows a processing message, wait 5 s, navigate to the video, close the modal".
  const processingHumanId = state.step === 'processing' ? state.humanId : null;
  useEffect(() => {
    if (!processingHumanId) return;
    const timer = setTimeout(() => {
      current.current = INITIAL_FLOW;
      setState(INITIAL_FLOW);
      onClose();
      // A new version opens at that version, whose transcoding status shows until it plays.
      navigate(
        newVersion
          ? `/video/${processingHumanId}/${newVersion.version}/${newVersion.language}`
          : `/video/${processingHumanId}`,
      );
    }, POST_UPLOAD_WAIT_MS);
    return () => clearTimeout(timer);
  }, [processingHumanId, newVersion, navigate, onClose]);

  const target = (fallbackName: string): AddVideoTarget =>
    newVersionOf
      ? {
          kind: 'version',
          videoId: newVersionOf.videoId,
          humanId: newVersionOf.humanId,
          version: newVersionOf.lastVersion,
          language,
        }
      : {
          kind: 'new',
          channelId: channel,
          name: name.trim() || fallbackName,
          language,
          trackId: props.destinationTrackId,
        };

  /** Sends the file into the prepared video; the modal follows with progress, then processing. */
  async function transfer(video: AddedVideo, file: File, sourceHeight: number | undefined) {
    if (newVersionOf) setNewVersion({ version: video.version, language });
    const controller = new AbortController();
    upload.current = controller;
    try {
      await uploadInto(video, file, {
        language,
        sourceHeight,
        signal: controller.signal,
        onProgress: (loaded, total) => send({ type: 'progress', percent: uploadPercent(loaded, total) }),
      });
      send({ type: 'progress', percent: uploadPercent(1, 1, true) });
      send({ type: 'uploaded', humanId: video.humanId });
    } catch (error) {
      // Nothing half-made stays behind: the draft (or new version) the file was meant for goes.
      void discardTarget(video);
      if (!isAbort(error)) send({ type: 'failed' }, error);
    } finally {
      upload.current = null;
    }
  }

  async function chooseFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      notify.snackbar(t(`add-video-file-${problem}`, { size: SIZE_LIMIT }));
      return;
    }
    send({ type: 'upload', fileName: file.name });
    try {
      const [video, height] = await Promise.all([
        prepareTarget(target(titleFromFileName(file.name))),
        probeHeight(file),
      ]);
      if (step() !== 'uploading') {
        void discardTarget(video); // cancelled meanwhile
        return;
      }
      await transfer(video, file, height);
    } catch (error) {
      send({ type: 'failed' }, error);
    }
  }

  async function record() {
    send({ type: 'startRecording' });
    let started: ScreenRecorder;
    try {
      // Called straight from the click: the screen picker needs the user's gesture.
      started = await startScreenRecording(() => send({ type: 'screenShareEnded' }));
    } catch (error) {
      send({ type: 'recordingFailed' }, t('add-video-recording-failed', { message: messageOf(error) }));
      return;
    }
    if (step() !== 'starting') {
      started.stop(); // the modal was closed while the pickers were open
      return;
    }
    recorder.current = started;
    const startedAt = Date.now();
    setNow(startedAt);
    send({ type: 'recordingStarted', at: startedAt });
    try {
      const recording = await started.done;
      if (step() !== 'finishing') return; // cancelled
      const when = new Date(startedAt);
      const video = await prepareTarget(
        target(t('add-video-recording-name', { date: when.toLocaleString() })),
      );
      const file = new File([recording.blob], recordingFileName(when, video.videoId), { type: 'video/webm' });
      send({ type: 'upload', fileName: file.name });
      await transfer(video, file, recording.height);
    } catch (error) {
      if (step() === 'recording') send({ type: 'recordingFailed' }, error);
      else send({ type: 'failed' }, error);
    } finally {
      recorder.current = null;
    }
  }

  const busy = isBusy(state);
  return (
    <AppDialog
      open={open}
      onClose={() => send({ type: 'cancel' })}
      // Not by clicks or focus outside: the dialog mounts while the toolbar button still has focus, and
      // a stray click must not drop an upload or a recording.
      closeOnInteractOutside={false}
      // While recording or uploading only the explicit buttons (Stop, Cancel, close) end the work.
      closeOnEscape={!busy}
      placement="center"
      size="lg"
      title={t(newVersionOf ? 'add-video-new-version-title' : 'add-video-title')}
      testId="add-video-dialog"
      // Processing ends by itself: no × then.
      close={state.step === 'processing' ? false : undefined}
    >
      <Dialog.Body>
        {state.step === 'choose' && (
          <Stack gap="4">
            {!newVersionOf && (
              <>
                <SelectField
                  label={t('add-video-channel')}
                  required
                  testId="add-video-channel"
                  value={channel}
                  onChange={setChannelId}
                  options={channels.map((c) => ({ value: c.id, label: c.name }))}
                />
                <Field.Root>
                  <Field.Label>{t('add-video-name')}</Field.Label>
                  <Input
                    data-testid="add-video-name"
                    value={name}
                    maxLength={200}
                    placeholder={t('add-video-name-placeholder')}
                    onChange={(e) => setName(e.currentTarget.value)}
                  />
                </Field.Root>
              </>
            )}
            {props.languages.length > 1 && (
              <SelectField
                label={t('add-video-language')}
                testId="add-video-language"
                value={language}
                onChange={(l) => setLanguage(l as UiLanguage)}
                options={languageOptions(props.languages)}
              />
            )}
            <SimpleGrid columns={{ base: 1, sm: mayRecord ? 2 : 1 }} gap="3">
              <Panel gap="2">
                <Button
                  colorPalette="brand"
                  data-testid="add-video-upload"
                  disabled={!newVersionOf && !channel}
                  onClick={() => fileInput.current?.click()}
                >
                  <LuUpload aria-hidden />
                  {t('add-video-upload')}
                </Button>
                <Text fontSize="sm" color="fg.muted">
                  {t('add-video-upload-hint', { size: SIZE_LIMIT })}
                </Text>
                <input
                  ref={fileInput}
                  type="file"
                  accept={ACCEPT}
                  hidden
                  data-testid="add-video-file"
                  onChange={(e) => void chooseFile(e)}
                />
              </Panel>
              {mayRecord && (
                <Panel gap="2">
                  <Button
                    colorPalette="brand"
                    variant="outline"
                    data-testid="add-video-record"
                    disabled={!newVersionOf && !channel}
                    onClick={() => void record()}
                  >
                    <LuMonitorUp aria-hidden />
                    {t('add-video-record')}
                  </Button>
                  <Text fontSize="sm" color="fg.muted">
                    {t('add-video-record-hint')}
                  </Text>
                </Panel>
              )}
            </SimpleGrid>
            {/* The quick way stays here; the studio's /create/video takes the type, playlist and options. */}
            {!newVersionOf && (
              <Text textStyle="sm" color="fg.muted">
                {t('create-video-more-options')}{' '}
                <Link asChild>
                  <RouterLink
                    to={createVideoPath(channel)}
                    onClick={onClose}
                    data-testid="add-video-open-studio"
                  >
                    {t('create-video-link')}
                  </RouterLink>
                </Link>
              </Text>
            )}
          </Stack>
        )}
        {state.step === 'starting' && (
          <HStack gap="3" data-testid="add-video-starting">
            <Spinner size="sm" />
            <Text>{t('add-video-starting')}</Text>
          </HStack>
        )}
        {state.step === 'recording' && (
          <Stack gap="4" align="center">
            <HStack gap="2" role="status">
              <Box w="3" h="3" borderRadius="full" bg="red.solid" aria-hidden />
              <Text fontWeight="semibold" data-testid="add-video-recording">
                {t('add-video-recording')} {elapsed(state.startedAt, now)}
              </Text>
            </HStack>
            <Button colorPalette="red" data-testid="add-video-stop" onClick={() => send({ type: 'stop' })}>
              <LuSquare aria-hidden />
              {t('add-video-stop')}
            </Button>
          </Stack>
        )}
        {state.step === 'finishing' && (
          <HStack gap="3">
            <Spinner size="sm" />
            <Text>{t('add-video-finishing')}</Text>
          </HStack>
        )}
        {state.step === 'uploading' && (
          <Stack gap="2">
            <Text truncate>{t('add-video-uploading', { fileName: state.fileName })}</Text>
            <Progress.Root
              value={state.percent}
              aria-label={t('add-video-uploading', { fileName: state.fileName })}
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text fontWeight="semibold" data-testid="add-video-progress" aria-live="polite">
              {t('add-video-progress', { percent: state.percent })}
            </Text>
          </Stack>
        )}
        {state.step === 'processing' && (
          <HStack gap="3" role="status">
            <Spinner size="sm" />
            <Text data-testid="add-video-processing">{t('add-video-processing')}</Text>
          </HStack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        {(state.step === 'choose' || state.step === 'uploading' || state.step === 'starting') && (
          <Button variant="ghost" data-testid="add-video-cancel" onClick={() => send({ type: 'cancel' })}>
            {t('add-video-cancel')}
          </Button>
        )}
      </Dialog.Footer>
    </AppDialog>
  );
}
