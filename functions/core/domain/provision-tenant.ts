/**
 * One configured tenant into the data, as every deployment (functions/provisioning/tenants.ts) and every
 * local start (infra/local/seed/tenants.ts) does it: the organization, tube, lookups and missing default
 * flags (what admins edited is kept), then the first admins not made yet. Idempotent. An organization's
 * first provisioning is the add-organization event: the operator's set-up task for it, requested by its
 * first admin (issue 13; the demo seed writes its organizations earlier, so they get none).
 */
import { organizationIsProvisioned, writeTenantItems } from '../data/tenant-provisioning-data.js';
import { provisionInitialAdmins, type ProvisionedAdmin } from './initial-admins.js';
import { createOrganizationSetupTask } from './organization-setup-tasks.js';
import { defaultFeatureFlags, tenantItems, type ProvisioningEntry } from './tenant-provisioning.js';

export async function provisionTenantData(
  entry: ProvisioningEntry,
): Promise<{ flagsCreated: number; admins: ProvisionedAdmin[] }> {
  const { tenant } = entry;
  const added = !(await organizationIsProvisioned(tenant.id));
  const flagsCreated = await writeTenantItems(
    tenantItems(tenant, entry.pool),
    defaultFeatureFlags(tenant.id),
  );
  const admins = await provisionInitialAdmins(tenant, entry.pool);
  const first = admins[0];
  if (added && first) {
    await createOrganizationSetupTask(
      { kind: 'organizationAdded', orgId: tenant.id, orgName: tenant.name, firstAdminEmail: first.email },
      { userId: first.userId, email: first.email, name: '', orgId: tenant.id },
    );
  }
  return { flagsCreated, admins };
}
