/**
 * Sharing a playlist with another organization (spec 2 §2 /channel/{channelId}/playlist/{trackId}/share
 * and /playlist/edit/{trackId}/share; §5 the channel-sharing rules): the share page's read and the
 * receiving organization's list of playlists shared with it (the channelCommand types sharePlaylist and
 * unsharePlaylist are declared with shareChannel in channels.ts). Everything acts on the caller's active organization (the authorizer's).
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';

const trackIdSchema = z.string().trim().min(1).max(100);

export const playlistShareSchema = z.object({
  orgId: z.string(),
  domain: z.string(),
  name: z.string(),
  sharedAt: z.string(),
});
export type PlaylistShare = z.infer<typeof playlistShareSchema>;

export const playlistSharesSchema = z.object({
  trackId: z.string(),
  name: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  /** The channel's sharing settings, which decide whether and where its playlists may be shared. */
  isPrivate: z.boolean(),
  isChannelExternalShareEnabled: z.boolean(),
  externalShareAllowedDomains: z.array(z.string()),
  /** Organization admins share and stop sharing (the channel-sharing rule); other editors only see. */
  canShare: z.boolean(),
  shares: z.array(playlistShareSchema),
});
export type PlaylistShares = z.infer<typeof playlistSharesSchema>;

export const listPlaylistShares = defineEndpoint({
  id: 'listPlaylistShares',
  method: 'GET',
  path: '/tracks/{trackId}/shares',
  group: 'query',
  access: 'member',
  summary:
    "The organizations a playlist is shared with and its channel's sharing settings, for the playlist's " +
    'editors (admins, the channel owners and content managers; others 403).',
  params: z.object({ trackId: trackIdSchema }),
  response: playlistSharesSchema,
});

export const sharedPlaylistSchema = z.object({
  trackId: z.string(),
  name: z.string(),
  abstract: z.string(),
  /** The organization that shares it (its name now). */
  sourceOrgId: z.string(),
  sourceOrgName: z.string(),
  videosCount: z.number().int(),
  /** The first video to play (humanId), null while the playlist holds none the caller may watch. */
  firstVideoHumanId: z.string().nullable(),
});
export type SharedPlaylist = z.infer<typeof sharedPlaylistSchema>;

export const listSharedPlaylists = defineEndpoint({
  id: 'listSharedPlaylists',
  // Its bundle holds the track queue's reads, which sign thumbnails (the infra test checks the pairing).
  signsMedia: true,
  method: 'GET',
  path: '/sharedPlaylists',
  group: 'query',
  access: 'member',
  summary:
    "Playlists other organizations share with the caller's organization, as they are now (name, order), " +
    'oldest share first.',
  response: z.object({ playlists: z.array(sharedPlaylistSchema) }),
});
