import type { OrganizationCommand } from '#shared/api/index.js';
import { BRANDING_IMAGE_KINDS, brandColorValue, type BrandingImageKind } from '#shared/domain/branding.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { badRequest } from '../../core/http/errors.js';
import { uploadedImageRefusal } from '../../core/media/branding-images.js';
import type { TubeChanges } from '../../core/data/organization-settings-data.js';
import { createOrganizationSetupTask, setupRequesterOf } from '../../core/domain/organization-setup-tasks.js';
import { announceOperatorWork } from '../../core/domain/operator-work.js';
import { announceTubeChange, logSettingsChange, settingsFor } from './settings-access.js';

type Payload = Extract<OrganizationCommand, { type: 'updateBranding' }>['payload'];

/**
 * /admin/branding (spec 2 §2): the tube's images, colour and theme; absent fields stay. The contract
 * has checked the colour's contrast (shared/domain/branding.ts); a new image must be the caller's own
 * upload of an allowed type and size. '' removes an image: the logo falls back to the organization's
 * provisioned logo, the others to none. Colour and theme are mirrored onto the organization, which
 * brands the pages where the tube is not loaded.
 */
export async function updateBranding(tenant: TenantContext, payload: Payload) {
  const { data, organization, tube } = await settingsFor(tenant, 'branding');
  const changes: TubeChanges = {};
  const issues: { path: string; message: string }[] = [];
  for (const kind of BRANDING_IMAGE_KINDS) {
    const value = payload[kind];
    if (value === undefined || value === tube[kind]) continue;
    if (value === '') {
      changes[kind] = kind === 'logo' ? organization.logo : '';
      continue;
    }
    const refusal = await uploadedImageRefusal(kind as BrandingImageKind, value, {
      orgId: tenant.orgId,
      userId: tenant.userId,
    });
    if (refusal) issues.push({ path: `body.payload.${kind}`, message: refusal });
    else changes[kind] = value;
  }
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
  // The favicon follows the logo unless the tube was given an icon of its own.
  if (changes.logo !== undefined && tube.icon === tube.logo) changes.icon = changes.logo;
  if (payload.color !== undefined) changes.color = brandColorValue(payload.color);
  if (payload.theme !== undefined) changes.theme = payload.theme;

  const before = Object.fromEntries(Object.keys(changes).map((k) => [k, tube[k as keyof TubeChanges]]));
  await data.updateTube(changes);
  await data.updateOrganization({
    ...(changes.color ? { color: changes.color } : {}),
    ...(changes.theme ? { theme: changes.theme } : {}),
  });
  const logged = await logSettingsChange(tenant, 'updateBranding', { before, after: { ...changes } });
  if (logged) await announceTubeChange(tenant.orgId);
  // The first real branding change is a set-up step the operator checks (issue 13; once per organization).
  if (Object.keys(changes).length > 0) {
    const created = await createOrganizationSetupTask(
      { orgId: tenant.orgId, orgName: organization.name, kind: 'brandingChanged' },
      await setupRequesterOf(tenant),
    );
    if (created) await announceOperatorWork([created]);
  }
  return { id: tube.tubeId };
}
