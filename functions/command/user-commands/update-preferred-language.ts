import type { UserCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { tenantData } from '../../core/data/tenant-data.js';

type Payload = Extract<UserCommand, { type: 'updatePreferredLanguage' }>['payload'];

/** "the choice is stored in browser storage and, when signed in, as the preferred language" */
export async function updatePreferredLanguage(tenant: TenantContext, payload: Payload) {
  await tenantData(tenant.orgId).updateUser(tenant.userId, { preferredLanguage: payload.language });
  return { id: tenant.userId };
}
