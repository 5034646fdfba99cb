/**
 * createApplication, updateApplication, deleteApplication (issue 15; spec 2 §3 "Application ID:
 * Application ID, Application Name, assigned roles"; §5 "Application ID is required; Application Name is
 * required; Application ID may contain only letters, numbers, underscores and hyphens", the contract's
 * schema). An Application ID is unique in the organization, whatever its case; each assigned role must
 * exist there (404 otherwise).
 */
import { appIdKey, TRAINING_REFUSALS } from '#shared/domain/training-admin.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { conflict, notFound } from '../../core/http/errors.js';
import { trainingAdminData } from '../../core/access/training.js';
import { ensureWritten, logTraining, type Payload } from './common.js';

const unique = (ids: readonly string[]) => [...new Set(ids)];

export async function createApplication(tenant: TenantContext, payload: Payload<'createApplication'>) {
  const data = await trainingAdminData(tenant);
  const app = { appId: payload.appId, name: payload.name, roleIds: unique(payload.roleIds) };
  ensureWritten(await data.createApplication(app), () => conflict(TRAINING_REFUSALS.appIdTaken));
  await logTraining(tenant, 'createApplication', {}, { application: app.appId, name: app.name });
  return { id: app.appId };
}

export async function updateApplication(tenant: TenantContext, payload: Payload<'updateApplication'>) {
  const data = await trainingAdminData(tenant);
  const original = await data.application(payload.originalAppId);
  if (!original) throw notFound(TRAINING_REFUSALS.applicationNotFound);
  const moves = appIdKey(original.appId) !== appIdKey(payload.appId);
  if (moves && (await data.application(payload.appId))) throw conflict(TRAINING_REFUSALS.appIdTaken);
  const app = { appId: payload.appId, name: payload.name, roleIds: unique(payload.roleIds) };
  ensureWritten(await data.updateApplication(original, app), () =>
    conflict(TRAINING_REFUSALS.changedMeanwhile),
  );
  await logTraining(
    tenant,
    'updateApplication',
    { application: original.appId, name: original.name, roleIds: original.roleIds },
    { application: app.appId, name: app.name, roleIds: app.roleIds },
  );
  return { id: app.appId };
}

export async function deleteApplication(tenant: TenantContext, payload: Payload<'deleteApplication'>) {
  const data = await trainingAdminData(tenant);
  const original = await data.application(payload.appId);
  if (!original) throw notFound(TRAINING_REFUSALS.applicationNotFound);
  ensureWritten(await data.deleteApplication(original.appId), () =>
    notFound(TRAINING_REFUSALS.applicationNotFound),
  );
  await logTraining(tenant, 'deleteApplication', { application: original.appId, name: original.name }, {});
  return { id: original.appId };
}
