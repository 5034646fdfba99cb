/**
 * The items of a configured tenant (functions/provisioning/tenants.ts, and the local seed): written so that
 * running it again changes nothing and undoes no admin's edit. What the configuration owns is set; what it
 * only starts (names, branding, languages, domains) and the entity defaults are written with if_not_exists;
 * the e-mail-domain lookups come with a new organization only, and a feature flag is created only when the
 * organization has none yet.
 */
import { initialAdminAccess, type TenantItems } from '../domain/tenant-provisioning.js';
import { getEntities, type Entities } from './entities/index.js';
import { isConditionalFailure } from './errors.js';

export type FeatureFlagInput = Parameters<Entities['featureFlag']['create']>[0];

/** Creates a default flag unless the organization already has that flag. True when it was created. */
async function createFlagIfAbsent(flag: FeatureFlagInput): Promise<boolean> {
  try {
    await getEntities().featureFlag.create(flag).go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/**
 * Writes one tenant's items; answers how many of its default flags were created. `extras` are further
 * initial organization attributes (the demo seed's page tags and shared channels).
 */
export async function writeTenantItems(
  items: TenantItems,
  defaultFlags: readonly FeatureFlagInput[],
  extras: Partial<Parameters<Entities['organization']['upsert']>[0]> = {},
): Promise<number> {
  const e = getEntities();
  const { orgId } = items.organization.owned;
  // Read first: whether this is the organization's first provisioning decides the e-mail-domain lookups.
  const existing = await e.organization.get({ orgId }).go();
  await e.organization
    .upsert(items.organization.owned)
    .ifNotExists({ ...items.organization.initial, ...extras })
    .go();
  await e.tube.upsert(items.tube.owned).ifNotExists(items.tube.initial).go();
  if (!existing.data) await Promise.all(items.orgEmailDomains.map((d) => e.orgEmailDomain.put(d).go()));
  await e.orgDirectoryEntry.upsert(items.directoryEntry.owned).ifNotExists(items.directoryEntry.initial).go();
  const created = await Promise.all(defaultFlags.map(createFlagIfAbsent));
  return created.filter(Boolean).length;
}

/** Whether the organization has been provisioned before (its item exists). */
export async function organizationIsProvisioned(orgId: string): Promise<boolean> {
  return (await getEntities().organization.get({ orgId }).go()).data !== null;
}

/** The configured first admins this organization's provisioning has made admins already. */
export async function provisionedInitialAdmins(orgId: string): Promise<string[]> {
  const { data } = await getEntities().organization.get({ orgId }).go();
  return data?.initialAdminsProvisioned ?? [];
}

/** A first admin's access before and after provisioning made them one (for the event log). */
export interface InitialAdminWrite {
  created: boolean;
  before: { permissions?: string[]; isMasterAdmin?: boolean };
  after: { email?: string; permissions: string[]; isMasterAdmin: boolean };
}

/**
 * Makes a first admin of an organization: their profile is created (never overwriting one), or a profile
 * that exists gains the admin's access; then the address is recorded on the organization, so the next run
 * leaves this person to the organization's admins. Running it again after a failure in between is safe.
 */
export async function writeInitialAdmin(
  orgId: string,
  profile: { userId: string; email: string; preferredLanguage: string },
): Promise<InitialAdminWrite> {
  const e = getEntities();
  const existing = (await e.user.get({ orgId, userId: profile.userId }).go()).data;
  const access = initialAdminAccess(existing?.permissions);
  if (existing) {
    await e.user.patch({ orgId, userId: profile.userId }).set(access).go();
  } else {
    try {
      await e.user.create({ orgId, ...profile, ...access }).go();
    } catch (error) {
      // Created between the read and the write (the person's own first sign-in): add the access instead.
      if (!isConditionalFailure(error)) throw error;
      await e.user.patch({ orgId, userId: profile.userId }).set(access).go();
    }
  }
  const recorded = await provisionedInitialAdmins(orgId);
  if (!recorded.includes(profile.email)) {
    await e.organization
      .patch({ orgId })
      .set({ initialAdminsProvisioned: [...recorded, profile.email] })
      .go();
  }
  return {
    created: !existing,
    before: existing
      ? { permissions: existing.permissions ?? [], isMasterAdmin: existing.isMasterAdmin ?? false }
      : {},
    after: existing ? access : { email: profile.email, ...access },
  };
}
