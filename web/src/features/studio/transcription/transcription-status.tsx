import { Alert, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useTranscription } from '../api/transcription';

/**
 * The automatic transcription of the upload (spec 1 §7 autoTranscribe) above the manuscript: running,
 * what it wrote, or why it failed. Nothing when none was asked for.
 */
export function TranscriptionStatus({
  videoId,
  version,
  language,
}: {
  videoId: string;
  version: number;
  language: string;
}) {
  const { t } = useTranslation();
  const { transcription } = useTranscription(videoId, version, language);
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
