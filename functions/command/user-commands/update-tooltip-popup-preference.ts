import type { UserCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { tenantData } from '../../core/data/tenant-data.js';

type Payload = Extract<UserCommand, { type: 'updateTooltipPopupPreference' }>['payload'];

/** The profile dialog's tooltip preference (spec 1 §3 settings.tooltipDisabled). */
export async function updateTooltipPopupPreference(tenant: TenantContext, payload: Payload) {
  await tenantData(tenant.orgId).updateUser(tenant.userId, { tooltipDisabled: payload.disabled });
  return { id: tenant.userId };
}
