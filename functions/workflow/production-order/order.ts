/**
 * The production-order machine's execution input (infra/workflows/production-order.asl.json), as
 * POST /orderVideo starts it, and what its steps share: each step's task has an id derived from the order,
 * the step and the round, so a retried step finds the task it made, the order's page finds every step
 * without a query, and the closing step cancels what is still open.
 */
import {
  MAX_PRODUCTION_ROUNDS,
  PRODUCTION_STEPS,
  type ProductionStep,
  type ProductionVariant,
  type ProductionVideoType,
} from '#shared/domain/production-order.js';
import { derivedTaskId } from '../../core/data/task-data.js';

export interface ProductionOrder {
  /** The customer organization (every task and the video live in its partitions). */
  orgId: string;
  /** The execution's name. */
  orderId: string;
  videoId: string;
  channelId: string;
  title: string;
  videoType: ProductionVideoType;
  variant: ProductionVariant | null;
  brief: string;
  requester: { userId: string; email: string; name: string };
}

export interface OrderInput {
  order: ProductionOrder;
  round: number;
  /** The last rejection's cause (the task action's decision as JSON), '' before any. */
  feedback: string;
}

/** The task of `step` in round `round` of order `orderId` (verification runs once: round 1). */
export const orderTaskId = (orderId: string, step: ProductionStep, round: number) =>
  derivedTaskId('production-order', orderId, step, String(step === 'verify' ? 1 : round));

/** Every task id an order can have, in the order its steps run. */
export function orderTaskIds(orderId: string): OrderStepRef[] {
  const ids: OrderStepRef[] = [{ step: 'verify', round: 1, taskId: orderTaskId(orderId, 'verify', 1) }];
  for (let round = 1; round <= MAX_PRODUCTION_ROUNDS; round += 1) {
    for (const step of PRODUCTION_STEPS.filter((s) => s !== 'verify')) {
      ids.push({ step, round, taskId: orderTaskId(orderId, step, round) });
    }
  }
  return ids;
}

export interface OrderStepRef {
  step: ProductionStep;
  round: number;
  taskId: string;
}

/** An error the machine's Retry names (a step that may succeed when run again). */
export class OrderStepError extends Error {
  override name = 'OrderStepError';
}
