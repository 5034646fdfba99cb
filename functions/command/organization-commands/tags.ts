import type { OrganizationCommand } from '#shared/api/index.js';
import { ORGANIZATION_TAGS_MAX, tagKey } from '#shared/domain/organization-settings.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { badRequest, conflict, notFound } from '../../core/http/errors.js';
import { logSettingsChange, settingsFor } from './settings-access.js';

type Payload<T extends OrganizationCommand['type']> = Extract<OrganizationCommand, { type: T }>['payload'];

/** /admin/tags: adds a tag, or changes `previous` into it; tags are unique whatever their case. */
export async function saveTag(tenant: TenantContext, payload: Payload<'saveTag'>) {
  const { data, organization } = await settingsFor(tenant, 'tags');
  const tags = organization.tags ?? [];
  const tag = { tagGroup: payload.tagGroup, tagValue: payload.tagValue };
  const index = payload.previous ? tags.findIndex((t) => tagKey(t) === tagKey(payload.previous!)) : -1;
  if (payload.previous && index < 0) throw notFound('The tag is not found');
  if (tags.some((t, i) => i !== index && tagKey(t) === tagKey(tag))) {
    throw conflict('This tag exists already');
  }
  if (index < 0 && tags.length >= ORGANIZATION_TAGS_MAX) {
    throw badRequest(`At most ${ORGANIZATION_TAGS_MAX} tags`);
  }
  const next = index < 0 ? [...tags, tag] : tags.map((t, i) => (i === index ? tag : t));
  await data.updateOrganization({ tags: next });
  await logSettingsChange(tenant, 'saveTag', {
    before: { tag: index < 0 ? null : tags[index] },
    after: { tag },
  });
  return { id: `${tag.tagGroup}:${tag.tagValue}` };
}

export async function deleteTag(tenant: TenantContext, payload: Payload<'deleteTag'>) {
  const { data, organization } = await settingsFor(tenant, 'tags');
  const tags = organization.tags ?? [];
  const gone = tags.find((t) => tagKey(t) === tagKey(payload));
  if (!gone) throw notFound('The tag is not found');
  await data.updateOrganization({ tags: tags.filter((t) => t !== gone) });
  await logSettingsChange(tenant, 'deleteTag', { before: { tag: gone }, after: { tag: null } });
  return { id: `${gone.tagGroup}:${gone.tagValue}` };
}
