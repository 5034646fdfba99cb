import { key, updatedAt } from './keys.js';

const SERVICE = 'tubes';

/**
 * A "Create training" run (issue 15; access patterns 185–186): what was asked (plan, channel filter, due
 * date, requester), what the state machine's first step found (users, the videos in order, tasks to be
 * generated) and how it ended (tasks created, ready or failed). In the organization's training partition,
 * newest first (the id starts with the time).
 */
export const trainingGenerationModel = {
  model: { entity: 'trainingGeneration', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    generationId: { type: 'string', required: true },
    planId: { type: 'string', required: true },
    planName: { type: 'string', required: true },
    channelIds: { type: 'list', items: { type: 'string' }, default: () => [] },
    /** The due date-time of the tasks (training-due.ts dueAt); absent: none. */
    dueDate: { type: 'string' },
    requesterId: { type: 'string', required: true },
    requesterEmail: { type: 'string', required: true },
    requesterName: { type: 'string', default: '' },
    /** The requester's own organization (operator staff work in a customer's workspace). */
    requesterOrgId: { type: 'string', required: true },
    status: { type: ['running', 'ready', 'failed'] as const, required: true },
    users: { type: 'number', default: 0 },
    /** The videos to watch, in the plan's order. */
    videos: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          videoId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          channelId: { type: 'string', required: true },
        },
      },
      default: () => [],
    },
    tasksToGenerate: { type: 'number', default: 0 },
    tasksCreated: { type: 'number', default: 0 },
    error: { type: 'string' },
    createdAt: { type: 'string', default: () => new Date().toISOString(), readOnly: true },
    finishedAt: { type: 'string' },
    updatedAt,
  },
  indexes: {
    byId: {
      pk: key('PK', ['orgId'], '${orgId}#TRAINING'),
      sk: key('SK', ['generationId'], 'GENERATION#${generationId}'),
    },
  },
} as const;
