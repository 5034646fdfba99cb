/** The automatic transcription of a version × language (GET …/transcription); null when none was asked for. */
import { api } from '#shared/api';
import { useApi } from '../../../lib/use-api';

/** How often an unfinished transcription is read again (pocketsphinx hears a minute in well under one). */
export const TRANSCRIPTION_POLL_MS = 5000;

export function useTranscription(videoId: string, version: number, language: string) {
  const result = useApi(
    api.getTranscription,
    { params: { videoId, version }, query: { language: language as 'en-us' } },
    {
      refreshInterval: (data) => (data?.status === 'inProgress' ? TRANSCRIPTION_POLL_MS : 0),
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
  // 404: no automatic transcription was asked for this upload.
  const none = result.error?.status === 404;
  return { transcription: none ? null : (result.data ?? undefined), error: none ? undefined : result.error };
}
