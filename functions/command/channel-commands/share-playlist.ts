import type { ChannelCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { editableTrack } from '../../core/access/tracks.js';
import { isOrganizationAdmin, shareChannelRefusal } from '../../core/access/channel-rules.js';
import { playlistShareData } from '../../core/data/playlist-share-data.js';
import { organizationByDomain } from '../../core/data/public-lookups.js';
import { badRequest, conflict, forbidden, notFound } from '../../core/http/errors.js';
import { logChange, trackSubject } from '../../core/domain/event-log.js';

type Payload<T extends ChannelCommand['type']> = Extract<ChannelCommand, { type: T }>['payload'];

/**
 * A playlist the caller may share: one they may edit (404 for another tenant's, 403 for members
 * without a playlist role) and, as for sharing a channel, only organization admins share (403).
 */
async function shareablePlaylist(tenant: TenantContext, trackId: string) {
  const target = await editableTrack(tenant, trackId);
  if (!isOrganizationAdmin(tenant)) throw forbidden();
  return target;
}

/**
 * Logs a change of the organizations a playlist is shared with, in both event logs: the sharing
 * organization's (the track's `sharedWith` list) and the receiving organization's own log (a playlist
 * came in or went: its admins see who and when).
 */
async function logSharing(
  tenant: TenantContext,
  track: { trackId: string; channelId: string },
  action: 'channelCommand.sharePlaylist' | 'channelCommand.unsharePlaylist',
  targetOrgId: string,
  sharedWith: { before: string[]; after: string[] },
) {
  const received = { sharedPlaylist: { trackId: track.trackId, sourceOrgId: tenant.activeOrgId } };
  const sharing = action === 'channelCommand.sharePlaylist';
  await Promise.all([
    logChange(tenant, trackSubject(track), action, {
      before: { sharedWith: sharedWith.before },
      after: { sharedWith: sharedWith.after },
    }),
    logChange(
      { activeOrgId: targetOrgId, userId: tenant.userId, email: tenant.email },
      { type: 'organization', id: targetOrgId },
      action,
      sharing ? { before: {}, after: received } : { before: received, after: {} },
    ),
  ]);
}

/**
 * Shares a playlist of a company channel with another organization named by its domain: the channel's
 * sharing rules decide (shareChannelRefusal: external sharing on, not private, the allowed domains).
 */
export async function sharePlaylist(tenant: TenantContext, payload: Payload<'sharePlaylist'>) {
  const { track, channel } = await shareablePlaylist(tenant, payload.trackId);
  const refusal = shareChannelRefusal(channel, payload.domain);
  if (refusal) throw conflict(refusal);
  const organization = await organizationByDomain(payload.domain);
  if (!organization) throw notFound('No organization has this domain');
  if (organization.orgId === tenant.activeOrgId) {
    const message = 'A playlist cannot be shared with its own organization';
    throw badRequest(message, [{ path: 'body.payload.domain', message }]);
  }
  const data = playlistShareData(tenant.activeOrgId);
  const before = (await data.sharesOfTrack(track.trackId)).map((s) => s.targetOrgId);
  const created = await data.shareWith(
    track,
    { orgId: organization.orgId, domain: payload.domain, name: organization.name },
    tenant.userId,
  );
  if (created) {
    await logSharing(tenant, track, 'channelCommand.sharePlaylist', organization.orgId, {
      before,
      after: [...before, organization.orgId],
    });
  }
  return { id: organization.orgId, res: { id: organization.orgId } };
}

/** Stops sharing a playlist (organization admins): the other organization loses it at once. */
export async function unsharePlaylist(tenant: TenantContext, payload: Payload<'unsharePlaylist'>) {
  const { track } = await shareablePlaylist(tenant, payload.trackId);
  const data = playlistShareData(tenant.activeOrgId);
  const before = (await data.sharesOfTrack(track.trackId)).map((s) => s.targetOrgId);
  if (!before.includes(payload.orgId)) throw notFound('The playlist is not shared with this organization');
  await data.unshareFrom(track.trackId, payload.orgId);
  await logSharing(tenant, track, 'channelCommand.unsharePlaylist', payload.orgId, {
    before,
    after: before.filter((o) => o !== payload.orgId),
  });
  return { id: payload.orgId, res: { id: payload.orgId } };
}
