import type { OrganizationCommand } from '#shared/api/index.js';
import { CLASSIFICATIONS_MAX } from '#shared/domain/organization-settings.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { badRequest, conflict, notFound } from '../../core/http/errors.js';
import { logSettingsChange, settingsFor } from './settings-access.js';

type Payload<T extends OrganizationCommand['type']> = Extract<OrganizationCommand, { type: T }>['payload'];

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * /admin/information-classification (spec 2 §3 "infClassifications (name to description)"): adds a
 * classification, or changes the one named `previousName`; names are unique whatever their case.
 */
export async function saveInformationClassification(
  tenant: TenantContext,
  payload: Payload<'saveInformationClassification'>,
) {
  const { data, organization } = await settingsFor(tenant, 'classification');
  const list = organization.infClassifications ?? [];
  const previous = payload.previousName;
  const index = previous === undefined ? -1 : list.findIndex((c) => sameName(c.name, previous));
  if (previous !== undefined && index < 0) throw notFound('The classification is not found');
  if (list.some((c, i) => i !== index && sameName(c.name, payload.name))) {
    throw conflict('A classification with this name exists already');
  }
  if (index < 0 && list.length >= CLASSIFICATIONS_MAX) {
    throw badRequest(`At most ${CLASSIFICATIONS_MAX} classifications`);
  }
  const entry = { name: payload.name, description: payload.description };
  const next = index < 0 ? [...list, entry] : list.map((c, i) => (i === index ? entry : c));
  await data.updateOrganization({ infClassifications: next });
  await logSettingsChange(tenant, 'saveInformationClassification', {
    before: { classification: index < 0 ? null : list[index] },
    after: { classification: entry },
  });
  return { id: entry.name };
}

export async function deleteInformationClassification(
  tenant: TenantContext,
  payload: Payload<'deleteInformationClassification'>,
) {
  const { data, organization } = await settingsFor(tenant, 'classification');
  const list = organization.infClassifications ?? [];
  const gone = list.find((c) => sameName(c.name, payload.name));
  if (!gone) throw notFound('The classification is not found');
  await data.updateOrganization({ infClassifications: list.filter((c) => c !== gone) });
  await logSettingsChange(tenant, 'deleteInformationClassification', {
    before: { classification: gone },
    after: { classification: null },
  });
  return { id: gone.name };
}
