/**
 * The configured tenants on every local start, as a deployment provisions them in the cloud
 * (functions/provisioning/tenants.ts, through the same writer): a tenant added to infra/config/tenants.ts
 * gets its organization, tube, lookups, default flags and first admins at the next `npm start`, without
 * `npm run reset`. What exists is kept: names and branding admins edited, flags they changed, and first
 * admins made before (the demo seed runs first, so the demo's admins keep their password).
 */
import { provisionTenantData } from '../../../functions/core/domain/provision-tenant.js';
import type { ProvisionedAdmin } from '../../../functions/core/domain/initial-admins.js';
import { TENANTS } from '../../config/tenants.js';
import type { TenantPoolInfo } from '../emulators/cognito/cognito-local.js';

export interface LocalProvisioning {
  /** Default feature flags created (a new tenant's, or a new feature's). */
  flagsCreated: number;
  /** First admins made in this run, with their organization. */
  admins: (ProvisionedAdmin & { orgId: string })[];
}

export async function provisionConfiguredTenants(
  pools: readonly TenantPoolInfo[],
): Promise<LocalProvisioning> {
  const result: LocalProvisioning = { flagsCreated: 0, admins: [] };
  for (const tenant of TENANTS) {
    const pool = pools.find((p) => p.orgId === tenant.id);
    if (!pool) throw new Error(`no user pool for tenant ${tenant.id}`);
    const done = await provisionTenantData({
      tenant,
      pool: { userPoolId: pool.userPoolId, userPoolClientId: pool.clientId },
    });
    result.flagsCreated += done.flagsCreated;
    result.admins.push(...done.admins.map((admin) => ({ ...admin, orgId: tenant.id })));
  }
  return result;
}
