/**
 * The items of a configured tenant (functions/provisioning/tenants.ts, and the local seed): written so that
 * running it again changes nothing and undoes no admin's edit. What the configuration owns is set; what it
 * only starts (names, branding, languages, domains) and the entity defaults are written with if_not_exists;
 * the e-mail-domain lookups come with a new organization only, and a feature flag is created only when the
 * organization has none yet.
 */
import type { TenantItems } from '../domain/tenant-provisioning.js';
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
