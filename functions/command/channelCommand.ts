import { api, type ChannelCommand, type ChannelCommandType } from '#shared/api/index.js';
import { httpHandler } from '../core/http/pipeline.js';
import type { TenantContext } from '../core/http/tenant.js';
import { createPersonalChannel } from './channel-commands/create-personal-channel.js';
import { follow, setAlerts, unfollow } from './channel-commands/follow.js';

type Result = { id: string; res: { id: string } };
type Handlers = {
  [T in ChannelCommandType]: (
    tenant: TenantContext,
    payload: Extract<ChannelCommand, { type: T }>['payload'],
  ) => Promise<Result>;
};

/** One handler per command type; the contract's discriminated union has already validated the payload. */
const handlers: Handlers = { follow, unfollow, setAlerts, createPersonalChannel };

export const handler = httpHandler(api.channelCommand, async ({ tenant, body }) => {
  const run = handlers[body.type] as (t: TenantContext, p: ChannelCommand['payload']) => Promise<Result>;
  return run(tenant, body.payload);
});
