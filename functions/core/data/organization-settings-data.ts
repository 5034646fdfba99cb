/**
 * The settings an organization's admins edit (/admin/branding, /admin/organization, /admin/tags,
 * /admin/information-classification), bound to ONE organization (the authorizer's). They live on the
 * same organization and tube items the tenant provisioning writes; provisioning only fills these
 * attributes in when absent, so an admin's edit survives redeploys (access patterns 1 and 3).
 */
import { getEntities, type OrganizationItem, type TubeItem } from './entities/index.js';

export type OrganizationSettingsChanges = Partial<
  Pick<
    OrganizationItem,
    | 'name'
    | 'color'
    | 'theme'
    | 'masterLanguage'
    | 'organizationLanguages'
    | 'whitelistedDomains'
    | 'pageTags'
    | 'blockMessage'
    | 'tags'
    | 'infClassifications'
  >
>;

export type TubeChanges = Partial<
  Pick<
    TubeItem,
    'name' | 'logo' | 'icon' | 'color' | 'theme' | 'thumbnailLogo' | 'thumbnailOverlay' | 'backgroundImage'
  >
>;

export function organizationSettingsData(orgId: string) {
  if (!orgId) throw new Error('organizationSettingsData needs an organization id');
  const e = getEntities();
  return {
    /** Read fresh (not the per-request cache): a command reads, changes and writes. */
    async read(): Promise<{ organization: OrganizationItem | null; tube: TubeItem | null }> {
      const [organization, tube] = await Promise.all([
        e.organization.get({ orgId }).go(),
        e.tube.get({ orgId }).go(),
      ]);
      return { organization: organization.data, tube: tube.data };
    },
    /** Patches the organization (it exists: patch fails otherwise, never creates a partial item). */
    async updateOrganization(changes: OrganizationSettingsChanges): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await e.organization.patch({ orgId }).set(changes).go();
    },
    async updateTube(changes: TubeChanges): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await e.tube.patch({ orgId }).set(changes).go();
    },
    /** The network directory's name follows a renamed organization (listAllOrgs). */
    async renameDirectoryEntry(name: string): Promise<void> {
      const { data } = await e.orgDirectoryEntry.get({ orgId }).go();
      if (data) await e.orgDirectoryEntry.patch({ orgId }).set({ name }).go();
    },
  };
}

export type OrganizationSettingsData = ReturnType<typeof organizationSettingsData>;
