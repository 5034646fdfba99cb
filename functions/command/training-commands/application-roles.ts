/**
 * createApplicationRole {name}, updateApplicationRole {roleId, name}, deleteApplicationRole {roleId}
 * (issue 15; spec 2 §3 "Application role: role name"). Names are unique in the organization (case and
 * spaces aside). A role an application, a plan or a user holds is not deleted: 409 naming where.
 */
import { roleInUseMessage, sameName, TRAINING_REFUSALS } from '#shared/domain/training-admin.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { conflict, notFound } from '../../core/http/errors.js';
import { trainingAdminData } from '../../core/access/training.js';
import { DELETE_ATTEMPTS, ensureWritten, logTraining, type Payload } from './common.js';

export async function createApplicationRole(
  tenant: TenantContext,
  payload: Payload<'createApplicationRole'>,
) {
  const data = await trainingAdminData(tenant);
  const roles = await data.roles();
  if (roles.some((r) => sameName(r.name, payload.name))) throw conflict(TRAINING_REFUSALS.roleNameTaken);
  const roleId = await data.createRole(payload.name);
  await logTraining(tenant, 'createApplicationRole', {}, { applicationRole: payload.name });
  return { id: roleId };
}

export async function updateApplicationRole(
  tenant: TenantContext,
  payload: Payload<'updateApplicationRole'>,
) {
  const data = await trainingAdminData(tenant);
  const roles = await data.roles();
  const role = roles.find((r) => r.roleId === payload.roleId);
  if (!role) throw notFound(TRAINING_REFUSALS.roleNotFound);
  if (roles.some((r) => r.roleId !== role.roleId && sameName(r.name, payload.name)))
    throw conflict(TRAINING_REFUSALS.roleNameTaken);
  ensureWritten(await data.renameRole(role.roleId, payload.name), () =>
    notFound(TRAINING_REFUSALS.roleNotFound),
  );
  await logTraining(
    tenant,
    'updateApplicationRole',
    { applicationRole: role.name },
    { applicationRole: payload.name },
  );
  return { id: role.roleId };
}

export async function deleteApplicationRole(
  tenant: TenantContext,
  payload: Payload<'deleteApplicationRole'>,
) {
  const data = await trainingAdminData(tenant);
  for (let attempt = 0; attempt < DELETE_ATTEMPTS; attempt++) {
    const [roles, applications, plans, userRoles] = await Promise.all([
      data.roles(),
      data.applications(),
      data.plans(),
      data.userRoles(),
    ]);
    const role = roles.find((r) => r.roleId === payload.roleId);
    if (!role) throw notFound(TRAINING_REFUSALS.roleNotFound);
    const holds = (item: { roleIds: readonly string[] }) => item.roleIds.includes(role.roleId);
    const inUse = roleInUseMessage({
      applications: applications.filter(holds).map((a) => a.appId),
      plans: plans.filter(holds).map((p) => p.name),
      users: userRoles.filter(holds).length,
    });
    if (inUse) throw conflict(inUse);
    // Refused only when something named the role since the check (its refVersion moved): check again.
    const result = await data.deleteRole(role);
    if (result.ok) {
      await logTraining(tenant, 'deleteApplicationRole', { applicationRole: role.name }, {});
      return { id: role.roleId };
    }
  }
  throw conflict(TRAINING_REFUSALS.changedMeanwhile);
}
