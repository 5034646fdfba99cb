/** The tracks administration's calls: the track read, its users, and the track commands. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api, type ChannelCommand } from '#shared/api';
import { request } from '../../../lib/api-client';
import { apiKey, useApi } from '../../../lib/use-api';

export function useTrack(trackId: string | undefined) {
  return useApi(api.getTrack, trackId ? { params: { trackId } } : null);
}

export function useTrackUsers(trackId: string | undefined) {
  return useApi(api.listTrackUsers, trackId ? { params: { trackId } } : null);
}

/**
 * Assigns the playlist as mandatory to users by e-mail and to the holders of application roles, with an
 * optional due day (admins).
 */
export function assignMandatory(body: {
  trackId: string;
  emails: string[];
  applicationRoleIds: string[];
  dueDate?: string;
}) {
  return request(api.assignMandatory, { body });
}

/**
 * The organization's application roles, to assign by role: only operator admins manage them (the
 * training group), so only they ask (`enabled`); others get none.
 */
export function useApplicationRoles(enabled: boolean) {
  const { data } = useApi(api.getTrainingAdmin, enabled ? {} : null);
  return data?.roles ?? [];
}

export function useChannelDetail(channelId: string | undefined) {
  return useApi(api.getChannel, channelId ? { params: { id: channelId }, query: {} } : null);
}

/** Channels whose playlists the caller may manage (GET /listchannels?action=addPlaylist). */
export function usePlaylistChannels() {
  return useApi(api.listChannels, { query: { action: 'addPlaylist' } });
}

/** Every channel the caller can read (names for the organization's tracks list and the search). */
export function useReadableChannels() {
  return useApi(api.listChannels, { query: { action: 'read' } });
}

/** The organization's (or a channel's) tracks as trees, with channel, abstract, counts and dates. */
export function useTrackTrees(channelId?: string) {
  return useApi(api.listTracks, {
    query: { ...(channelId ? { channelId } : {}), fetchAdditionalInfo: 'true' },
  });
}

export function useVideoSearch(q: string) {
  return useApi(api.search, q.trim() ? { query: { q: q.trim() } } : null);
}

/** Reads a track command can change: the track, its users, the trees, the channel (counts), the library. */
const REFETCHED = [
  api.getTrack.id,
  api.listTrackUsers.id,
  api.listTracks.id,
  api.getChannel.id,
  api.listChannels.id,
  api.getLibrary.id,
];

type TrackCommand = Extract<
  ChannelCommand,
  { type: 'createTrack' | 'updateTrack' | 'deleteTrack' | 'setTrackItems' | 'saveTrackTranslations' }
>;

/** Runs a track command, then refetches what it may have changed. */
export function useTrackCommand() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (command: TrackCommand) => {
      const result = await request(api.channelCommand, { body: command });
      // A deleted track's own reads are dropped, not refetched: they would only answer 404.
      const gone = command.type === 'deleteTrack' ? ownReads(command.payload.trackId) : [];
      if (gone.length > 0)
        await mutate((key) => gone.includes(key as string), undefined, { revalidate: false });
      await mutate(
        (key) =>
          typeof key === 'string' && !gone.includes(key) && REFETCHED.some((id) => key.startsWith(`${id}:`)),
      );
      return result;
    },
    [mutate],
  );
}

/** The cache keys of one track's own reads (the track, its users). */
function ownReads(trackId: string): string[] {
  return [apiKey(api.getTrack, { params: { trackId } }), apiKey(api.listTrackUsers, { params: { trackId } })];
}
