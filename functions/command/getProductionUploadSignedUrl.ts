import { randomBytes } from 'node:crypto';
import * as api from '#shared/api/endpoints/production-orders.js';
import { UPLOAD_URL_TTL_SECONDS } from '#shared/api/endpoints/media.js';
import { PRODUCTION_TEXTS, productionStepOf } from '#shared/domain/production-order.js';
import { httpHandler } from '../core/http/pipeline.js';
import { conflict, notFound } from '../core/http/errors.js';
import { videoData } from '../core/data/video-data.js';
import { uploadKey } from '../core/media/keys.js';
import { presignUpload } from '../core/media/presign.js';
import { taskInScope } from '../core/domain/tasks.js';

/** The generation step's statuses once taken (the transition table's "taken work"). */
const TAKEN = new Set(['inProgress', 'overdue']);

/**
 * POST /command/getProductionUploadSignedUrl (issue 13, production orders): a presigned PUT for the
 * original of an order's video, for the assignee of its generation step only, while that step is taken
 * and open. The key is built here from the task's organization and video (operator staff upload into the
 * customer's partition through the task, never by naming a key), and its arrival starts the transcode as
 * any upload does.
 */
export const handler = httpHandler(api.getProductionUploadSignedUrl, async ({ tenant, body }) => {
  const { task } = await taskInScope(tenant, body.taskId, body.orgId);
  const step = productionStepOf(task.subtype);
  if (
    step?.step !== 'generate' ||
    !task.videoId ||
    task.assigneeId !== tenant.userId ||
    !TAKEN.has(task.status)
  ) {
    throw conflict(PRODUCTION_TEXTS.notGenerating);
  }
  const video = await videoData(task.orgId).video(task.videoId);
  if (!video) throw notFound('Video not found');
  const version = video.lastVersion ?? 1;
  const fileName = `${Date.now()}-${randomBytes(4).toString('hex')}.${body.fileExt}`;
  const key = uploadKey({
    orgId: task.orgId,
    videoId: video.videoId,
    version,
    language: video.masterLanguage,
    fileName,
  });
  const signedUrl = await presignUpload(key, UPLOAD_URL_TTL_SECONDS, {
    metadata: {
      'org-id': task.orgId,
      'video-id': video.videoId,
      version: String(version),
      language: video.masterLanguage,
      'user-id': tenant.userId,
      'production-task-id': task.taskId,
      ...(body.sourceHeight ? { 'source-height': String(body.sourceHeight) } : {}),
    },
  });
  return { signedUrl };
});
