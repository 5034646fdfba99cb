import type { TenantContext } from '../../core/http/tenant.js';
import { forbidden, notFound } from '../../core/http/errors.js';
import { tenantData } from '../../core/data/tenant-data.js';
import { organizationSettingsData } from '../../core/data/organization-settings-data.js';
import { logChange } from '../../core/domain/event-log.js';
import { pushToOrganization } from '../../core/domain/push.js';
import { logger } from '../../core/http/logger.js';
import { settingsRefusal, type OrganizationSettingsArea } from '#shared/domain/organization-settings.js';
import { REFETCH_TUBE } from '#shared/domain/realtime.js';

/**
 * The caller's own organization and tube, once the caller may change `area` there (spec 2 §6); 403
 * otherwise. Always the authorizer's organization: nothing in the payload names one.
 */
export async function settingsFor(tenant: TenantContext, area: OrganizationSettingsArea) {
  const data = organizationSettingsData(tenant.orgId);
  const [{ organization, tube }, flags] = await Promise.all([
    data.read(),
    tenantData(tenant.orgId).featureFlags(),
  ]);
  if (!organization || !tube) throw notFound();
  const refusal = settingsRefusal(
    area,
    { permissions: tenant.permissions, switched: tenant.activeOrgId !== tenant.orgId },
    flags,
    organization.tubeId,
  );
  if (refusal) throw forbidden(refusal);
  return { data, organization, tube };
}

/** The organization's event-log entry of a settings change. */
export function logSettingsChange(
  tenant: TenantContext,
  action: string,
  change: { before: Record<string, unknown>; after: Record<string, unknown> },
) {
  return logChange(
    tenant,
    { type: 'organization', id: tenant.orgId },
    `organizationCommand.${action}`,
    change,
  );
}

/**
 * Every open app of the organization refetches its tube (docs/decisions.md "Branding"). The change is
 * saved already: a failed push is logged, and the apps still refetch on focus.
 */
export async function announceTubeChange(orgId: string): Promise<void> {
  try {
    await pushToOrganization(orgId, { type: REFETCH_TUBE });
  } catch (error) {
    logger.warn('REFETCH_TUBE push failed', { orgId, error: (error as Error).message });
  }
}
