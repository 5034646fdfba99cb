import { api } from '#shared/api/index.js';
import { commandHandler } from '../core/http/command.js';
import { createPersonalChannel } from './channel-commands/create-personal-channel.js';
import { follow, setAlerts, unfollow } from './channel-commands/follow.js';

/** One function per command type; the contract's discriminated union has already validated the payload. */
export const handler = commandHandler(api.channelCommand, {
  follow,
  unfollow,
  setAlerts,
  createPersonalChannel,
});
