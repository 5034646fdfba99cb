import * as api from '#shared/api/endpoints/production-orders.js';
import { PRODUCTION_TEXTS, productionStepOf } from '#shared/domain/production-order.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden, notFound } from '../core/http/errors.js';
import { taskData } from '../core/data/task-data.js';
import { videoData } from '../core/data/video-data.js';
import { organizationById } from '../core/data/public-lookups.js';
import { taskInScope, toTaskEntry } from '../core/domain/tasks.js';
import { orderTaskIds } from '../workflow/production-order/order.js';
import { PRODUCTION_VIDEO_TYPES, type ProductionVideoType } from '#shared/domain/production-order.js';

const isVideoType = (value: string | undefined): value is ProductionVideoType =>
  (PRODUCTION_VIDEO_TYPES as readonly string[]).includes(value ?? '');

/**
 * GET /query/productionOrders/{taskId} (issue 13, /produce-video/{taskId}): the order one of its step
 * tasks belongs to, for those related to that task (operator staff in the customer's organization by
 * `orgId`, the customer's requester and assignees): the order as its verification step holds it, its
 * video (uploaded, playable), every step so far and the page's task with the caller's actions. Another
 * organization's task, or a task of no order, is 404.
 */
export const handler = httpHandler(api.getProductionOrder, async ({ tenant, params, query }) => {
  const { task, relations } = await taskInScope(tenant, params.taskId, query.orgId);
  const found = productionStepOf(task.subtype);
  if (!found || !task.workflowRef) throw notFound(PRODUCTION_TEXTS.notOrderTask);
  if (relations.length === 0) throw forbidden('You do not have access to this task');
  const orderId = task.workflowRef;
  const refs = orderTaskIds(orderId);
  const stepTasks = await taskData(task.orgId).tasks(refs.map((r) => r.taskId));
  const byId = new Map(stepTasks.map((t) => [t.taskId, t]));
  const steps = refs.flatMap((ref) => {
    const stepTask = byId.get(ref.taskId);
    return stepTask
      ? [
          {
            step: ref.step,
            round: ref.round,
            taskId: ref.taskId,
            status: stepTask.status,
            assigneeEmail: stepTask.assigneeEmail,
            updatedAt: stepTask.updatedAt,
            createdAt: stepTask.createdAt,
          },
        ]
      : [];
  });
  steps.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const verification = byId.get(refs[0]!.taskId) ?? task;
  const videos = videoData(task.orgId);
  const video = task.videoId ? await videos.video(task.videoId) : null;
  const renditions = video ? await videos.renditions(video.videoId) : [];
  const organization = await organizationById(task.orgId);
  return {
    orderId,
    orgId: task.orgId,
    orgName: organization?.name ?? task.orgId,
    title: video?.name ?? task.taskTitle,
    videoType: isVideoType(task.orderedVideoType) ? task.orderedVideoType : null,
    variant: found.variant,
    brief: verification.comment,
    requesterEmail: task.requesterEmail,
    requesterName: task.requesterName,
    createdAt: verification.createdAt,
    video: video
      ? {
          videoId: video.videoId,
          humanId: video.humanId,
          status: video.status ?? 'draft',
          uploaded: renditions.some((r) => Boolean(r.source)),
          playable: renditions.some((r) => r.status === 'completed'),
        }
      : null,
    steps: steps.map(({ createdAt: _created, ...step }) => step),
    task: toTaskEntry(task, relations),
  };
});
