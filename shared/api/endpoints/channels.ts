/**
 * Channels and tracks (spec 2 §3 "Channel", "Track", §7): the channel read, the tracks tree, the
 * channel videos list and POST /channelCommand (`{ type, payload }`, one handler per type).
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { channelRoleSchema, channelTypeSchema } from '../schemas.js';
import {
  createTrackPayload,
  deleteTrackPayload,
  setTrackItemsPayload,
  updateTrackPayload,
} from './tracks-admin.js';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** Spec 2 §5 "field cannot be empty"; the length keeps menus readable (names are cut there anyway). */
export const CHANNEL_NAME_MAX = 100;
export const channelNameSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(CHANNEL_NAME_MAX, `At most ${CHANNEL_NAME_MAX} characters`)
  .refine((v) => !/[<>]/.test(v), 'A name cannot contain < or >');

export const channelDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  abstract: z.string(),
  description: z.string(),
  parent: z.string().nullable(),
  channelIcon: z.string(),
  type: channelTypeSchema,
  status: z.enum(['active', 'archived']),
  isPersonalChannel: z.boolean(),
  isPrivate: z.boolean(),
  /** Shared out to other organizations (own channels) or shared in from another (external). */
  shared: z.boolean(),
  sharedWith: z.array(z.string()),
  orgId: z.string(),
  sourceOrgId: z.string(),
  /** userId of the owner (personal channels); owners: display names of the channel owners. */
  owner: z.string().nullable(),
  owners: z.array(z.string()),
  role: channelRoleSchema.nullable(),
  canUpdate: z.boolean(),
  canAddVideos: z.boolean(),
  canAddPlaylists: z.boolean(),
  videosCount: z.number().int(),
  tracksCount: z.number().int(),
  createdAt: z.string(),
  /** With getFirstVideoId=true: the first video the caller may watch (id and humanId), else null. */
  firstVideoId: z.string().nullable().optional(),
  firstVideoHumanId: z.string().nullable().optional(),
});
export type ChannelDetail = z.infer<typeof channelDetailSchema>;

export interface TrackNode {
  id: string;
  type: 'video' | 'track';
  depth: number;
  parent: string | null;
  name: string;
  humanId: string | null;
  items: TrackNode[];
  channelId?: string;
  abstract?: string;
  description?: string;
  createdAt?: string;
  videosCount?: number;
  /** Video items of a channel's tree: the length and a presigned GET (5 min) of the thumbnail. */
  durationMs?: number;
  thumbnailUrl?: string;
}

export const trackNodeSchema: z.ZodType<TrackNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    type: z.enum(['video', 'track']),
    depth: z.number().int().min(0),
    parent: z.string().nullable(),
    name: z.string(),
    humanId: z.string().nullable(),
    items: z.array(trackNodeSchema),
    channelId: z.string().optional(),
    abstract: z.string().optional(),
    description: z.string().optional(),
    createdAt: z.string().optional(),
    videosCount: z.number().int().optional(),
    durationMs: z.number().optional(),
    thumbnailUrl: z.string().optional(),
  }),
);

export const getChannel = defineEndpoint({
  id: 'getChannel',
  signsMedia: true,
  method: 'GET',
  path: '/channels/{id}',
  group: 'query',
  access: 'member',
  summary: "A channel of the active organization (or one shared into it) with the caller's role.",
  params: z.object({ id: z.string().min(1).max(100) }),
  query: z.object({ getFirstVideoId: flag, accessTaskId: z.string().max(100).optional() }),
  response: channelDetailSchema,
});

export const listTracks = defineEndpoint({
  id: 'listTracks',
  signsMedia: true,
  method: 'GET',
  path: '/listtracks',
  group: 'query',
  access: 'member',
  summary: "Tracks as a tree with depth: a channel's, or all of the active organization's.",
  query: z.object({ channelId: z.string().min(1).max(100).optional(), fetchAdditionalInfo: flag }),
  response: z.array(trackNodeSchema),
});

export const channelVideoSchema = z.object({
  id: z.string(),
  humanId: z.string(),
  name: z.string(),
  abstract: z.string(),
  status: z.string(),
  durationMs: z.number().nullable(),
  /** Presigned GET (5 min) of the thumbnail, when the video has one. */
  thumbnailUrl: z.string().optional(),
  createdAt: z.string(),
});

export const listChannelVideos = defineEndpoint({
  id: 'listChannelVideos',
  signsMedia: true,
  method: 'GET',
  path: '/channels/{id}/videos',
  group: 'query',
  access: 'member',
  summary: 'Videos of a channel the caller may watch, oldest first.',
  params: z.object({ id: z.string().min(1).max(100) }),
  response: z.array(channelVideoSchema),
});

const channelIdSchema = z.string().min(1).max(100);

/**
 * What follow/unfollow name: a channel, or a track or a video (spec 1 §3 "Follow data: channels,
 * tracks, videos"). A followed video is a favourite (/favorites): the spec has no favourite command.
 */
const followTargetSchema = z.union([
  z.object({ channelId: channelIdSchema }),
  z.object({ trackId: z.string().min(1).max(100) }),
  z.object({ videoId: z.string().min(1).max(80) }),
]);

export const channelCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('follow'), payload: followTargetSchema }),
  z.object({ type: z.literal('unfollow'), payload: followTargetSchema }),
  z.object({
    type: z.literal('setAlerts'),
    payload: z.object({ channelId: channelIdSchema, enabled: z.boolean() }),
  }),
  z.object({
    type: z.literal('createPersonalChannel'),
    payload: z.object({ tubeId: z.string().min(1).max(100), name: channelNameSchema }),
  }),
  // Tracks administration (shared/api/endpoints/tracks-admin.ts); createTrack answers res.id.
  z.object({ type: z.literal('createTrack'), payload: createTrackPayload }),
  z.object({ type: z.literal('updateTrack'), payload: updateTrackPayload }),
  z.object({ type: z.literal('deleteTrack'), payload: deleteTrackPayload }),
  z.object({ type: z.literal('setTrackItems'), payload: setTrackItemsPayload }),
]);
export type ChannelCommand = z.infer<typeof channelCommandSchema>;
export type ChannelCommandType = ChannelCommand['type'];

export const channelCommand = defineEndpoint({
  id: 'channelCommand',
  signsMedia: true,
  method: 'POST',
  path: '/channelCommand',
  group: 'command',
  access: 'member',
  summary: 'Commands on channels: follow, unfollow, setAlerts, createPersonalChannel (answers res.id).',
  body: channelCommandSchema,
  response: z.object({ id: z.string(), res: z.object({ id: z.string() }) }),
});
