/**
 * recordingUploadUrl {videoId, language, chapter} and deleteVoiceOver {videoId, language} (issue 14):
 * a chapter's recorded human voice is PUT straight to the uploads bucket (a WAV the studio converted to
 * the track's format; generateVoiceOver checks it); deleting removes the record and the language's files,
 * and the next render leaves its audio rendition out.
 */
import type { VoiceOverCommand } from '#shared/api/endpoints/voice-over.js';
import { VOICE_OVER_TEXTS } from '#shared/domain/voice-over.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { notFound } from '../../core/http/errors.js';
import { env } from '../../core/http/env.js';
import { editableVideo } from '../../core/access/editable-video.js';
import { voiceOverData } from '../../core/data/voice-over-data.js';
import { presignUpload } from '../../core/media/presign.js';
import { s3 } from '../../core/media/s3.js';
import { voiceOverTrackKey, voiceRecordingKey } from '../../core/media/voice-over-keys.js';
import { logChange, videoSubject } from '../../core/domain/event-log.js';

/** Minutes a recording's upload URL is good for. */
const UPLOAD_URL_SECONDS = 10 * 60;

type Command<T extends VoiceOverCommand['type']> = Extract<VoiceOverCommand, { type: T }>['payload'];

export async function recordingUploadUrl(tenant: TenantContext, payload: Command<'recordingUploadUrl'>) {
  const video = await editableVideo(tenant, payload.videoId);
  const key = voiceRecordingKey(
    { orgId: tenant.activeOrgId, videoId: video.videoId, language: payload.language },
    payload.chapter,
  );
  return {
    id: video.videoId,
    uploadUrl: await presignUpload(key, UPLOAD_URL_SECONDS, { contentType: 'audio/wav' }),
  };
}

export async function deleteVoiceOver(tenant: TenantContext, payload: Command<'deleteVoiceOver'>) {
  const video = await editableVideo(tenant, payload.videoId);
  const data = voiceOverData(tenant.activeOrgId);
  const existing = await data.get(video.videoId, payload.language);
  if (!existing) throw notFound(VOICE_OVER_TEXTS.notFound);
  await data.remove(video.videoId, payload.language);
  // The track and every chapter's recording it could have read (no listing: the keys are known).
  const ref = { orgId: tenant.activeOrgId, videoId: video.videoId, language: payload.language };
  const keys = [voiceOverTrackKey(ref), ...existing.chapters.map((_, i) => voiceRecordingKey(ref, i))];
  const { client, sdk } = await s3();
  await client.send(
    new sdk.DeleteObjectsCommand({
      Bucket: env.uploadsBucket(),
      Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
    }),
  );
  await logChange(tenant, videoSubject(video), 'voiceOverCommand.deleteVoiceOver', {
    before: { language: payload.language, voice: existing.voice },
    after: {},
  });
  return { id: video.videoId };
}
