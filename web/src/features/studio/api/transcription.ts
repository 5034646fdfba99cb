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
  // null: no automatic transcription was asked for this upload; undefined: not read yet.
  return { transcription: result.data, error: result.error };
}
