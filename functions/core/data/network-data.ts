/**
 * Reads and writes across organizations for working in the network (access patterns 32–34): the
 * directory of organizations, users by e-mail in every organization, grants of other organizations
 * and the caller's own collaboration workspace. Only the switch and the provider staff's handlers use
 * this module; every other handler stays inside tenantData(orgId).
 */
import { getEntities } from './entities/index.js';
import { isConditionalFailure } from './errors.js';

/** Every organization of the network, by name (access pattern 32). */
export async function allOrganizations(): Promise<{ orgId: string; name: string }[]> {
  const { data } = await getEntities().orgDirectoryEntry.query.all({}).go({ pages: 'all' });
  return data
    .map((entry) => ({ orgId: entry.orgId, name: entry.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Whether an organization is part of the network. */
export async function organizationExists(orgId: string): Promise<boolean> {
  const { data } = await getEntities().organization.get({ orgId }).go();
  return data !== null;
}

/** The users with this (lower-cased) e-mail, one per organization they belong to (access pattern 6). */
export async function usersByEmail(email: string) {
  const { data } = await getEntities().user.query.byEmail({ email }).go({ pages: 'all' });
  return data;
}

/**
 * Moves a user into a collaboration workspace, or back to their own organization (null). The write is
 * conditional on the grant still being there, so a grant revoked meanwhile cannot be switched into.
 * False when the user has no such grant.
 */
export async function setActiveOrganization(
  user: { orgId: string; userId: string },
  activeOrgId: string | null,
): Promise<boolean> {
  const e = getEntities();
  if (activeOrgId === null) {
    await e.user.patch(user).remove(['activeOrgId']).go();
    return true;
  }
  try {
    await e.user
      .patch(user)
      .set({ activeOrgId })
      .where((a, op) => op.contains(a.externalOrgsUserHasAccessTo, activeOrgId))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

export interface Grant {
  user: { orgId: string; userId: string };
  linkedOrgId: string;
  grantedBy: { userId: string; email: string; orgId: string };
}

/**
 * Adds an organization to a user's externalOrgsUserHasAccessTo (access pattern 33) and records who
 * granted it and when (access pattern 34). Appending only when the list does not contain it yet keeps
 * the list free of repeats under concurrent grants; granting twice keeps the first record.
 */
export async function grantOrganization(grant: Grant): Promise<{ created: boolean; orgIds: string[] }> {
  const e = getEntities();
  let created = true;
  try {
    await e.user
      .patch(grant.user)
      .append({ externalOrgsUserHasAccessTo: [grant.linkedOrgId] })
      .where((a, op) => op.notContains(a.externalOrgsUserHasAccessTo, grant.linkedOrgId))
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    created = false;
  }
  if (created) {
    await e.orgLink
      .put({
        orgId: grant.user.orgId,
        userId: grant.user.userId,
        linkedOrgId: grant.linkedOrgId,
        grantedByUserId: grant.grantedBy.userId,
        grantedByEmail: grant.grantedBy.email,
        grantedByOrgId: grant.grantedBy.orgId,
        grantedAt: new Date().toISOString(),
      })
      .go();
  }
  const { data } = await e.user.get(grant.user).go();
  return { created, orgIds: data?.externalOrgsUserHasAccessTo ?? [] };
}

/** The recorded grants of a user (who linked which organization, when). */
export async function grantsOf(user: { orgId: string; userId: string }) {
  const { data } = await getEntities().orgLink.query.byUser(user).go({ pages: 'all' });
  return data;
}

/**
 * The provider (operator) organizations of the network and their users (patterns 32, 1 and 7): the
 * people operator work may concern. Filtering who is staff is the caller's rule.
 */
export async function providerOrganizationsWithUsers(): Promise<
  { orgId: string; name: string; users: { userId: string; email: string; status: string }[] }[]
> {
  const e = getEntities();
  const directory = await allOrganizations();
  const organizations = await Promise.all(
    directory.map(async ({ orgId }) => (await e.organization.get({ orgId }).go()).data),
  );
  const providers = organizations.filter(
    (org): org is NonNullable<typeof org> => org?.isProviderOrganization === true,
  );
  return Promise.all(
    providers.map(async (org) => {
      const users = (await e.user.query.byOrg({ orgId: org.orgId }).go({ pages: 'all' })).data;
      return {
        orgId: org.orgId,
        name: org.name,
        users: users.map((u) => ({ userId: u.userId, email: u.email, status: u.status ?? 'active' })),
      };
    }),
  );
}
