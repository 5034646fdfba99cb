/** The channel administration's calls (shared contract); commands refresh what they change. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api, type ChannelCommand } from '#shared/api';
import { useChannelCommand } from '../../../lib/channel-data';
import { useApi } from '../../../lib/use-api';

export { uploadPicture as uploadChannelImage } from '../../../lib/picture-upload';

export function useChannelDetail(id: string) {
  return useApi(api.getChannel, id ? { params: { id }, query: {} } : null);
}

/** The channel's users (null: not allowed, no call). */
export function useChannelUsers(id: string | null) {
  return useApi(api.listChannelUsers, id ? { params: { id } } : null);
}

/** The channel's tracks as a tree (null: not allowed, no call): what mandatory training can name. */
export function useChannelTracks(channelId: string | null) {
  return useApi(api.listTracks, channelId ? { query: { channelId } } : null);
}

/**
 * A channel command, then the reads it changes: the channel, the lists and follows (lib), and the
 * channel users and the event log.
 */
export function useChannelAdminCommand() {
  const run = useChannelCommand();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (command: ChannelCommand) => {
      const result = await run(command);
      const ids = [api.listChannelUsers.id, api.getEventLog.id];
      await mutate((key) => typeof key === 'string' && ids.some((id) => key.startsWith(`${id}:`)));
      return result;
    },
    [run, mutate],
  );
}

/** The organization's own channels, archived ones too (the event log's channel filter). */
export function useOrganizationChannels(tubeId: string | null) {
  return useApi(
    api.listChannels,
    tubeId === null ? null : { query: { action: 'manage', includeArchived: 'true', tubeId } },
  );
}
