import * as api from '#shared/api/endpoints/training-admin.js';
import { httpHandler } from '../core/http/pipeline.js';
import { trainingAdminData } from '../core/access/training.js';
import { trainingGenerationData } from '../core/data/training-generation-data.js';

/**
 * GET /query/trainingGenerations: the organization's "Create training" runs, newest first, as the
 * Training Generation Results dialog shows them (admins of the operator organization).
 */
export const handler = httpHandler(api.listTrainingGenerations, async ({ tenant }) => {
  await trainingAdminData(tenant);
  const runs = await trainingGenerationData(tenant.activeOrgId).generations();
  return {
    generations: runs.map((run) => ({
      generationId: run.generationId,
      planId: run.planId,
      planName: run.planName,
      channelIds: run.channelIds ?? [],
      dueDate: run.dueDate ?? null,
      status: run.status,
      users: run.users ?? 0,
      videos: run.videos ?? [],
      tasksToGenerate: run.tasksToGenerate ?? 0,
      tasksCreated: run.tasksCreated ?? 0,
      error: run.error ?? null,
      requesterEmail: run.requesterEmail,
      createdAt: run.createdAt ?? '',
      finishedAt: run.finishedAt ?? null,
    })),
  };
});
