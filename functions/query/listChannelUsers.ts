import * as api from '#shared/api/endpoints/channels.js';
import type { ChannelUser } from '#shared/api/index.js';
import { httpHandler } from '../core/http/pipeline.js';
import { manageableChannel } from '../core/access/channels.js';
import { channelData } from '../core/data/channel-data.js';
import { tenantData } from '../core/data/tenant-data.js';
import { forbidden } from '../core/http/errors.js';

/** GET /query/channels/{id}/users: the channel's users and roles, for its channel owners and admins. */
export const handler = httpHandler(api.listChannelUsers, async ({ tenant, params }) => {
  const target = await manageableChannel(tenant, params.id);
  // A channel shared in from another organization: its people are that organization's.
  if (target.kind === 'external') throw forbidden();
  const roles = await channelData(tenant.activeOrgId).rolesOfChannel(params.id);
  const data = tenantData(tenant.activeOrgId);
  const users = await Promise.all(
    roles.map(async (r): Promise<ChannelUser> => {
      const user = await data.user(r.userId);
      return {
        userId: r.userId,
        email: user?.email ?? '',
        firstName: user?.firstName ?? '',
        lastName: user?.lastName ?? '',
        role: r.role,
      };
    }),
  );
  const label = (u: ChannelUser) => `${u.firstName} ${u.lastName}`.trim() || u.email;
  return users.sort((a, b) => label(a).localeCompare(label(b)));
});
