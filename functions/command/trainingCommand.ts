import * as api from '#shared/api/endpoints/training-admin.js';
import { commandHandler } from '../core/http/command.js';
import {
  createApplicationRole,
  deleteApplicationRole,
  updateApplicationRole,
} from './training-commands/application-roles.js';
import { createApplication, deleteApplication, updateApplication } from './training-commands/applications.js';
import {
  createProcess,
  deleteProcess,
  reorderProcesses,
  updateProcess,
} from './training-commands/processes.js';
import {
  createTrainingPlan,
  deleteTrainingPlan,
  updateTrainingPlan,
} from './training-commands/training-plans.js';
import { createTraining } from './training-commands/create-training.js';
import {
  createLane,
  createPool,
  deleteLane,
  deletePool,
  updateLane,
  updatePool,
} from './training-commands/pools-lanes.js';
import {
  removeUserApplicationRoles,
  setUserApplicationRoles,
} from './training-commands/user-application-roles.js';

/**
 * POST /command/trainingCommand (issue 15): one function per command type of the training admin
 * sections (shared/api/endpoints/training-admin.ts); each checks the caller first (admins of the
 * operator organization, core/access/training.ts).
 */
export const handler = commandHandler(api.trainingCommand, {
  createApplicationRole,
  updateApplicationRole,
  deleteApplicationRole,
  createApplication,
  updateApplication,
  deleteApplication,
  createProcess,
  updateProcess,
  deleteProcess,
  reorderProcesses,
  createTrainingPlan,
  updateTrainingPlan,
  deleteTrainingPlan,
  setUserApplicationRoles,
  removeUserApplicationRoles,
  createPool,
  updatePool,
  deletePool,
  createLane,
  updateLane,
  deleteLane,
  createTraining,
});
