import * as api from '#shared/api/endpoints/production-orders.js';
import { PRODUCTION_TEXTS, productionStepOf } from '#shared/domain/production-order.js';
import { taskActionResult } from '#shared/domain/task-workflow.js';
import { httpHandler } from '../core/http/pipeline.js';
import { conflict, notFound } from '../core/http/errors.js';
import { videoData } from '../core/data/video-data.js';
import { presignOriginalUpload } from '../core/media/original-upload.js';
import { taskInScope } from '../core/domain/tasks.js';

/**
 * POST /command/getProductionUploadSignedUrl (issue 13, production orders): a presigned PUT for the
 * original of an order's video, for the assignee of its generation step only, while that step is taken
 * and open (the transition table would complete it). The key comes from the task's organization and
 * video (operator staff upload into the customer's partition through the task, never by naming a key),
 * and its arrival starts the transcode as any upload does.
 */
export const handler = httpHandler(api.getProductionUploadSignedUrl, async ({ tenant, body }) => {
  const { task } = await taskInScope(tenant, body.taskId, body.orgId);
  if (
    productionStepOf(task.subtype)?.step !== 'generate' ||
    !task.videoId ||
    task.assigneeId !== tenant.userId ||
    !taskActionResult('complete', task.status).ok
  ) {
    throw conflict(PRODUCTION_TEXTS.notGenerating);
  }
  const video = await videoData(task.orgId).video(task.videoId);
  if (!video) throw notFound('Video not found');
  const { signedUrl } = await presignOriginalUpload({
    orgId: task.orgId,
    videoId: video.videoId,
    version: video.lastVersion ?? 1,
    language: video.masterLanguage,
    fileExt: body.fileExt,
    userId: tenant.userId,
    sourceHeight: body.sourceHeight,
    metadata: { 'production-task-id': task.taskId },
  });
  return { signedUrl };
});
