/**
 * Who sees and who manages wallets (spec 2 §6: "Service consumption needs admin plus an
 * operator-organization user, or a master admin"; issue 16: "Operator staff top up, set prices and
 * limits"). The organization read is the caller's own (the one they work in) unless they are the
 * operator's staff, who may name any organization of the network.
 */
import { WALLET_MESSAGES } from '#shared/domain/wallet.js';
import type { TenantContext } from '../http/tenant.js';
import { forbidden, notFound } from '../http/errors.js';
import { organizationById } from '../data/public-lookups.js';
import { userAdminData } from '../data/user-admin-data.js';
import { isOperatorStaff } from './operator.js';

async function existingOrganization(orgId: string): Promise<string> {
  if (!(await organizationById(orgId))) throw notFound(WALLET_MESSAGES.organizationNotFound);
  return orgId;
}

/** The organization whose wallets the caller reads: 403 for anyone but staff and master admins. */
export async function walletReaderOrg(tenant: TenantContext, requested: string | undefined): Promise<string> {
  if (await isOperatorStaff(tenant)) return existingOrganization(requested ?? tenant.activeOrgId);
  if (requested && requested !== tenant.activeOrgId) throw forbidden(WALLET_MESSAGES.notAllowed);
  // A master admin of the organization they belong to and work in (not while switched elsewhere).
  if (tenant.role !== 'admin' || tenant.activeOrgId !== tenant.orgId)
    throw forbidden(WALLET_MESSAGES.notAllowed);
  const user = await userAdminData(tenant.orgId).user(tenant.userId);
  if (!user?.isMasterAdmin) throw forbidden(WALLET_MESSAGES.notAllowed);
  return tenant.orgId;
}

/** The organization whose wallet the operator's staff manage: 403 for anyone else, 404 for no such organization. */
export async function walletManagerOrg(tenant: TenantContext, orgId: string): Promise<string> {
  if (!(await isOperatorStaff(tenant))) throw forbidden(WALLET_MESSAGES.staffOnly);
  return existingOrganization(orgId);
}
