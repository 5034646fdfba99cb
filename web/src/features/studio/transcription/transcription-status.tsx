import { Alert, Spinner } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranscription } from '../api/transcription';

/**
 * The automatic transcription of the upload (spec 1 §7 autoTranscribe) on the manuscript tab and the
 * overview: running, what it wrote, or why it failed (a language the transcriber has no model for says
 * so in the reason). Nothing when none was asked for. `onSettled` runs when a transcription seen running
 * ends (what it wrote, e.g. the description, is then read again).
 */
export function TranscriptionStatus({
  videoId,
  version,
  language,
  onSettled,
}: {
  videoId: string;
  version: number;
  language: string;
  onSettled?: () => unknown;
}) {
  const { t } = useTranslation();
  const { transcription } = useTranscription(videoId, version, language);
  const status = transcription?.status;
  const seen = useRef(status);
  useEffect(() => {
    if (seen.current === 'inProgress' && status !== undefined && status !== 'inProgress') void onSettled?.();
    seen.current = status;
  }, [status, onSettled]);
  if (!transcription) return null;
  if (transcription.status === 'inProgress') {
    return (
      <Alert.Root status="info" data-testid="transcription-status" data-status="inProgress">
        <Spinner size="sm" aria-hidden />
        <Alert.Description>{t('transcription-running')}</Alert.Description>
      </Alert.Root>
    );
  }
  if (transcription.status === 'failed') {
    return (
      <Alert.Root status="warning" data-testid="transcription-status" data-status="failed">
        <Alert.Indicator />
        <Alert.Description>
          {t('transcription-failed', { reason: transcription.failureReason ?? '' })}
        </Alert.Description>
      </Alert.Root>
    );
  }
  const copied = transcription.chaptersCopied ?? 0;
  return (
    <Alert.Root status="success" data-testid="transcription-status" data-status="completed">
      <Alert.Indicator />
      <Alert.Description>
        {copied > 0
          ? t('transcription-copied', { count: copied })
          : transcription.transcript
            ? t('transcription-kept')
            : t('transcription-nothing-heard')}
      </Alert.Description>
    </Alert.Root>
  );
}
