/**
 * The /produce-video pages' pure logic (issue 13): the order form's field errors, the steps' time line,
 * the state of the order's video, whether the page offers the generation upload, and the links to an
 * order from the task lists.
 */
import type { ProductionOrderView } from '#shared/api/endpoints/production-orders';
import type { TaskAction } from '#shared/domain/task-workflow';
import type { TaskButton } from './task-actions';
import type { TaskStatus } from '#shared/domain/task-statuses';
import { isFinalTaskStatus } from '#shared/domain/task-workflow';
import {
  MAX_PRODUCTION_ROUNDS,
  PRODUCTION_STEP_OWNER,
  productionStepOf,
  productionStepIndex,
  type ProductionStep,
} from '#shared/domain/production-order';

/** The order form's fields, as the contract names them. */
export const PRODUCTION_FORM_FIELDS = [
  'title',
  'videoType',
  'variant',
  'channelId',
  'language',
  'brief',
] as const;
export type ProductionFormField = (typeof PRODUCTION_FORM_FIELDS)[number];
export type ProductionFieldErrors = Partial<Record<ProductionFormField, string>>;

/**
 * A 400's issues ({path: 'body.title', message}) by form field: the first message of each field; issues
 * of no field are left for the form's general error.
 */
export function productionFieldErrors(
  issues: readonly { path: string; message: string }[],
): ProductionFieldErrors {
  const errors: ProductionFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.replace(/^body\./, '').split('.')[0] ?? '';
    if ((PRODUCTION_FORM_FIELDS as readonly string[]).includes(field)) {
      const key = field as ProductionFormField;
      errors[key] ??= issue.message;
    }
  }
  return errors;
}

export interface TimelineRow {
  step: ProductionStep;
  round: number;
  taskId: string;
  status: TaskStatus;
  assigneeEmail: string;
  updatedAt: string;
  owner: 'operator' | 'customer';
  /** The step the page was opened for. */
  current: boolean;
}

/**
 * The time line's rows: the steps in the order they ran (by round, then verify → generate → approve →
 * review within a round); the page's own task marked.
 */
export function timelineRows(steps: ProductionOrderView['steps'], pageTaskId: string): TimelineRow[] {
  return steps
    .map((step, index) => ({ step, index }))
    .sort(
      (a, b) =>
        a.step.round - b.step.round ||
        productionStepIndex(a.step.step) - productionStepIndex(b.step.step) ||
        a.index - b.index,
    )
    .map(({ step }) => ({
      step: step.step,
      round: step.round,
      taskId: step.taskId,
      status: step.status,
      assigneeEmail: step.assigneeEmail,
      updatedAt: step.updatedAt,
      owner: PRODUCTION_STEP_OWNER[step.step],
      current: step.taskId === pageTaskId,
    }));
}

export type ProductionVideoState = 'missing' | 'not-uploaded' | 'processing' | 'playable';

/** The order's video: gone, waiting for its file, being transcoded, or playable. */
export function productionVideoState(video: ProductionOrderView['video']): ProductionVideoState {
  if (!video) return 'missing';
  if (video.playable) return 'playable';
  return video.uploaded ? 'processing' : 'not-uploaded';
}

/**
 * The link to the video's page: only when it plays and the caller is in the video's organization (no
 * `orgId` on the page: operator staff opening a customer's order cannot open its video in their own).
 */
export function productionVideoLink(
  video: ProductionOrderView['video'],
  orgId: string | null | undefined,
): string | null {
  if (!video || !video.playable || orgId) return null;
  return `/video/${encodeURIComponent(video.humanId)}`;
}

/** Whether the page offers the upload: the page's task is a generate step the caller has taken. */
export function showsProductionUpload(task: { subtype: string; actions: readonly TaskAction[] }): boolean {
  return productionStepOf(task.subtype)?.step === 'generate' && task.actions.includes('complete');
}

/** /produce-video/{taskId}, with ?orgId= for operator staff on a customer's step. */
export function productionOrderPath(taskId: string, orgId?: string | null): string {
  const path = `/produce-video/${encodeURIComponent(taskId)}`;
  return orgId ? `${path}?orgId=${encodeURIComponent(orgId)}` : path;
}

/** The "Open order" link of a task in a list: its order's page when it is a production step. */
export function productionLinkFor(
  task: { taskId: string; subtype: string; orgId?: string },
  options: { withOrg?: boolean } = {},
): string | null {
  if (productionStepOf(task.subtype) === null) return null;
  return productionOrderPath(task.taskId, options.withOrg ? task.orgId : null);
}

/**
 * Where the order stands: `open` while a step waits on a person, `next` between a decision and the next
 * step's task (the machine is making it: the page asks again), or how it ended: published, declined (the
 * operator rejected the verification or the generation, or the rounds ran out), withdrawn (a step was
 * canceled).
 */
export type ProductionOrderStage = 'open' | 'next' | 'published' | 'declined' | 'withdrawn';

export function productionOrderStage(
  order: Pick<ProductionOrderView, 'steps' | 'video'>,
): ProductionOrderStage {
  const rows = timelineRows(order.steps, '');
  if (rows.some((row) => !isFinalTaskStatus(row.status))) return 'open';
  const last = rows.at(-1);
  if (!last) return 'next';
  if (last.status === 'canceled' || last.status === 'skipped') return 'withdrawn';
  if (last.status === 'rejected') {
    if (last.step === 'verify' || last.step === 'generate') return 'declined';
    return last.round >= MAX_PRODUCTION_ROUNDS ? 'declined' : 'next';
  }
  if (last.step === 'review' && order.video?.status === 'published') return 'published';
  return 'next';
}

/** Ask again soon: the next step is being made, or the video is processing. */
const SOON_MS = 3_000;
/** Ask again now and then while a step waits on someone (the other side may act in their browser). */
const WAITING_MS = 10_000;

/**
 * How long until the page asks for the order again (ms; 0: never, the order is over): soon while nobody
 * can act yet, now and then while a step waits on a person.
 */
export function productionOrderPollMs(order: Pick<ProductionOrderView, 'steps' | 'video'>): number {
  const stage = productionOrderStage(order);
  if (stage === 'next' || productionVideoState(order.video) === 'processing') return SOON_MS;
  return stage === 'open' ? WAITING_MS : 0;
}

/**
 * The order page's names for the step's actions (dictionary keys): the operator accepts or declines an
 * order, requests the generation once the video is uploaded, the customer and the operator's review
 * approve; the customer withdraws the order by canceling one of the operator's steps.
 */
export function productionActionLabelKeys(
  subtype: string,
  operator: boolean,
): Partial<Record<TaskButton, string>> {
  const found = productionStepOf(subtype);
  if (!found) return {};
  switch (found.step) {
    case 'verify':
      return operator
        ? { complete: 'production-action-accept', reject: 'production-action-decline' }
        : { cancel: 'production-action-withdraw' };
    case 'generate':
      return operator
        ? { complete: 'production-request-generation' }
        : { cancel: 'production-action-withdraw' };
    case 'approve':
      return { complete: 'production-action-approve' };
    case 'review':
      return operator ? { complete: 'production-action-approve' } : { cancel: 'production-action-withdraw' };
  }
}
