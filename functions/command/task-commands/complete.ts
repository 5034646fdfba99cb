import type { TaskCommand } from '#shared/api/endpoints/tasks.js';
import { generationRefusal, productionStepOf } from '#shared/domain/production-order.js';
import type { TenantContext } from '../../core/http/tenant.js';
import type { Task } from '../../core/data/task-data.js';
import { videoData } from '../../core/data/video-data.js';
import { conflict } from '../../core/http/errors.js';
import { act } from './act.js';

type Payload = Extract<TaskCommand, { type: 'complete' }>['payload'];

/**
 * Spec 2 §5 "a file must be uploaded before a generation request": completing a production order's
 * generation step hands the video to the customer, so its video needs an uploaded original.
 */
async function generationReady(task: Task): Promise<void> {
  if (productionStepOf(task.subtype)?.step !== 'generate') return;
  const renditions = task.videoId ? await videoData(task.orgId).renditions(task.videoId) : [];
  const refusal = generationRefusal({ uploaded: renditions.some((r) => Boolean(r.source)) });
  if (refusal) throw conflict(refusal);
}

/** Complete: the assignee did the work (a reviewer approves); a waiting state machine goes on. */
export function complete(tenant: TenantContext, payload: Payload) {
  return act(tenant, { kind: 'action', action: 'complete' }, { ...payload, check: generationReady });
}
