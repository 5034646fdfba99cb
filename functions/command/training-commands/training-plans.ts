/**
 * createTrainingPlan, updateTrainingPlan, deleteTrainingPlan (issue 15; spec 2 §3 "Training plan:
 * Training Plan Name, processes (ordered), Include Parent Videos option, created date, users"). A plan
 * is for application roles (its users hold one of them); its processes and roles must exist in the
 * organization (404 otherwise, checked in the plan's own write). Names are unique in the organization.
 */
import { sameName, TRAINING_REFUSALS } from '#shared/domain/training-admin.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { conflict, notFound } from '../../core/http/errors.js';
import { trainingAdminData } from '../../core/access/training.js';
import { ensureWritten, logTraining, type Payload } from './common.js';

const unique = (ids: readonly string[]) => [...new Set(ids)];

const planFields = (payload: Payload<'createTrainingPlan'>) => ({
  name: payload.name,
  processIds: payload.processIds,
  includeParentVideos: payload.includeParentVideos,
  roleIds: unique(payload.roleIds),
});

export async function createTrainingPlan(tenant: TenantContext, payload: Payload<'createTrainingPlan'>) {
  const data = await trainingAdminData(tenant);
  const plans = await data.plans();
  if (plans.some((p) => sameName(p.name, payload.name))) throw conflict(TRAINING_REFUSALS.planNameTaken);
  const plan = planFields(payload);
  const { planId, result } = await data.createPlan(plan, tenant.userId);
  ensureWritten(result, () => conflict(TRAINING_REFUSALS.changedMeanwhile));
  await logTraining(tenant, 'createTrainingPlan', {}, { trainingPlan: plan.name });
  return { id: planId };
}

export async function updateTrainingPlan(tenant: TenantContext, payload: Payload<'updateTrainingPlan'>) {
  const data = await trainingAdminData(tenant);
  const plans = await data.plans();
  const existing = plans.find((p) => p.planId === payload.planId);
  if (!existing) throw notFound(TRAINING_REFUSALS.planNotFound);
  if (plans.some((p) => p.planId !== existing.planId && sameName(p.name, payload.name)))
    throw conflict(TRAINING_REFUSALS.planNameTaken);
  const plan = planFields(payload);
  ensureWritten(await data.updatePlan(existing.planId, plan), () => notFound(TRAINING_REFUSALS.planNotFound));
  const { planId: _id, createdAt: _at, ...before } = existing;
  await logTraining(
    tenant,
    'updateTrainingPlan',
    { ...before, trainingPlan: existing.name },
    { ...plan, trainingPlan: plan.name },
  );
  return { id: existing.planId };
}

export async function deleteTrainingPlan(tenant: TenantContext, payload: Payload<'deleteTrainingPlan'>) {
  const data = await trainingAdminData(tenant);
  const existing = (await data.plans()).find((p) => p.planId === payload.planId);
  if (!existing) throw notFound(TRAINING_REFUSALS.planNotFound);
  ensureWritten(await data.deletePlan(existing.planId), () => notFound(TRAINING_REFUSALS.planNotFound));
  await logTraining(tenant, 'deleteTrainingPlan', { trainingPlan: existing.name }, {});
  return { id: existing.planId };
}
