/**
 * The training-plan admin sections (issue 15; spec 2 §2 "Admin sections: Application Roles, Application
 * IDs, Processes, Training Plans (processes can be re-ordered by drag), Users with application roles", §3
 * entities, §5 validation, §6 "the training group needs an operator-organization user plus admin"): the
 * rules once, for the contract's schemas (the server's 400s) and the dialogs (the same text under the
 * field before the round trip).
 */

/** Spec 2 §5: "Application ID may contain only letters, numbers, underscores and hyphens." */
export const APP_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Lengths that keep lists and menus readable (the spec gives none). */
export const TRAINING_NAME_MAX = 100;
export const APP_ID_MAX = 64;
/** The introduction video ID is free text (spec 2 §5 "optional and not validated"), bounded in length. */
export const INTRODUCTION_VIDEO_ID_MAX = 200;
/** Roles one application, plan or user holds; processes of one plan (one bounded write each). */
export const ROLES_PER_ITEM_MAX = 20;
export const PROCESSES_PER_PLAN_MAX = 50;

/**
 * Why a form field is refused. The spec's own texts (§5) for the application and the "create … first"
 * notes; the others in the same words.
 */
export const TRAINING_TEXTS = {
  roleNameRequired: 'Role name is required',
  appIdRequired: 'Application ID is required',
  appNameRequired: 'Application Name is required',
  appIdPattern: 'Application ID may contain only letters, numbers, underscores and hyphens',
  processNameRequired: 'Process name is required',
  planNameRequired: 'Training Plan Name is required',
  poolNameRequired: 'Pool name is required',
  laneNameRequired: 'Lane name is required',
  poolRequired: 'Choose a pool',
  rolesRequired: 'Choose at least one application role',
  processesRequired: 'Choose at least one process',
  userRequired: 'Choose a user',
  tooLong: 'Too long',
  listedTwice: 'Listed twice',
  /** Spec 2 §5: shown where roles (or processes) are chosen while none exist. */
  noRoles: 'No application roles available. Please create roles first',
  noProcesses: 'No processes available. Please create processes first',
  noPools: 'No pools available. Please create pools first',
} as const;
export type TrainingProblem = keyof typeof TRAINING_TEXTS;

/** The server's refusals (409/404) the pages show as they come. */
export const TRAINING_REFUSALS = {
  roleNameTaken: 'An application role with this name already exists',
  appIdTaken: 'An application with this Application ID already exists',
  processNameTaken: 'A process with this name already exists',
  planNameTaken: 'A training plan with this name already exists',
  poolNameTaken: 'A pool with this name already exists',
  laneNameTaken: 'This pool already has a lane with this name',
  roleNotFound: 'The application role is not found',
  applicationNotFound: 'The application is not found',
  processNotFound: 'The process is not found',
  planNotFound: 'The training plan is not found',
  poolNotFound: 'The pool is not found',
  laneNotFound: 'The lane is not found',
  userNotFound: 'The user is not found in this organization',
  trackNotFound: 'The playlist is not found in this organization',
  assignmentNotFound: 'The user holds no application roles',
  processesChanged: 'The processes have changed meanwhile. Reload the page and try again.',
  changedMeanwhile: 'It was changed meanwhile. Please try again.',
} as const;

/** The required-name problem of each named entity. */
export function nameProblem(
  name: string,
  required:
    | 'roleNameRequired'
    | 'appNameRequired'
    | 'processNameRequired'
    | 'planNameRequired'
    | 'poolNameRequired'
    | 'laneNameRequired',
): TrainingProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return required;
  return trimmed.length > TRAINING_NAME_MAX ? 'tooLong' : null;
}

/** A lane's pool: one must be chosen (the server then checks it exists). */
export function poolChoiceProblem(poolId: string): TrainingProblem | null {
  return poolId.trim() ? null : 'poolRequired';
}

/** Spec 2 §5: "Application ID is required … may contain only letters, numbers, underscores and hyphens." */
export function appIdProblem(appId: string): TrainingProblem | null {
  const trimmed = appId.trim();
  if (!trimmed) return 'appIdRequired';
  if (!APP_ID_PATTERN.test(trimmed)) return 'appIdPattern';
  return trimmed.length > APP_ID_MAX ? 'tooLong' : null;
}

/** The introduction video ID: optional and not validated (only bounded). */
export function introductionVideoIdProblem(value: string): TrainingProblem | null {
  return value.trim().length > INTRODUCTION_VIDEO_ID_MAX ? 'tooLong' : null;
}

/** A choice of ids (roles, processes): `min` at least, each once, at most `max`. */
export function choiceProblem(
  ids: readonly string[],
  options: { min: number; max: number; required: 'rolesRequired' | 'processesRequired' },
): TrainingProblem | null {
  if (ids.length < options.min) return options.required;
  if (new Set(ids).size !== ids.length) return 'listedTwice';
  return ids.length > options.max ? 'tooLong' : null;
}

/** Names compare trimmed and case-insensitively: "Sales" and " sales" are the same role. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');
}

/** Application IDs are unique case-insensitively: "SAP_MM" and "sap_mm" name one application. */
export function appIdKey(appId: string): string {
  return appId.trim().toLowerCase();
}

/**
 * Where a role is in use, for the refusal to delete it (409): "This application role is used by 2
 * applications (CRM, ERP), 1 training plan (Onboarding) and 3 users. Remove it there first."
 */
export interface RoleUse {
  applications: readonly string[];
  plans: readonly string[];
  users: number;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const named = (names: readonly string[]) => {
  const shown = names.slice(0, 3).join(', ');
  return names.length > 3 ? `${shown}, …` : shown;
};

function joinParts(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The refusal of deleting a role in use (null: not used anywhere). */
export function roleInUseMessage(use: RoleUse): string | null {
  const parts = [
    ...(use.applications.length
      ? [`${count(use.applications.length, 'application', 'applications')} (${named(use.applications)})`]
      : []),
    ...(use.plans.length
      ? [`${count(use.plans.length, 'training plan', 'training plans')} (${named(use.plans)})`]
      : []),
    ...(use.users ? [count(use.users, 'user', 'users')] : []),
  ];
  if (parts.length === 0) return null;
  return `This application role is used by ${joinParts(parts)}. Remove it there first.`;
}

/** The refusal of deleting a process a plan uses (null: not used). */
export function processInUseMessage(plans: readonly string[]): string | null {
  if (plans.length === 0) return null;
  return `This process is used by ${count(plans.length, 'training plan', 'training plans')} (${named(plans)}). Remove it there first.`;
}

/** The refusal of deleting a pool that still has lanes (null: it has none). */
export function poolInUseMessage(lanes: readonly string[]): string | null {
  if (lanes.length === 0) return null;
  return `This pool has ${count(lanes.length, 'lane', 'lanes')} (${named(lanes)}). Delete or move them first.`;
}

/**
 * A plan's users (spec 2 §3 "Training plan: … users"): those holding at least one of its roles, each
 * counted once.
 */
export function planUsers(
  planRoleIds: readonly string[],
  assignments: readonly { userId: string; roleIds: readonly string[] }[],
): string[] {
  const roles = new Set(planRoleIds);
  return assignments.filter((a) => a.roleIds.some((r) => roles.has(r))).map((a) => a.userId);
}

/**
 * The processes in their new order, or why it is refused: the order names every process exactly once
 * (a process added or deleted meanwhile makes the admin reload first).
 */
export function reorderRefusal(order: readonly string[], existing: readonly string[]): string | null {
  const wanted = new Set(order);
  if (wanted.size !== order.length) return TRAINING_TEXTS.listedTwice;
  if (order.length !== existing.length || existing.some((id) => !wanted.has(id)))
    return TRAINING_REFUSALS.processesChanged;
  return null;
}
