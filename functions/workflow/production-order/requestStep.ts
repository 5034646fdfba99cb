/**
 * The production-order machine's human steps (`.waitForTaskToken`): the step's task carrying the token,
 * in the customer's partition. The operator's steps (verify, generate, review) are offered to the operator
 * staff (status requested, nobody assigned: they take them from /admin/operationalTasks); the customer's
 * approval is assigned to the person who ordered. Either side is notified: the operator staff, or the
 * person who ordered. A retried step finds its task by id and hands it the new token.
 */
import { notifyTaskAssignment } from '../../core/domain/task-assignment.js';
import { OPEN_TASK_STATUSES } from '#shared/domain/task-statuses.js';
import {
  PRODUCTION_ORDER_WORKFLOW,
  PRODUCTION_STEP_OWNER,
  productionStepSubtype,
  type ProductionStep,
} from '#shared/domain/production-order.js';
import { isConditionalFailure } from '../../core/data/errors.js';
import { taskData } from '../../core/data/task-data.js';
import { announceOperatorWork } from '../../core/domain/operator-work.js';
import { feedbackText } from '../../core/workflows/human-steps.js';
import { orderTaskId, OrderStepError, type OrderInput } from './order.js';

interface RequestStepEvent extends OrderInput {
  step: ProductionStep;
  taskToken: string;
}

function stepTexts(event: RequestStepEvent): { title: string; comment: string } {
  const { order, round } = event;
  const again = round > 1 ? ` (round ${round})` : '';
  const feedback = feedbackText(event.feedback);
  switch (event.step) {
    case 'verify':
      return { title: `Verify the production order “${order.title}”`, comment: order.brief };
    case 'generate':
      return {
        title: `Generate the video “${order.title}”${again}`,
        comment: feedback ? `Rejected, to change: ${feedback}\n\n${order.brief}` : order.brief,
      };
    case 'approve':
      return {
        title: `Approve the generated video “${order.title}”${again}`,
        comment: 'Watch the generated video, then approve it or reject it saying what must change.',
      };
    case 'review':
      return {
        title: `Review the video “${order.title}” before publication${again}`,
        comment: 'Check the approved video before it is published in the customer’s channel.',
      };
  }
}

export async function handler(event: RequestStepEvent): Promise<{ taskId: string }> {
  const { order, step, round, taskToken } = event;
  if (!taskToken) throw new Error('no task token in the payload');
  const tasks = taskData(order.orgId);
  const taskId = orderTaskId(order.orderId, step, round);
  const customers = PRODUCTION_STEP_OWNER[step] === 'customer';
  const { title, comment } = stepTexts(event);
  try {
    await tasks.createTask({
      taskId,
      subtype: productionStepSubtype(step, order.variant),
      // The customer's approval is the requester's own decision: assigned and in progress from the start.
      status: customers ? 'inProgress' : 'requested',
      taskTitle: title,
      comment,
      channelId: order.channelId,
      videoId: order.videoId,
      ...(customers ? { assignee: { userId: order.requester.userId, email: order.requester.email } } : {}),
      requester: { ...order.requester, orgId: order.orgId },
      workflow: { name: PRODUCTION_ORDER_WORKFLOW, taskToken, ref: order.orderId },
      orderedVideoType: order.videoType,
    });
  } catch (error) {
    if (!isConditionalFailure(error)) throw new OrderStepError((error as Error).message);
    // The step runs again: its task exists; it waits on the new token while still open.
    await tasks.renewToken(taskId, taskToken, OPEN_TASK_STATUSES);
    return { taskId };
  }
  if (!customers) {
    await announceOperatorWork([{ orgId: order.orgId, taskId, taskTitle: title }]);
  } else {
    const task = await tasks.task(taskId);
    if (task) {
      await notifyTaskAssignment(task, [{ userId: order.requester.userId, orgId: order.orgId }]);
    }
  }
  return { taskId };
}
