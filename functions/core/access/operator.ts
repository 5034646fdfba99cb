import type { TenantContext } from '../http/tenant.js';
import { organizationById } from '../data/public-lookups.js';

/**
 * Spec 1 §6: "Staff of the two provider organizations can create support tasks on behalf of another
 * organization"; spec 2 §6: "Operational tasks and the task ledger appear only for two operator
 * organizations." Staff (provider e-mail domain) whose own organization is a provider organization.
 */
export async function isOperatorStaff(tenant: TenantContext): Promise<boolean> {
  if (!tenant.isStaff) return false;
  const own = await organizationById(tenant.orgId);
  return own?.isProviderOrganization === true;
}
