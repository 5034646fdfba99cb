import * as api from '#shared/api/endpoints/transcription.js';
import { httpHandler } from '../core/http/pipeline.js';
import { editableVideo } from '../core/access/editable-video.js';
import { transcriptionData } from '../core/data/transcription-data.js';

/**
 * GET /query/studio/videos/{videoId}/{version}/transcription?language: the automatic transcription of
 * that version × language, for those who may change the video; null when none was asked for.
 */
export const handler = httpHandler(api.getTranscription, async ({ tenant, params, query }) => {
  const video = await editableVideo(tenant, params.videoId, params.version);
  const language = query.language ?? video.masterLanguage;
  const found = await transcriptionData(tenant.activeOrgId).get({
    videoId: video.videoId,
    version: params.version,
    language,
  });
  if (!found) return null;
  return {
    status: found.status,
    language: language as api.TranscriptionView['language'],
    startedAt: found.startedAt,
    ...(found.finishedAt ? { finishedAt: found.finishedAt } : {}),
    ...(found.transcript !== undefined ? { transcript: found.transcript } : {}),
    ...(found.chaptersCopied !== undefined ? { chaptersCopied: found.chaptersCopied } : {}),
    ...(found.failureReason ? { failureReason: found.failureReason } : {}),
    autoCopyToManuscript: found.autoCopyToManuscript,
    autoCopyManuscriptToDescription: found.autoCopyManuscriptToDescription,
  };
});
