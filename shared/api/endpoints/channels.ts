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
  saveTrackTranslationsPayload,
  setTrackItemsPayload,
  updateTrackPayload,
} from './tracks-admin.js';
import { generateRecommendationsPayload, updateFeaturedVideosPayload } from './recommendations.js';
import { updateChannelTagsPayload } from './channel-tags.js';
import {
  channelMandatoryTrainingSettingSchema,
  updateMandatoryTrainingPayload,
} from './channel-mandatory.js';
import { CHANNEL_COLOR, CHANNEL_TEXT_LIMITS, isImageKey } from '../../domain/channel-admin.js';

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
  /** Presigned GET (1 h) of the background image, '' without one. */
  backgroundImage: z.string().optional(),
  backgroundColor: z.string().optional(),
  /** Languages of the channel's content (a subset of the organization's languages). */
  channelLanguages: z.array(z.string()).optional(),
  /** Spec 2 §3 Channel tags (/channel/tags/{channelId}). */
  tags: z.array(z.object({ tagGroup: z.string(), tagValue: z.string() })).optional(),
  /** External sharing (own channels): allowed, and to which organizations' domains ([] = any). */
  isChannelExternalShareEnabled: z.boolean().optional(),
  externalShareAllowedDomains: z.array(z.string()).optional(),
  /** With getFirstVideoId=true: the first video the caller may watch (id and humanId), else null. */
  firstVideoId: z.string().nullable().optional(),
  firstVideoHumanId: z.string().nullable().optional(),
  /** Own channels: the mandatory-training setting (channel-mandatory.ts). */
  channelMandatoryTrainingSetting: channelMandatoryTrainingSettingSchema.optional(),
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

/** The key of an image the caller uploaded (POST /getGenericS3UploadSignedUrl), or '' to remove it. */
const imageKeySchema = z
  .string()
  .max(CHANNEL_TEXT_LIMITS.imageKey)
  .refine((key) => key === '' || isImageKey(key), 'The image must be an image file');

/** A company channel's editable fields (spec 2 §3 "Channel"); the handlers check the image keys and languages. */
const channelFieldsSchema = z.object({
  name: channelNameSchema,
  abstract: z.string().trim().max(CHANNEL_TEXT_LIMITS.abstract).optional(),
  description: z.string().trim().max(CHANNEL_TEXT_LIMITS.description).optional(),
  channelIcon: imageKeySchema.optional(),
  backgroundImage: imageKeySchema.optional(),
  backgroundColor: z
    .string()
    .refine((v) => v === '' || CHANNEL_COLOR.test(v), 'A colour is written #rgb or #rrggbb')
    .optional(),
  channelLanguages: z.array(z.string().min(2).max(10)).max(60).optional(),
  isPrivate: z.boolean().optional(),
});

const channelUserRoleSchema = z.enum(['channelOwner', 'contentManager', 'contributor', 'admin']);

/** An organization's domain: the label of its address (`globex` of globex.<stage domain>). */
export const organizationDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'A domain is the organization address label, e.g. globex');

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
  // Company channels (issue 11): admins create; the channel owner or an admin edits.
  z.object({ type: z.literal('createChannel'), payload: channelFieldsSchema }),
  z.object({
    type: z.literal('updateChannel'),
    payload: channelFieldsSchema
      .partial()
      .extend({ channelId: channelIdSchema })
      .refine(
        (p) => Object.entries(p).some(([k, v]) => k !== 'channelId' && v !== undefined),
        'Nothing to update',
      ),
  }),
  z.object({ type: z.literal('archiveChannel'), payload: z.object({ channelId: channelIdSchema }) }),
  z.object({ type: z.literal('restoreChannel'), payload: z.object({ channelId: channelIdSchema }) }),
  // Spec 2 §5 "deleting a channel … need[s] a confirmation checkbox": the ticked box travels along.
  z.object({
    type: z.literal('deleteChannel'),
    payload: z.object({ channelId: channelIdSchema, confirmed: z.literal(true) }),
  }),
  z.object({
    type: z.literal('addChannelUser'),
    payload: z.object({
      channelId: channelIdSchema,
      email: z.string().trim().toLowerCase().email('A valid e-mail is required').max(320),
      role: channelUserRoleSchema,
    }),
  }),
  z.object({
    type: z.literal('updateChannelUserRole'),
    payload: z.object({
      channelId: channelIdSchema,
      userId: z.string().min(1).max(128),
      role: channelUserRoleSchema,
    }),
  }),
  z.object({
    type: z.literal('removeChannelUser'),
    payload: z.object({ channelId: channelIdSchema, userId: z.string().min(1).max(128) }),
  }),
  // External sharing (spec 2 §7 names the two settings types; the channel detail is refetched after them).
  z.object({
    type: z.literal('onUpdateExternalShareShareSetting'),
    payload: z.object({ channelId: channelIdSchema, isChannelExternalShareEnabled: z.boolean() }),
  }),
  z.object({
    type: z.literal('onUpdateExternalShareDomains'),
    payload: z.object({
      channelId: channelIdSchema,
      externalShareAllowedDomains: z.array(organizationDomainSchema).max(50),
    }),
  }),
  z.object({
    type: z.literal('shareChannel'),
    payload: z.object({ channelId: channelIdSchema, domain: organizationDomainSchema }),
  }),
  z.object({
    type: z.literal('unshareChannel'),
    payload: z.object({ channelId: channelIdSchema, orgId: z.string().min(1).max(63) }),
  }),
  // Tracks administration (shared/api/endpoints/tracks-admin.ts); createTrack answers res.id.
  z.object({ type: z.literal('createTrack'), payload: createTrackPayload }),
  z.object({ type: z.literal('updateTrack'), payload: updateTrackPayload }),
  z.object({ type: z.literal('deleteTrack'), payload: deleteTrackPayload }),
  z.object({ type: z.literal('setTrackItems'), payload: setTrackItemsPayload }),
  z.object({ type: z.literal('saveTrackTranslations'), payload: saveTrackTranslationsPayload }),
  // Recommendations (shared/api/endpoints/recommendations.ts); spec 2 §7 names the first type.
  z.object({
    type: z.literal('onUpdateFeaturedVideosForRecommendation'),
    payload: updateFeaturedVideosPayload,
  }),
  z.object({ type: z.literal('generateRecommendations'), payload: generateRecommendationsPayload }),
  // Channel tags (shared/api/endpoints/channel-tags.ts).
  z.object({ type: z.literal('updateChannelTags'), payload: updateChannelTagsPayload }),
  // Playlist sharing with another organization (shared/api/endpoints/playlist-sharing.ts).
  z.object({
    type: z.literal('sharePlaylist'),
    payload: z.object({ trackId: z.string().trim().min(1).max(100), domain: organizationDomainSchema }),
  }),
  z.object({
    type: z.literal('unsharePlaylist'),
    payload: z.object({ trackId: z.string().trim().min(1).max(100), orgId: z.string().min(1).max(63) }),
  }),
  // Mandatory training (shared/api/endpoints/channel-mandatory.ts); spec 2 §7 names the type.
  z.object({
    type: z.literal('onUpdateMandatoryTrainingSetting'),
    payload: updateMandatoryTrainingPayload,
  }),
]);
export type ChannelCommand = z.infer<typeof channelCommandSchema>;
export type ChannelCommandType = ChannelCommand['type'];

export const channelCommand = defineEndpoint({
  id: 'channelCommand',
  signsMedia: true,
  // Pushes: generateRecommendations notifies the channel's followers.
  pushes: true,
  // The channel's mandatory training e-mails whoever it assigns a playlist to (follow, add user, setting).
  mails: true,
  method: 'POST',
  path: '/channelCommand',
  group: 'command',
  access: 'member',
  summary:
    'Commands on channels: follow, unfollow, setAlerts, createPersonalChannel, createChannel (answers res.id), updateChannel, archiveChannel, restoreChannel, deleteChannel and the channel users.',
  body: channelCommandSchema,
  response: z.object({
    id: z.string(),
    /** generateRecommendations: how many recommendations it sent. */
    res: z.object({
      id: z.string(),
      recommended: z.number().int().optional(),
      /** onUpdateMandatoryTrainingSetting: how many new assignments (user × track) it made. */
      assigned: z.number().int().optional(),
    }),
  }),
});

export const channelUserSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: channelRoleSchema,
});
export type ChannelUser = z.infer<typeof channelUserSchema>;

export const listChannelUsers = defineEndpoint({
  id: 'listChannelUsers',
  method: 'GET',
  path: '/channels/{id}/users',
  group: 'query',
  access: 'member',
  summary: "A channel's users with their channel role (channel owners and admins only), by name.",
  params: z.object({ id: channelIdSchema }),
  response: z.array(channelUserSchema),
});
