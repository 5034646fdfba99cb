import type { UserCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { tenantData } from '../../core/data/tenant-data.js';

type Payload = Extract<UserCommand, { type: 'completeUserConfigurationStatus' }>['payload'];

/** Spec 1 §4 onboarding wizard: "Skip or done marks the configuration as completed". */
export async function completeUserConfigurationStatus(tenant: TenantContext, payload: Payload) {
  await tenantData(tenant.orgId).updateUser(tenant.userId, {
    isConfigurationCompleted: payload.isConfigurationCompleted,
    // Once the wizard has been completed or skipped the user is no longer on their first login.
    ...(payload.isConfigurationCompleted ? { isFirstLogin: false } : {}),
  });
  return { id: tenant.userId };
}
