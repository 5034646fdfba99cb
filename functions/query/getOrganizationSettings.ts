import * as api from '#shared/api/endpoints/organization-admin.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden, notFound } from '../core/http/errors.js';
import { organizationSettingsData } from '../core/data/organization-settings-data.js';
import { organizationPageSettings } from '../core/domain/organizations.js';
import { isUploadedImage } from '../core/media/branding-images.js';

/**
 * GET /query/organizationSettings: the caller's own organization's settings as the admin pages edit
 * them, for callers who may change some of them (updateOrganization or updateInformationClassification).
 */
export const handler = httpHandler(api.getOrganizationSettings, async ({ tenant }) => {
  if (tenant.activeOrgId !== tenant.orgId) throw forbidden();
  const mayRead = tenant.permissions.some(
    (p) => p === 'updateOrganization' || p === 'updateInformationClassification',
  );
  if (!mayRead) throw forbidden();
  const { organization, tube } = await organizationSettingsData(tenant.orgId).read();
  if (!organization || !tube) throw notFound();
  return {
    ...organizationPageSettings(organization),
    tags: organization.tags ?? [],
    infClassifications: organization.infClassifications ?? [],
    customImages: {
      logo: isUploadedImage(tube.logo),
      thumbnailLogo: isUploadedImage(tube.thumbnailLogo),
      thumbnailOverlay: isUploadedImage(tube.thumbnailOverlay),
      backgroundImage: isUploadedImage(tube.backgroundImage),
    },
  };
});
