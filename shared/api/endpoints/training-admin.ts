/**
 * The training-plan admin sections (issue 15; spec 2 §2 /admin/application-roles, /admin/application-ids,
 * /admin/processes, /admin/training-plans, /admin/training-users, /admin/lanes, /admin/pools; §3 entities; §5 validation; §6 "the
 * training group needs an operator-organization user plus admin"). One read of the five lists and one
 * command endpoint with a type per change. Everything acts on the caller's own organization (the
 * authorizer's); its admins who are operator-organization staff only (403 otherwise).
 * shared/domain/training-admin.ts has the rules.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { isDueDay } from '../../domain/training-due.js';
import {
  PROCESSES_PER_PLAN_MAX,
  ROLES_PER_ITEM_MAX,
  TRAINING_TEXTS,
  appIdProblem,
  choiceProblem,
  introductionVideoIdProblem,
  nameProblem,
  poolChoiceProblem,
  type TrainingProblem,
} from '../../domain/training-admin.js';

const idSchema = z.string().trim().min(1).max(100);

/** A text checked by one of the rules: its message is the rule's text (spec 2 §5's where it has one). */
const checked = (problem: (value: string) => TrainingProblem | null) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const found = problem(value);
      if (found) ctx.addIssue({ code: 'custom', message: TRAINING_TEXTS[found] });
    });

const choice = (options: Parameters<typeof choiceProblem>[1]) =>
  z.array(idSchema).superRefine((ids, ctx) => {
    const found = choiceProblem(ids, options);
    if (found) ctx.addIssue({ code: 'custom', message: TRAINING_TEXTS[found] });
  });

const roleName = checked((v) => nameProblem(v, 'roleNameRequired'));
const appId = checked(appIdProblem);
const application = {
  appId,
  name: checked((v) => nameProblem(v, 'appNameRequired')),
  /** Assigned roles (spec 2 §3); none is allowed. */
  roleIds: choice({ min: 0, max: ROLES_PER_ITEM_MAX, required: 'rolesRequired' }).default([]),
};
const process = {
  name: checked((v) => nameProblem(v, 'processNameRequired')),
  /** Spec 2 §5: "optional and not validated" (only bounded). */
  introductionVideoId: checked(introductionVideoIdProblem).default(''),
  /** The playlist whose videos the process teaches (one of the organization's tracks), or none. */
  trackId: idSchema.nullable().default(null),
};
const poolName = checked((v) => nameProblem(v, 'poolNameRequired'));
const lane = {
  name: checked((v) => nameProblem(v, 'laneNameRequired')),
  /** The pool the lane belongs to. */
  poolId: checked(poolChoiceProblem).pipe(z.string().max(100)),
};
const plan = {
  name: checked((v) => nameProblem(v, 'planNameRequired')),
  /** In the plan's order. */
  processIds: choice({ min: 1, max: PROCESSES_PER_PLAN_MAX, required: 'processesRequired' }),
  includeParentVideos: z.boolean().default(false),
  /** The application roles the plan is for: its users are those who hold one of them. */
  roleIds: choice({ min: 1, max: ROLES_PER_ITEM_MAX, required: 'rolesRequired' }),
};

export const trainingCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('createApplicationRole'), payload: z.object({ name: roleName }) }),
  z.object({
    type: z.literal('updateApplicationRole'),
    payload: z.object({ roleId: idSchema, name: roleName }),
  }),
  // Refused (409) while an application, a plan or a user holds the role.
  z.object({ type: z.literal('deleteApplicationRole'), payload: z.object({ roleId: idSchema }) }),
  z.object({ type: z.literal('createApplication'), payload: z.object(application) }),
  // `originalAppId` names the application; `appId` may change it.
  z.object({
    type: z.literal('updateApplication'),
    payload: z.object({ originalAppId: idSchema, ...application }),
  }),
  z.object({ type: z.literal('deleteApplication'), payload: z.object({ appId: idSchema }) }),
  // A new process goes last.
  z.object({ type: z.literal('createProcess'), payload: z.object(process) }),
  z.object({
    type: z.literal('updateProcess'),
    payload: z.object({ processId: idSchema, ...process }),
  }),
  // Refused (409) while a plan uses the process.
  z.object({ type: z.literal('deleteProcess'), payload: z.object({ processId: idSchema }) }),
  // Every process of the organization, each once, in the new order.
  z.object({
    type: z.literal('reorderProcesses'),
    payload: z.object({ processIds: z.array(idSchema).max(1000) }),
  }),
  z.object({ type: z.literal('createTrainingPlan'), payload: z.object(plan) }),
  z.object({
    type: z.literal('updateTrainingPlan'),
    payload: z.object({ planId: idSchema, ...plan }),
  }),
  z.object({ type: z.literal('deleteTrainingPlan'), payload: z.object({ planId: idSchema }) }),
  // A user of the organization and the roles they hold (replacing the ones they held).
  z.object({
    type: z.literal('setUserApplicationRoles'),
    payload: z.object({
      userId: idSchema,
      roleIds: choice({ min: 1, max: ROLES_PER_ITEM_MAX, required: 'rolesRequired' }),
    }),
  }),
  z.object({ type: z.literal('removeUserApplicationRoles'), payload: z.object({ userId: idSchema }) }),
  z.object({ type: z.literal('createPool'), payload: z.object({ name: poolName }) }),
  z.object({ type: z.literal('updatePool'), payload: z.object({ poolId: idSchema, name: poolName }) }),
  // Refused (409) while the pool has lanes.
  z.object({ type: z.literal('deletePool'), payload: z.object({ poolId: idSchema }) }),
  z.object({ type: z.literal('createLane'), payload: z.object(lane) }),
  z.object({ type: z.literal('updateLane'), payload: z.object({ laneId: idSchema, ...lane }) }),
  z.object({ type: z.literal('deleteLane'), payload: z.object({ laneId: idSchema }) }),
  z.object({
    // "Create Training" (spec 2 §1, §4): the plan's users × its processes' videos as watch-video tasks,
    // by the training-generation state machine; answers the run's id.
    type: z.literal('createTraining'),
    payload: z.object({
      planId: idSchema,
      /** Only videos of these channels; none: every channel. */
      channelIds: z.array(idSchema).max(50).default([]),
      /** The day (YYYY-MM-DD) the tasks are due; none: no due date. */
      dueDate: z.string().refine(isDueDay, 'Choose a valid date').optional(),
    }),
  }),
]);
export type TrainingCommand = z.infer<typeof trainingCommandSchema>;
export type TrainingCommandInput = z.input<typeof trainingCommandSchema>;

export const trainingCommand = defineEndpoint({
  id: 'trainingCommand',
  method: 'POST',
  path: '/trainingCommand',
  group: 'command',
  access: 'admin',
  summary:
    'The training admin sections (admins of the operator organization): application roles, applications, ' +
    'processes (and their order), training plans, the users with application roles, pools and lanes.',
  body: trainingCommandSchema,
  response: z.object({ id: z.string() }),
});

export const applicationRoleSchema = z.object({
  roleId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** Where the role is used: a role in use cannot be deleted. */
  applications: z.number().int(),
  plans: z.number().int(),
  users: z.number().int(),
});
export type ApplicationRole = z.infer<typeof applicationRoleSchema>;

export const trainingApplicationSchema = z.object({
  appId: z.string(),
  name: z.string(),
  roleIds: z.array(z.string()),
  createdAt: z.string(),
});
export type TrainingApplication = z.infer<typeof trainingApplicationSchema>;

export const trainingProcessSchema = z.object({
  processId: z.string(),
  name: z.string(),
  introductionVideoId: z.string(),
  trackId: z.string().nullable(),
  /** The playlist's name; null when it has none or the playlist is gone. */
  trackName: z.string().nullable(),
  createdAt: z.string(),
});
export type TrainingProcess = z.infer<typeof trainingProcessSchema>;

export const trainingPlanSchema = z.object({
  planId: z.string(),
  name: z.string(),
  processIds: z.array(z.string()),
  includeParentVideos: z.boolean(),
  roleIds: z.array(z.string()),
  createdAt: z.string(),
  /** Spec 2 §3 "users": how many users hold one of the plan's roles. */
  users: z.number().int(),
});
export type TrainingPlan = z.infer<typeof trainingPlanSchema>;

export const userApplicationRolesSchema = z.object({
  userId: z.string(),
  /** Empty when the user's profile is gone (the assignment can still be removed). */
  email: z.string(),
  name: z.string(),
  roleIds: z.array(z.string()),
  updatedAt: z.string(),
});
export type UserApplicationRoles = z.infer<typeof userApplicationRolesSchema>;

export const trainingPoolSchema = z.object({
  poolId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** Its lanes: a pool with lanes cannot be deleted. */
  lanes: z.number().int(),
});
export type TrainingPool = z.infer<typeof trainingPoolSchema>;

export const trainingLaneSchema = z.object({
  laneId: z.string(),
  name: z.string(),
  poolId: z.string(),
  poolName: z.string(),
  createdAt: z.string(),
});
export type TrainingLane = z.infer<typeof trainingLaneSchema>;

export const trainingAdminSchema = z.object({
  roles: z.array(applicationRoleSchema),
  applications: z.array(trainingApplicationSchema),
  /** In their order (the one the processes page sets). */
  processes: z.array(trainingProcessSchema),
  plans: z.array(trainingPlanSchema),
  userRoles: z.array(userApplicationRolesSchema),
  pools: z.array(trainingPoolSchema),
  lanes: z.array(trainingLaneSchema),
  /** The organization's playlists a process can name. */
  tracks: z.array(z.object({ trackId: z.string(), name: z.string() })),
});
export type TrainingAdmin = z.infer<typeof trainingAdminSchema>;

/** A "Create training" run: the Training Generation Results dialog (spec 2 §3 "Training generation result"). */
export const trainingGenerationSchema = z.object({
  generationId: z.string(),
  planId: z.string(),
  planName: z.string(),
  /** The channel filter; empty: every channel. */
  channelIds: z.array(z.string()),
  dueDate: z.string().nullable(),
  status: z.enum(['running', 'ready', 'failed']),
  /** Total users assigned (holding one of the plan's roles). */
  users: z.number().int(),
  /** Total unique videos, in the plan's order. */
  videos: z.array(z.object({ videoId: z.string(), name: z.string(), channelId: z.string() })),
  /** Tasks to be generated (users × videos) and how many were new (the others existed). */
  tasksToGenerate: z.number().int(),
  tasksCreated: z.number().int(),
  error: z.string().nullable(),
  requesterEmail: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TrainingGeneration = z.infer<typeof trainingGenerationSchema>;

export const listTrainingGenerations = defineEndpoint({
  id: 'listTrainingGenerations',
  method: 'GET',
  path: '/trainingGenerations',
  group: 'query',
  access: 'admin',
  summary: 'The organization\'s "Create training" runs, newest first (admins of the operator organization).',
  response: z.object({ generations: z.array(trainingGenerationSchema) }),
});

export const getTrainingAdmin = defineEndpoint({
  id: 'getTrainingAdmin',
  method: 'GET',
  path: '/trainingAdmin',
  group: 'query',
  access: 'admin',
  summary:
    "The training admin sections' lists in one read (admins of the operator organization): roles with " +
    'where they are used, applications, processes in order, plans with their user counts, the users ' +
    'with application roles, pools (with their lane counts), lanes, and the playlists a process can name.',
  response: trainingAdminSchema,
});
