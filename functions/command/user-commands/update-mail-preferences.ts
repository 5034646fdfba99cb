import type { UserCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { tenantData } from '../../core/data/tenant-data.js';

type Payload = Extract<UserCommand, { type: 'updateMailPreferences' }>['payload'];

/** The profile dialog's e-mail switches: the categories the user turned off (shared/domain/mail.ts). */
export async function updateMailPreferences(tenant: TenantContext, payload: Payload) {
  await tenantData(tenant.orgId).updateUser(tenant.userId, { mailOptOuts: [...payload.optOuts] });
  return { id: tenant.userId };
}
