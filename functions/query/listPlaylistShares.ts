import * as api from '#shared/api/endpoints/playlist-sharing.js';
import { httpHandler } from '../core/http/pipeline.js';
import { editableTrack } from '../core/access/tracks.js';
import { isOrganizationAdmin } from '../core/access/channel-rules.js';
import { playlistShareData } from '../core/data/playlist-share-data.js';
import { externalSharingSettings } from '../core/domain/channel-sharing.js';

/**
 * GET /query/tracks/{trackId}/shares: where a playlist is shared and its channel's sharing settings, for
 * the playlist's editors (the share page). Organization admins may change the shares (canShare).
 */
export const handler = httpHandler(api.listPlaylistShares, async ({ tenant, params }) => {
  const { track, channel } = await editableTrack(tenant, params.trackId);
  const shares = await playlistShareData(tenant.activeOrgId).sharesOfTrack(track.trackId);
  return {
    trackId: track.trackId,
    name: track.name,
    channelId: channel.channelId,
    channelName: channel.name,
    isPrivate: channel.isPrivate ?? false,
    ...externalSharingSettings(channel),
    canShare: isOrganizationAdmin(tenant),
    shares: shares
      .map((s) => ({
        orgId: s.targetOrgId,
        domain: s.targetDomain,
        name: s.targetName,
        sharedAt: s.createdAt ?? '',
      }))
      .sort((a, b) => a.sharedAt.localeCompare(b.sharedAt)),
  };
});
