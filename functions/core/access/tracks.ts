/**
 * Who may manage a track (spec 2 §6 "channel owner and content manager may add playlists"; admins of
 * the organization may do everything in it): the rule of the channel read's canAddPlaylists, on the
 * track's channel. Another tenant's track, a track of a channel the caller cannot read or of a channel
 * shared in from another organization is a 404; a member without the role gets 403.
 */
import { TRACK_REFUSED_MESSAGE } from '#shared/domain/tracks-admin.js';
import type { TenantContext } from '../http/tenant.js';
import { trackAdminData } from '../data/track-admin-data.js';
import { forbidden, notFound } from '../http/errors.js';
import { readableChannel, type ReadableChannel } from './channels.js';
import { mayPerform } from './channel-rules.js';

type OwnChannel = Extract<ReadableChannel, { kind: 'own' }>;

/** The caller's own-organization channel on which they may add and edit playlists. */
export async function playlistChannel(tenant: TenantContext, channelId: string): Promise<OwnChannel> {
  const readable = await readableChannel(tenant, channelId);
  // A channel shared in from another organization is edited there, by its own people.
  if (readable.kind !== 'own') throw notFound('The channel is not available');
  if (!mayPerform('addPlaylist', readable.role, readable.isOrgAdmin)) throw forbidden(TRACK_REFUSED_MESSAGE);
  return readable;
}

/** A track the caller may manage, with its channel. */
export async function editableTrack(tenant: TenantContext, trackId: string) {
  const track = await trackAdminData(tenant.activeOrgId).track(trackId);
  if (!track || track.status === 'archived') throw notFound('The playlist is not available');
  const readable = await readableChannel(tenant, track.channelId);
  if (readable.kind !== 'own') throw notFound('The playlist is not available');
  if (!mayPerform('addPlaylist', readable.role, readable.isOrgAdmin)) throw forbidden(TRACK_REFUSED_MESSAGE);
  return { track, channel: readable.channel };
}
