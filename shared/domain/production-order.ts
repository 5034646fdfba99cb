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

/**
 * Requests for the operator's production team on an existing video (spec 2 §4 "adjust video variants
 * (general, flowchart, other, user task, how to)", "playlist structure building"; §5 "a video must be in
 * draft to request adjustment", "a video must be ready to publish or published to request building a
 * playlist"): each is one operational task, offered to the operator's staff.
 */
export const VIDEO_SERVICES = ['adjustment', 'playlistStructure'] as const;
export type VideoService = (typeof VIDEO_SERVICES)[number];
export const ADJUSTMENT_KINDS = ['general', 'flowchart', 'other', 'user-task', 'how-to'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];
export const SERVICE_REQUEST_MAX = 2000;

export const SERVICE_REQUEST_TEXTS = {
  notDraft: 'A video must be in draft to request adjustment',
  notReady: 'A video must be ready to publish or published to request building a playlist',
  open: 'This request is already open for the video',
} as const;

/** The task subtype of a request. */
export function serviceRequestSubtype(service: VideoService, kind?: AdjustmentKind | null): TaskSubtype {
  const subtype = service === 'adjustment' ? `adjust-video-${kind ?? 'general'}` : 'build-playlist-structure';
  if (!isTaskSubtype(subtype)) throw new Error(`unknown service subtype ${subtype}`);
  return subtype;
}

/** Every request subtype (operational tasks of the customer). */
export const SERVICE_REQUEST_SUBTYPES: readonly TaskSubtype[] = [
  ...ADJUSTMENT_KINDS.map((kind) => serviceRequestSubtype('adjustment', kind)),
  serviceRequestSubtype('playlistStructure'),
];

/** Why a request may not be made now (status and message), or null: the spec 2 §5 rules, one at a time. */
export function serviceRequestRefusal(facts: {
  service: VideoService;
  videoStatus: string;
  /** Whether a request of the same subtype is still open for the video. */
  open: boolean;
}): { status: 409; message: string } | null {
  if (facts.service === 'adjustment' && facts.videoStatus !== 'draft') {
    return { status: 409, message: SERVICE_REQUEST_TEXTS.notDraft };
  }
  if (facts.service === 'playlistStructure' && !['readyToPublish', 'published'].includes(facts.videoStatus)) {
    return { status: 409, message: SERVICE_REQUEST_TEXTS.notReady };
  }
  if (facts.open) return { status: 409, message: SERVICE_REQUEST_TEXTS.open };
  return null;
}

/**
 * The operator's own work in a customer's organization: the operator's production steps and the
 * service requests. The customer's requester may only withdraw it; nobody else there acts on it.
 */
export function isOperatorWork(subtype: string): boolean {
  return (
    isOperatorProductionStep(subtype) || (SERVICE_REQUEST_SUBTYPES as readonly string[]).includes(subtype)
  );
}
