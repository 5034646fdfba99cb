/**
 * setUserApplicationRoles {userId, roleIds}, removeUserApplicationRoles {userId} (issue 15; spec 2 §3
 * "User-role assignment: a user and one or more application roles"). The user is one of the
 * organization's (404 otherwise, as another organization's user); the roles must exist there.
 */
import { TRAINING_REFUSALS } from '#shared/domain/training-admin.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { notFound } from '../../core/http/errors.js';
import { trainingAdminData } from '../../core/access/training.js';
import { ensureWritten, logTraining, type Payload } from './common.js';

export async function setUserApplicationRoles(
  tenant: TenantContext,
  payload: Payload<'setUserApplicationRoles'>,
) {
  const data = await trainingAdminData(tenant);
  const [profiles, held] = await Promise.all([
    data.profiles([payload.userId]),
    data.userRoles().then((all) => all.find((u) => u.userId === payload.userId)),
  ]);
  const profile = profiles.get(payload.userId);
  if (!profile || profile.status === 'deleted') throw notFound(TRAINING_REFUSALS.userNotFound);
  const roleIds = [...new Set(payload.roleIds)];
  ensureWritten(await data.setUserRoles(payload.userId, roleIds), () =>
    notFound(TRAINING_REFUSALS.userNotFound),
  );
  await logTraining(
    tenant,
    'setUserApplicationRoles',
    held ? { user: profile.email, roleIds: held.roleIds } : {},
    { user: profile.email, roleIds },
  );
  return { id: payload.userId };
}

export async function removeUserApplicationRoles(
  tenant: TenantContext,
  payload: Payload<'removeUserApplicationRoles'>,
) {
  const data = await trainingAdminData(tenant);
  const held = (await data.userRoles()).find((u) => u.userId === payload.userId);
  if (!held) throw notFound(TRAINING_REFUSALS.assignmentNotFound);
  ensureWritten(await data.removeUserRoles(payload.userId), () =>
    notFound(TRAINING_REFUSALS.assignmentNotFound),
  );
  const profile = (await data.profiles([payload.userId])).get(payload.userId);
  await logTraining(
    tenant,
    'removeUserApplicationRoles',
    { user: profile?.email ?? payload.userId, roleIds: held.roleIds },
    {},
  );
  return { id: payload.userId };
}
