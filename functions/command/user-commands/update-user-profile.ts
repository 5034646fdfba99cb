import type { UserCommand } from '../../../shared/api/index.js';
import type { TenantContext } from '../../core/tenant.js';
import { tenantData } from '../../core/data/tenant-data.js';

type Payload = Extract<UserCommand, { type: 'updateUserProfile' }>['payload'];

/** Spec 1 §7 "updateUserProfile (firstName, lastName, jobTitle, country, phoneNumber, profilePic)". */
export async function updateUserProfile(tenant: TenantContext, payload: Payload) {
  const changes = Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined));
  await tenantData(tenant.orgId).updateUser(tenant.userId, changes);
  return { id: tenant.userId };
}
