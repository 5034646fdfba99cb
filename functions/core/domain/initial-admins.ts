/**
 * The first admins of a configured organization (tenant config `initialAdmins`), made by provisioning: the
 * cloud's custom resource (functions/provisioning/tenants.ts) and the local platform's start
 * (infra/local/seed/tenants.ts). Each configured address, once: its account in the tenant's pool (an
 * existing one is used; a new one gets Cognito's e-mail with a temporary password, and the first sign-in
 * asks for a new password), a master admin's profile, and an event-log entry.
 */
import { provisionedInitialAdmins, writeInitialAdmin } from '../data/tenant-provisioning-data.js';
import { logChange } from './event-log.js';
import { initialAdminsDue, type ProvisionedTenant, type TenantPoolIds } from './tenant-provisioning.js';
import { ensureAccount } from './user-accounts.js';

/** Who the event log names for what provisioning did (no user: the deployment's configuration). */
export const PROVISIONING_ACTOR = { userId: 'tenant-provisioning', email: 'tenant provisioning' } as const;

export interface ProvisionedAdmin {
  email: string;
  userId: string;
  /** A new account: its temporary password went out by e-mail. */
  accountCreated: boolean;
}

/** Makes the tenant's configured first admins that are not provisioned yet; answers who was made one. */
export async function provisionInitialAdmins(
  tenant: ProvisionedTenant,
  pool: TenantPoolIds,
): Promise<ProvisionedAdmin[]> {
  const due = initialAdminsDue(tenant, await provisionedInitialAdmins(tenant.id));
  const made: ProvisionedAdmin[] = [];
  // One at a time: a failure leaves the earlier ones recorded and this one to the next run.
  for (const email of due) {
    const account = await ensureAccount(pool.userPoolId, email, tenant.id);
    const write = await writeInitialAdmin(tenant.id, {
      userId: account.userId,
      email,
      preferredLanguage: tenant.masterLanguage,
    });
    await logChange(
      { activeOrgId: tenant.id, ...PROVISIONING_ACTOR },
      { type: 'user', id: account.userId },
      write.created ? 'createUser' : 'updateUserPermissions',
      { before: write.before, after: write.after },
    );
    made.push({ email, userId: account.userId, accountCreated: account.created });
  }
  return made;
}
