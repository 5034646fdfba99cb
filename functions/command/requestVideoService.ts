import * as api from '#shared/api/endpoints/production-orders.js';
import { serviceRequestRefusal, serviceRequestSubtype } from '#shared/domain/production-order.js';
import { isFinalTaskStatus } from '#shared/domain/task-workflow.js';
import { httpHandler } from '../core/http/pipeline.js';
import { HttpError, notFound } from '../core/http/errors.js';
import { assertMayAddVideos } from '../core/access/may-add-videos.js';
import { taskData } from '../core/data/task-data.js';
import { videoData } from '../core/data/video-data.js';
import { announceOperatorWork } from '../core/domain/operator-work.js';
import { logChange, videoSubject } from '../core/domain/event-log.js';
import { displayNameOf } from '../core/domain/tasks.js';

const ADJUSTMENT_NAMES = {
  general: 'general',
  flowchart: 'flowchart',
  other: 'other',
  'user-task': 'user task',
  'how-to': 'how-to',
} as const;

/**
 * POST /command/requestVideoService (issue 13; spec 2 §4 adjust video variants, playlist structure
 * building; §5's two request rules): who may edit the video asks the operator's production team for an
 * adjustment of a draft, or for the playlist structure of a video ready to publish or published. The
 * request is an operational task in the organization's partition, offered to the operator's staff
 * (/admin/operationalTasks); one open request of a kind per video.
 */
export const handler = httpHandler(api.requestVideoService, async ({ tenant, body }) => {
  const orgId = tenant.activeOrgId;
  const video = await videoData(orgId).video(body.videoId);
  if (!video) throw notFound('Video not found');
  await assertMayAddVideos(tenant, video.channelId);
  const subtype = serviceRequestSubtype(body.service, body.adjustment);
  const tasks = taskData(orgId);
  const existing = await tasks.allTasksOfOrganization({ subtype });
  const refusal = serviceRequestRefusal({
    service: body.service,
    videoStatus: video.status ?? 'draft',
    open: existing.some((t) => t.videoId === video.videoId && !isFinalTaskStatus(t.status)),
  });
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  const taskTitle =
    body.service === 'adjustment'
      ? `Adjust the video “${video.name}” (${ADJUSTMENT_NAMES[body.adjustment ?? 'general']})`
      : `Build the playlist structure of “${video.name}”`;
  const { taskId } = await tasks.createTask({
    subtype,
    status: 'requested',
    taskTitle,
    comment: body.comment,
    channelId: video.channelId,
    videoId: video.videoId,
    videoVersion: video.lastVersion ?? 1,
    requester: { userId: tenant.userId, email: tenant.email, name: await displayNameOf(tenant), orgId },
  });
  await logChange(tenant, videoSubject(video), 'requestVideoService', {
    before: {},
    after: { request: subtype, task: taskId },
  });
  await announceOperatorWork([{ orgId, taskId, taskTitle }]);
  return { id: taskId };
});
