/** The voice-over's calls (shared contract): the video's voice-overs, generating, recordings, deleting. */
import { api } from '#shared/api';
import type { UiLanguage } from '#shared/domain/languages';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import type { generatePayload } from '../voice-over/model/voice-over-form';

export function useVoiceOvers(videoId: string) {
  return useApi(api.getVoiceOvers, { params: { videoId } }, { revalidateOnFocus: true });
}

export function generateVoiceOver(payload: ReturnType<typeof generatePayload>) {
  return request(api.voiceOverCommand, { body: { type: 'generateVoiceOver', payload } });
}

/** Uploads one chapter's recorded voice (already the track's WAV) where generateVoiceOver reads it. */
export async function uploadRecording(
  videoId: string,
  language: UiLanguage,
  chapter: number,
  wav: Uint8Array,
) {
  const { uploadUrl } = await request(api.voiceOverCommand, {
    body: { type: 'recordingUploadUrl', payload: { videoId, language, chapter } },
  });
  if (!uploadUrl) throw new Error('no upload URL');
  const answer = await fetch(uploadUrl, {
    method: 'PUT',
    headers: { 'Content-Type': 'audio/wav' },
    body: new Blob([wav as BlobPart], { type: 'audio/wav' }),
  });
  if (!answer.ok) throw new Error(`upload failed: ${answer.status}`);
}

export function deleteVoiceOver(videoId: string, language: UiLanguage) {
  return request(api.voiceOverCommand, { body: { type: 'deleteVoiceOver', payload: { videoId, language } } });
}

/** Renders the master again with its voice-overs as the player's audio languages. */
export function renderVoiceOvers(videoId: string) {
  return request(api.voiceOverCommand, { body: { type: 'renderVoiceOvers', payload: { videoId } } });
}
