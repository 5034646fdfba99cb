import type { ChannelCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { channelData } from '../../core/data/channel-data.js';
import { tenantData } from '../../core/data/tenant-data.js';
import { personalChannelRefusal, tubeRefusal } from '../../core/access/channel-rules.js';
import { forbidden } from '../../core/http/errors.js';
import { logChange } from '../../core/domain/event-log.js';

type Payload = Extract<ChannelCommand, { type: 'createPersonalChannel' }>['payload'];

/** Spec 1 §7 "Personal channel creation (tubeId, name) answers res.id". */
export async function createPersonalChannel(tenant: TenantContext, payload: Payload) {
  const switched = personalChannelRefusal(tenant);
  if (switched) throw forbidden(switched);
  const org = await tenantData(tenant.orgId).organization();
  const wrongTube = tubeRefusal(payload.tubeId, org?.tubeId);
  if (wrongTube) throw forbidden(wrongTube);
  const id = await channelData(tenant.orgId).createPersonalChannel(tenant.userId, payload.name);
  await logChange(tenant, { type: 'channel', id }, 'channelCommand.createPersonalChannel', {
    before: {},
    after: { name: payload.name, type: 'personal', ownerId: tenant.userId },
  });
  return { id, res: { id } };
}
