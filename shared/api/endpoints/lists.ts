/**
 * The member's personal lists and the track queue (spec 1 §2 logged-in routes /mandatory, /library,
 * /favorites, /sharings, /my-videos; spec 2 §2 "A queued video stays locked until all earlier queue
 * videos are watched"; spec 1 §3 "Task categories: mandatory, recommended, shared", "Follow data:
 * channels, tracks, videos"). Favourites are followed videos (the spec has no favourite command).
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { isDueDay } from '../../domain/training-due.js';

/** One video of a track queue, in tree order, with whether the caller has watched it to the end. */
export const queueItemSchema = z.object({
  videoId: z.string(),
  humanId: z.string(),
  name: z.string(),
  /** The (sub-)track the video is an item of. */
  trackId: z.string(),
  depth: z.number().int().min(0),
  durationMs: z.number().nullable(),
  completed: z.boolean(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const trackQueueSchema = z.object({
  trackId: z.string(),
  name: z.string(),
  abstract: z.string(),
  channelId: z.string(),
  mandatory: z.boolean(),
  /** Every video of the track and its sub-tracks the caller may watch, in tree order. */
  items: z.array(queueItemSchema),
});
export type TrackQueue = z.infer<typeof trackQueueSchema>;

/** A mandatory track on /mandatory: its queue and the caller's deadline for what is left of it. */
export const mandatoryTrackSchema = trackQueueSchema.extend({
  /** The earliest due date of the caller's open tasks for its videos; null when none is due. */
  dueDate: z.string().nullable(),
  /** One of those tasks is past its due date. */
  overdue: z.boolean(),
});
export type MandatoryTrack = z.infer<typeof mandatoryTrackSchema>;

/** A video the caller must watch outside their mandatory playlists (a training plan's, issue 15). */
export const mandatoryVideoSchema = z.object({
  videoId: z.string(),
  humanId: z.string(),
  name: z.string(),
  /** Why: the training plan (or playlist) it came from. */
  source: z.string(),
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
});
export type MandatoryVideo = z.infer<typeof mandatoryVideoSchema>;

export const getTrackQueue = defineEndpoint({
  id: 'getTrackQueue',
  signsMedia: true,
  method: 'GET',
  path: '/trackQueue/{trackId}',
  group: 'query',
  access: 'member',
  summary: "A track's videos in order with the caller's completion of each (the player's queue).",
  params: z.object({ trackId: z.string().min(1).max(100) }),
  response: trackQueueSchema,
});

export const getMandatory = defineEndpoint({
  id: 'getMandatory',
  signsMedia: true,
  method: 'GET',
  path: '/mandatory',
  group: 'query',
  access: 'member',
  summary:
    "The caller's mandatory tracks (marked mandatory, or assigned to them) with their progress and due " +
    'dates, overdue first, then by due date.',
  response: z.object({
    tracks: z.array(mandatoryTrackSchema),
    /** Open watch-video tasks of videos in none of those tracks, overdue first, then by due date. */
    videos: z.array(mandatoryVideoSchema),
  }),
});

/** A video as the personal lists show it. */
export const videoCardSchema = z.object({
  videoId: z.string(),
  humanId: z.string(),
  name: z.string(),
  abstract: z.string(),
  status: z.string(),
  channelId: z.string(),
  durationMs: z.number().nullable(),
  /** Presigned GET (5 min) of the thumbnail, when the video has one. */
  thumbnailUrl: z.string().optional(),
  createdAt: z.string(),
});
export type VideoCard = z.infer<typeof videoCardSchema>;

export const trackCardSchema = z.object({
  trackId: z.string(),
  name: z.string(),
  abstract: z.string(),
  channelId: z.string(),
  videosCount: z.number().int(),
});
export type TrackCard = z.infer<typeof trackCardSchema>;

export const getLibrary = defineEndpoint({
  id: 'getLibrary',
  signsMedia: true,
  method: 'GET',
  path: '/library',
  group: 'query',
  access: 'member',
  summary:
    'What the caller saved: followed tracks and followed (favourite) videos they may still watch, newest first.',
  response: z.object({ tracks: z.array(trackCardSchema), videos: z.array(videoCardSchema) }),
});

export const listMyVideos = defineEndpoint({
  id: 'listMyVideos',
  signsMedia: true,
  method: 'GET',
  path: '/myVideos',
  group: 'query',
  access: 'member',
  summary: 'Videos the caller authored in the active organization, newest first (any status).',
  response: z.object({ items: z.array(videoCardSchema) }),
});

/** Length of a sharing key (URL-safe base64 of random bytes). */
export const SHARING_KEY_LENGTH = 22;

export const sharingSchema = z.object({
  key: z.string(),
  video: videoCardSchema,
  fromEmail: z.string(),
  toEmail: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type Sharing = z.infer<typeof sharingSchema>;

export const listSharings = defineEndpoint({
  id: 'listSharings',
  signsMedia: true,
  method: 'GET',
  path: '/sharings',
  group: 'query',
  access: 'member',
  summary: 'Videos shared with the caller (received) and by the caller (sent), newest first.',
  response: z.object({ received: z.array(sharingSchema), sent: z.array(sharingSchema) }),
});

export const createSharing = defineEndpoint({
  id: 'createSharing',
  method: 'POST',
  path: '/sharings',
  group: 'command',
  access: 'member',
  summary:
    'Shares a video the caller may watch with a colleague of the organization (by e-mail); answers the key.',
  body: z.object({
    videoId: z.string().min(1).max(80),
    email: z.string().trim().toLowerCase().email('Invalid email').max(254),
    message: z.string().trim().max(500).default(''),
  }),
  response: z.object({ id: z.string(), key: z.string() }),
});

/** Most users one assignment may name. */
export const MANDATORY_ASSIGN_MAX = 100;
/**
 * The most users one assignment reaches with its roles' holders: each gets tasks, a notification and an
 * e-mail within the request; a training plan's Create training (a state machine) takes any number.
 */
export const MANDATORY_ASSIGN_MAX_USERS = 250;

export const assignMandatory = defineEndpoint({
  id: 'assignMandatory',
  method: 'POST',
  path: '/mandatoryAssignments',
  group: 'command',
  access: 'admin',
  // Pushes: the assigned users are notified; and e-mailed.
  pushes: true,
  mails: true,
  // It reads the playlist's videos as the lists do (their module signs thumbnails).
  signsMedia: true,
  summary:
    'Assigns a track as mandatory to users of the organization, named by e-mail or as the holders of ' +
    "application roles (or both: at least one of them); answers the assigned users' ids.",
  body: z.object({
    trackId: z.string().min(1).max(100),
    emails: z
      .array(z.string().trim().toLowerCase().email('Invalid email').max(254))
      .max(MANDATORY_ASSIGN_MAX)
      .default([]),
    /** Every user holding one of these application roles (training plans' roles; operator admins). */
    applicationRoleIds: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
    /** The day (YYYY-MM-DD) the training is due, at its end (UTC); none: no due date. */
    dueDate: z.string().refine(isDueDay, 'Choose a valid date').optional(),
  }),
  response: z.object({ id: z.string(), userIds: z.array(z.string()) }),
});
