/**
 * Video production orders (issue 13; spec 2 §4 "video production orders with verify, generate, approve
 * and review steps for generated video and variants cp07 … cp11"; §5 "a file must be uploaded before a
 * generation request"): what a customer organization may order, the steps of an order and whose they
 * are, the task subtype of each step and the refusals. Pure: the order command, the state machine's
 * steps, the task actions and the /produce-video pages share it (docs/decisions.md "Production orders").
 */
import { PRODUCTION_STEPS, PRODUCTION_VARIANTS, isTaskSubtype, type TaskSubtype } from './task-subtypes.js';

/** The state machine of infra/workflows that runs an order, and the variable that holds its ARN. */
export const PRODUCTION_ORDER_WORKFLOW = 'production-order';
export const PRODUCTION_ORDER_WORKFLOW_ARN_VARIABLE = 'PRODUCTION_ORDER_STATE_MACHINE_ARN';

/** The kinds of video an organization may order (issue 13's list). */
export const PRODUCTION_VIDEO_TYPES = [
  'flowchart',
  'how-to',
  'user-task',
  'process-introduction',
  'what-is',
  'software-demonstration',
  'powerpoint',
  'other',
] as const;
export type ProductionVideoType = (typeof PRODUCTION_VIDEO_TYPES)[number];

export type ProductionStep = (typeof PRODUCTION_STEPS)[number];
export type ProductionVariant = (typeof PRODUCTION_VARIANTS)[number];
export { PRODUCTION_STEPS, PRODUCTION_VARIANTS };

/**
 * Whose work each step is: the operator organization's staff verify the order, generate the video and
 * review it before publication; the customer who ordered approves what was generated.
 */
export const PRODUCTION_STEP_OWNER: Record<ProductionStep, 'operator' | 'customer'> = {
  verify: 'operator',
  generate: 'operator',
  approve: 'customer',
  review: 'operator',
};

/**
 * How many times generated work may go back to generation (a rejected approval or review) before the
 * order is declined: a disagreement that five rounds did not settle needs a conversation, not a sixth.
 */
export const MAX_PRODUCTION_ROUNDS = 5;

/** The longest brief an order may carry. */
export const PRODUCTION_BRIEF_MAX = 4000;

export const PRODUCTION_TEXTS = {
  // Spec 2 §5 "a file must be uploaded before a generation request".
  fileRequired: 'A file must be uploaded before a generation request',
  notGenerating: 'Files can be uploaded into an order only by its generation step, once taken',
  notOrderTask: 'This task is not a step of a production order',
} as const;

/** The task subtype of a step: `verify-generated-video`, or `…-cp07` for an order of that variant. */
export function productionStepSubtype(step: ProductionStep, variant?: ProductionVariant | null): TaskSubtype {
  const subtype = variant ? `${step}-generated-video-${variant}` : `${step}-generated-video`;
  if (!isTaskSubtype(subtype)) throw new Error(`unknown production subtype ${subtype}`);
  return subtype;
}

/** The step and variant of a production subtype, or null for any other subtype. */
export function productionStepOf(
  subtype: string,
): { step: ProductionStep; variant: ProductionVariant | null } | null {
  const match = /^(verify|generate|approve|review)-generated-video(?:-(cp\d\d))?$/.exec(subtype);
  if (!match) return null;
  const variant = (match[2] ?? null) as ProductionVariant | null;
  if (variant !== null && !(PRODUCTION_VARIANTS as readonly string[]).includes(variant)) return null;
  return { step: match[1] as ProductionStep, variant };
}

/** Whether the subtype is a step the operator's staff do (an operational task of the customer). */
export function isOperatorProductionStep(subtype: string): boolean {
  const found = productionStepOf(subtype);
  return found !== null && PRODUCTION_STEP_OWNER[found.step] === 'operator';
}

/** Every operator step subtype (for the operational task list). */
export const OPERATOR_PRODUCTION_SUBTYPES: readonly TaskSubtype[] = PRODUCTION_STEPS.filter(
  (step) => PRODUCTION_STEP_OWNER[step] === 'operator',
).flatMap((step) => [
  productionStepSubtype(step),
  ...PRODUCTION_VARIANTS.map((variant) => productionStepSubtype(step, variant)),
]);

/** The steps of an order in the order they run, for the page's time line. */
export function productionStepIndex(step: ProductionStep): number {
  return PRODUCTION_STEPS.indexOf(step);
}

/**
 * Why a generate step may not be completed (the generation request), or null: the order's video must
 * have an uploaded original.
 */
export function generationRefusal(facts: { uploaded: boolean }): string | null {
  return facts.uploaded ? null : PRODUCTION_TEXTS.fileRequired;
}
