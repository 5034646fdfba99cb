/**
 * createTraining (issue 15; spec 2 §1 "Training plans can be generated for users by application role;
 * the requester is notified by e-mail when the result is ready for review"): records the run and starts
 * the training-generation state machine (infra/workflows/training-generation.asl.json), named by the run
 * so a retried start cannot run it twice. A run that cannot start is marked failed, not left running.
 */
import { TRAINING_REFUSALS } from '#shared/domain/training-admin.js';
import { DUE_DATE_IN_PAST, dayOf, dueAt } from '#shared/domain/training-due.js';
import { TRAINING_GENERATION_WORKFLOW_ARN_VARIABLE } from '#shared/domain/training-generation.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { badRequest, notFound } from '../../core/http/errors.js';
import { trainingAdminData } from '../../core/access/training.js';
import { trainingGenerationData } from '../../core/data/training-generation-data.js';
import { displayNameOf } from '../../core/domain/tasks.js';
import { startExecution } from '../../core/workflows/executions.js';
import { logTraining, type Payload } from './common.js';

export async function createTraining(tenant: TenantContext, payload: Payload<'createTraining'>) {
  const data = await trainingAdminData(tenant);
  if (payload.dueDate && payload.dueDate < dayOf(new Date())) {
    throw badRequest(DUE_DATE_IN_PAST, [{ path: 'dueDate', message: DUE_DATE_IN_PAST }]);
  }
  const plan = (await data.plans()).find((p) => p.planId === payload.planId);
  if (!plan) throw notFound(TRAINING_REFUSALS.planNotFound);
  const runs = trainingGenerationData(tenant.activeOrgId);
  const generationId = await runs.create({
    planId: plan.planId,
    planName: plan.name,
    channelIds: [...new Set(payload.channelIds)],
    dueDate: payload.dueDate ? dueAt(payload.dueDate) : undefined,
    requester: {
      userId: tenant.userId,
      email: tenant.email,
      name: await displayNameOf(tenant),
      orgId: tenant.orgId,
    },
  });
  try {
    await startExecution(TRAINING_GENERATION_WORKFLOW_ARN_VARIABLE, `training-${generationId}`, {
      orgId: tenant.activeOrgId,
      generationId,
    });
  } catch (error) {
    await runs.finished(generationId, { status: 'failed', error: (error as Error).message });
    throw error;
  }
  await logTraining(tenant, 'createTraining', {}, { trainingPlan: plan.name, generationId });
  return { id: generationId };
}
