/**
 * One configured tenant into the data, as every deployment (functions/provisioning/tenants.ts) and every
 * local start (infra/local/seed/tenants.ts) does it: the organization, tube, lookups and missing default
 * flags (what admins edited is kept), then the first admins not made yet. Idempotent.
 */
import { writeTenantItems } from '../data/tenant-provisioning-data.js';
import { provisionInitialAdmins, type ProvisionedAdmin } from './initial-admins.js';
import { defaultFeatureFlags, tenantItems, type ProvisioningEntry } from './tenant-provisioning.js';

export async function provisionTenantData(
  entry: ProvisioningEntry,
): Promise<{ flagsCreated: number; admins: ProvisionedAdmin[] }> {
  const flagsCreated = await writeTenantItems(
    tenantItems(entry.tenant, entry.pool),
    defaultFeatureFlags(entry.tenant.id),
  );
  const admins = await provisionInitialAdmins(entry.tenant, entry.pool);
  return { flagsCreated, admins };
}
