/**
 * The training admin dialogs' forms (issue 15; spec 2 §5): what each dialog holds, why a field is
 * refused (the shared rules, so the text under the field is the server's before the round trip), the
 * server's 400 issues by field, and the payloads sent. Pure.
 */
import {
  APP_ID_MAX,
  INTRODUCTION_VIDEO_ID_MAX,
  PROCESSES_PER_PLAN_MAX,
  ROLES_PER_ITEM_MAX,
  TRAINING_NAME_MAX,
  appIdProblem,
  choiceProblem,
  introductionVideoIdProblem,
  nameProblem,
  poolChoiceProblem,
  type TrainingProblem,
} from '#shared/domain/training-admin';

export { APP_ID_MAX, INTRODUCTION_VIDEO_ID_MAX, TRAINING_NAME_MAX };

export type TrainingErrorKey =
  | 'training-admin-error-role-name-required'
  | 'training-admin-error-app-id-required'
  | 'training-admin-error-app-name-required'
  | 'training-admin-error-app-id-pattern'
  | 'training-admin-error-process-name-required'
  | 'training-admin-error-plan-name-required'
  | 'training-admin-error-pool-name-required'
  | 'training-admin-error-lane-name-required'
  | 'training-admin-error-pool-required'
  | 'training-admin-error-roles-required'
  | 'training-admin-error-processes-required'
  | 'training-admin-error-user-required'
  | 'training-admin-error-too-long'
  | 'training-admin-error-listed-twice'
  | 'training-admin-no-roles'
  | 'training-admin-no-processes'
  | 'training-admin-no-pools';

const PROBLEM_KEYS: Record<TrainingProblem, TrainingErrorKey> = {
  roleNameRequired: 'training-admin-error-role-name-required',
  appIdRequired: 'training-admin-error-app-id-required',
  appNameRequired: 'training-admin-error-app-name-required',
  appIdPattern: 'training-admin-error-app-id-pattern',
  processNameRequired: 'training-admin-error-process-name-required',
  planNameRequired: 'training-admin-error-plan-name-required',
  poolNameRequired: 'training-admin-error-pool-name-required',
  laneNameRequired: 'training-admin-error-lane-name-required',
  poolRequired: 'training-admin-error-pool-required',
  rolesRequired: 'training-admin-error-roles-required',
  processesRequired: 'training-admin-error-processes-required',
  userRequired: 'training-admin-error-user-required',
  tooLong: 'training-admin-error-too-long',
  listedTwice: 'training-admin-error-listed-twice',
  noRoles: 'training-admin-no-roles',
  noProcesses: 'training-admin-no-processes',
  noPools: 'training-admin-no-pools',
};

/** The dictionary key of a rule's text. */
export function problemKey(problem: TrainingProblem): TrainingErrorKey {
  return PROBLEM_KEYS[problem];
}

type Errors<F extends string> = Partial<Record<F, TrainingErrorKey>>;

function collect<F extends string>(checks: Record<F, TrainingProblem | null>): Errors<F> {
  const errors: Errors<F> = {};
  for (const [field, problem] of Object.entries(checks) as [F, TrainingProblem | null][])
    if (problem) errors[field] = problemKey(problem);
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/* ---- application role ---- */

export interface RoleForm {
  name: string;
}
export const roleFormErrors = (form: RoleForm) =>
  collect({ name: nameProblem(form.name, 'roleNameRequired') });

/* ---- pool and lane ---- */

export const poolFormErrors = (form: RoleForm) =>
  collect({ name: nameProblem(form.name, 'poolNameRequired') });

export interface LaneForm {
  name: string;
  poolId: string;
}
export const laneFormErrors = (form: LaneForm) =>
  collect({
    name: nameProblem(form.name, 'laneNameRequired'),
    poolId: poolChoiceProblem(form.poolId),
  });

/* ---- application ---- */

export interface ApplicationForm {
  appId: string;
  name: string;
  roleIds: string[];
}
export const applicationFormErrors = (form: ApplicationForm) =>
  collect({
    appId: appIdProblem(form.appId),
    name: nameProblem(form.name, 'appNameRequired'),
    roleIds: choiceProblem(form.roleIds, { min: 0, max: ROLES_PER_ITEM_MAX, required: 'rolesRequired' }),
  });
export const applicationPayload = (form: ApplicationForm) => ({
  appId: form.appId.trim(),
  name: form.name.trim(),
  roleIds: form.roleIds,
});

/* ---- process ---- */

export interface ProcessForm {
  name: string;
  introductionVideoId: string;
  /** '' for no playlist. */
  trackId: string;
}
export const processFormErrors = (form: ProcessForm) =>
  collect({
    name: nameProblem(form.name, 'processNameRequired'),
    introductionVideoId: introductionVideoIdProblem(form.introductionVideoId),
  });
export const processPayload = (form: ProcessForm) => ({
  name: form.name.trim(),
  introductionVideoId: form.introductionVideoId.trim(),
  trackId: form.trackId || null,
});

/* ---- training plan ---- */

export interface PlanForm {
  name: string;
  /** In the plan's order. */
  processIds: string[];
  includeParentVideos: boolean;
  roleIds: string[];
}
export const planFormErrors = (form: PlanForm) =>
  collect({
    name: nameProblem(form.name, 'planNameRequired'),
    processIds: choiceProblem(form.processIds, {
      min: 1,
      max: PROCESSES_PER_PLAN_MAX,
      required: 'processesRequired',
    }),
    roleIds: choiceProblem(form.roleIds, { min: 1, max: ROLES_PER_ITEM_MAX, required: 'rolesRequired' }),
  });
export const planPayload = (form: PlanForm) => ({ ...form, name: form.name.trim() });

/* ---- a user's roles ---- */

export interface UserRolesForm {
  userId: string | null;
  roleIds: string[];
}
export const userRolesFormErrors = (form: UserRolesForm) =>
  collect({
    userId: form.userId ? null : 'userRequired',
    roleIds: choiceProblem(form.roleIds, { min: 1, max: ROLES_PER_ITEM_MAX, required: 'rolesRequired' }),
  });

/* ---- choosing ---- */

/**
 * A 400's issues (`body.payload.appId`) by form field: the first message of each field; issues of no
 * field are left for the dialog's general error.
 */
export function issuesByField(
  issues: readonly { path: string; message: string }[],
  fields: readonly string[],
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.replace(/^body\.payload\./, '').split('.')[0] ?? '';
    if (fields.includes(field)) found[field] ??= issue.message;
  }
  return found;
}
