import { key, updatedAt } from './keys.js';

const SERVICE = 'tubes';

/**
 * The training admin sections of an organization (issue 15; spec 2 §3 "Application role", "Application
 * ID", "Process", "Training plan", "User-role assignment"; §2 lanes, pools): all in the organization's
 * one training partition `{orgId}#TRAINING` (access patterns 190–199, 205–208), each kind under its own
 * sort-key prefix, so one query per kind reads a whole list.
 */
const trainingPartition = key('PK', ['orgId'], '${orgId}#TRAINING');

const createdAt = { type: 'string', default: () => new Date().toISOString(), readOnly: true } as const;

/**
 * Bumped (ADD 1) by every write that names the item (an application or plan naming a role, a plan naming
 * a process, a user given a role, a lane placed in a pool), in the same transaction: a delete conditioned on the value it read
 * fails when something started using the item between its check and its delete.
 */
const refVersion = { type: 'number' } as const;

export const applicationRoleModel = {
  model: { entity: 'applicationRole', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    roleId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    refVersion,
    createdAt,
    updatedAt,
  },
  indexes: {
    byId: { pk: trainingPartition, sk: key('SK', ['roleId'], 'ROLE#${roleId}') },
  },
} as const;

/** An application (spec 2 §3 "Application ID, Application Name, assigned roles"), keyed by its ID. */
export const trainingApplicationModel = {
  model: { entity: 'trainingApplication', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    /** The Application ID lower-cased: one application per ID whatever its case. */
    appKey: { type: 'string', required: true },
    /** The Application ID as written. */
    appId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    roleIds: { type: 'list', items: { type: 'string' }, default: () => [] },
    createdAt,
    updatedAt,
  },
  indexes: {
    byId: { pk: trainingPartition, sk: key('SK', ['appKey'], 'APP#${appKey}') },
  },
} as const;

/** A process (spec 2 §3 "name, optional introduction video ID"), its playlist and its place in the order. */
export const trainingProcessModel = {
  model: { entity: 'trainingProcess', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    processId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    introductionVideoId: { type: 'string', default: '' },
    /** The track (playlist) whose videos the process teaches. */
    trackId: { type: 'string' },
    /** Order on /admin/processes (keys sort as text, so readers sort by this number). */
    position: { type: 'number', required: true },
    refVersion,
    createdAt,
    updatedAt,
  },
  indexes: {
    byId: { pk: trainingPartition, sk: key('SK', ['processId'], 'PROCESS#${processId}') },
  },
} as const;

/** A training plan (spec 2 §3 "Training Plan Name, processes (ordered), Include Parent Videos option"). */
export const trainingPlanModel = {
  model: { entity: 'trainingPlan', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    planId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    processIds: { type: 'list', items: { type: 'string' }, default: () => [] },
    includeParentVideos: { type: 'boolean', default: false },
    /** The application roles the plan is for (its users hold one of them). */
    roleIds: { type: 'list', items: { type: 'string' }, default: () => [] },
    createdById: { type: 'string' },
    createdAt,
    updatedAt,
  },
  indexes: {
    byId: { pk: trainingPartition, sk: key('SK', ['planId'], 'PLAN#${planId}') },
  },
} as const;

/** The application roles a user of the organization holds (spec 2 §3 "a user and one or more roles"). */
export const userApplicationRolesModel = {
  model: { entity: 'userApplicationRoles', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    roleIds: { type: 'list', items: { type: 'string' }, default: () => [] },
    updatedAt,
  },
  indexes: {
    byId: { pk: trainingPartition, sk: key('SK', ['userId'], 'USERROLES#${userId}') },
  },
} as const;

/**
 * A pool (spec 2 §2 /admin/pools): a participant of the organization's processes as process maps draw
 * them (a department, a partner), holding lanes.
 */
export const trainingPoolModel = {
  model: { entity: 'trainingPool', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    poolId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    refVersion,
    createdAt,
    updatedAt,
  },
  indexes: {
    byId: { pk: trainingPartition, sk: key('SK', ['poolId'], 'POOL#${poolId}') },
  },
} as const;

/** A lane (spec 2 §2 /admin/lanes): a role's swimlane within one pool. */
export const trainingLaneModel = {
  model: { entity: 'trainingLane', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    laneId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    poolId: { type: 'string', required: true },
    createdAt,
    updatedAt,
  },
  indexes: {
    byId: { pk: trainingPartition, sk: key('SK', ['laneId'], 'LANE#${laneId}') },
  },
} as const;
