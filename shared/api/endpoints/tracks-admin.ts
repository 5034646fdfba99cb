/**
 * Tracks (playlists) administration (spec 2 §2 playlist and track routes, §3 "Track", §5, §6): the
 * payloads of the channelCommand types that create, edit, delete, fill and translate a track, and the
 * reads of the edit, translations and users pages. Everything acts on the caller's active organization
 * (the authorizer's); admins, or the channelOwner / contentManager of the track's channel.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { languageSchema } from '../schemas.js';
import {
  TRACK_ABSTRACT_MAX,
  TRACK_DESCRIPTION_MAX,
  TRACK_ITEMS_MAX,
  TRACK_NAME_MAX,
} from '../../domain/tracks-admin.js';
import { UI_LANGUAGES } from '../../domain/languages.js';

const idSchema = z.string().trim().min(1).max(100);

const trackFields = {
  name: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(TRACK_NAME_MAX, `At most ${TRACK_NAME_MAX} characters`)
    .refine((v) => !/[<>]/.test(v), 'A name cannot contain < or >'),
  abstract: z.string().trim().max(TRACK_ABSTRACT_MAX, `At most ${TRACK_ABSTRACT_MAX} characters`),
  description: z.string().trim().max(TRACK_DESCRIPTION_MAX, `At most ${TRACK_DESCRIPTION_MAX} characters`),
  /** Every member must watch it (/mandatory). */
  mandatory: z.boolean(),
};

/** createTrack: a track of a channel, or (parentTrackId) a sub-track appended to its parent's items. */
export const createTrackPayload = z.object({
  channelId: idSchema,
  parentTrackId: idSchema.optional(),
  ...trackFields,
});

export const updateTrackPayload = z.object({ trackId: idSchema, ...trackFields });

export const deleteTrackPayload = z.object({ trackId: idSchema });

/**
 * A translated name may be longer than the master's (TRACK_NAME_MAX): some languages need more words
 * for the same title (issue 14).
 */
export const TRACK_TRANSLATION_NAME_MAX = 200;

/** One language's name and description of a track (issue 14); the master's texts are the track's own. */
export const trackTranslationSchema = z.object({
  language: languageSchema,
  name: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(TRACK_TRANSLATION_NAME_MAX, `At most ${TRACK_TRANSLATION_NAME_MAX} characters`)
    .refine((v) => !/[<>]/.test(v), 'A name cannot contain < or >'),
  description: z
    .string()
    .trim()
    .max(TRACK_DESCRIPTION_MAX, `At most ${TRACK_DESCRIPTION_MAX} characters`)
    .optional(),
});

/**
 * saveTrackTranslations (/playlist/edit/{trackId}/translations): the track's whole list of
 * translations, each language once; a language left out has none afterwards. Only the organization's
 * languages but the master (the server checks: 400 naming the entry).
 */
export const saveTrackTranslationsPayload = z.object({
  trackId: idSchema,
  translations: z
    .array(trackTranslationSchema)
    .max(UI_LANGUAGES.length)
    .superRefine((list, ctx) => {
      list.forEach((entry, index) => {
        if (list.findIndex((other) => other.language === entry.language) !== index)
          ctx.addIssue({ code: 'custom', path: [index, 'language'], message: 'A language is listed twice' });
      });
    }),
});

export const trackItemRefSchema = z.object({ type: z.enum(['video', 'track']), id: idSchema });

/** setTrackItems: the track's whole ordered item list (videos and its sub-tracks). */
export const setTrackItemsPayload = z.object({
  trackId: idSchema,
  items: z.array(trackItemRefSchema).max(TRACK_ITEMS_MAX, `At most ${TRACK_ITEMS_MAX} items`),
});

export const trackEditItemSchema = z.object({
  type: z.enum(['video', 'track']),
  id: z.string(),
  name: z.string(),
  humanId: z.string().nullable(),
  /** The video's publishing status (videos only): a draft in a track is shown to its editors. */
  status: z.string().nullable(),
});
export type TrackEditItem = z.infer<typeof trackEditItemSchema>;

export const trackEditSchema = z.object({
  id: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  parentTrackId: z.string().nullable(),
  parentName: z.string().nullable(),
  /** 0 for a track, 1 for a sub-track, 2 for a sub-sub-track. */
  depth: z.number().int(),
  name: z.string(),
  abstract: z.string(),
  description: z.string(),
  mandatory: z.boolean(),
  createdAt: z.string(),
  items: z.array(trackEditItemSchema),
  /** The organization's master language: the track's own name and description are in it. */
  masterLanguage: z.string(),
  /** What the track may be translated into: the organization's languages but the master, in order. */
  translationLanguages: z.array(z.string()),
  /** The saved translations (issue 14), in the order they were saved. */
  translations: z.array(z.object({ language: z.string(), name: z.string(), description: z.string() })),
});
export type TrackEdit = z.infer<typeof trackEditSchema>;

export const getTrack = defineEndpoint({
  id: 'getTrack',
  method: 'GET',
  path: '/tracks/{trackId}',
  group: 'query',
  access: 'member',
  summary:
    'A track of the active organization with its items and translations, for its editors (admins, the ' +
    "channel's owners and content managers; others 403).",
  params: z.object({ trackId: idSchema }),
  response: trackEditSchema,
});

export const trackUserSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
});

/** An assignee of a mandatory track with their compliance (issue 15): what they watched, by when. */
export const trackAssigneeSchema = trackUserSchema.extend({
  /** Videos of the track they have watched to the end, of `videos`. */
  watched: z.number().int().min(0),
  videos: z.number().int().min(0),
  /** The earliest due date of their open watch-video tasks of the track; null: none is due. */
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
});
export type TrackAssignee = z.infer<typeof trackAssigneeSchema>;

export const listTrackUsers = defineEndpoint({
  id: 'listTrackUsers',
  // The compliance reads the track's videos as the lists do (their module signs thumbnails).
  signsMedia: true,
  method: 'GET',
  path: '/tracks/{trackId}/users',
  group: 'query',
  access: 'member',
  summary:
    'Who follows a track and to whom it is assigned as mandatory with their compliance (videos watched, ' +
    "due date, overdue), for the track's editors.",
  params: z.object({ trackId: idSchema }),
  response: z.object({
    /** track.mandatory: every member of the organization must watch it, besides the assignees. */
    mandatory: z.boolean(),
    followers: z.array(trackUserSchema),
    assignees: z.array(trackAssigneeSchema),
  }),
});
