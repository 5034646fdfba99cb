import type { ChannelCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { channelData } from '../../core/data/channel-data.js';
import { isOrganizationAdmin } from '../../core/access/channel-rules.js';
import { forbidden } from '../../core/http/errors.js';
import { logChange } from '../../core/domain/event-log.js';
import { checkChannelFields, loggedFields } from './channel-fields.js';

type Payload = Extract<ChannelCommand, { type: 'createChannel' }>['payload'];

/** A company channel of the caller's organization (issue 11: admins, i.e. updateOrganization, create). */
export async function createChannel(tenant: TenantContext, payload: Payload) {
  if (!isOrganizationAdmin(tenant)) throw forbidden();
  await checkChannelFields(tenant, payload);
  const id = await channelData(tenant.activeOrgId).createCompanyChannel(payload);
  await logChange(tenant, { type: 'channel', id }, 'channelCommand.createChannel', {
    before: {},
    after: { ...loggedFields(payload), type: 'company' },
  });
  return { id, res: { id } };
}
