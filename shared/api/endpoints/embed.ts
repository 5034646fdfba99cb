/**
 * Public viewing (spec 1 §2 "Public viewing routes", §3 "Video embed", §7 GET /getVideoEmbed and POST
 * /anonymous-analytics; design.md §6 "Public embeds work only when publicEmbed is true").
 *
 * Every public call is keyed by the video's embed key, an unguessable token issued per video. The
 * server finds the organization and the video from the key alone; an `orgId` a page sends is only a
 * further restriction (a key never answers under another organization's address). A video whose
 * publicEmbed is false answers 403 with nothing of the video; an unknown key 404.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { languageSchema, orgIdSchema } from '../schemas.js';
import { PLAYLIST_FILE } from './playback.js';
import { subtitleChapterSchema } from './rendering.js';
import { playedSecondsSchema, positionSchema } from './analytics.js';

/** 24 URL-safe characters (144 random bits). */
export const embedKeySchema = z.string().regex(/^[A-Za-z0-9_-]{24}$/, 'must be an embed key');

/** Answer of a non-public video to anonymous callers (the page shows its login-required message). */
export const EMBED_LOGIN_REQUIRED_MESSAGE = 'You need to log in to watch this video';
/** Answer of an unknown key. */
export const EMBED_NOT_FOUND_MESSAGE = 'The video is not available';

/** The most a single anonymous time report may add, as for members (a few 10 s intervals). */
export const ANONYMOUS_MAX_WATCHED_PER_EVENT_SECONDS = 60;

export const embedRenderingSchema = z.object({
  subtitles: z.object({ chapters: z.array(subtitleChapterSchema) }),
  videoLinks: z.array(
    z.object({ link: z.object({ url: z.string(), title: z.string() }), start: z.number() }),
  ),
});

/**
 * Spec 1 §3 "Video embed", plus the owning organization's branding for the page, as anonymous viewers
 * get it: without authorEmail (spec's field list), because an anonymous reader gets no e-mail address
 * of anyone (issue 9); members get it (videoEmbedSchema).
 */
export const publicVideoEmbedSchema = z.object({
  /** The HLS master playlist on the public playlist endpoint ('' while nothing is playable). */
  url: z.string(),
  /** Presigned GET (5 min) of the thumbnail, when the video has one. */
  thumbnail: z.string().optional(),
  lastVersion: z.number(),
  videoId: z.string(),
  /** The language that plays. */
  language: z.string(),
  /** The version that plays. */
  version: z.number(),
  publicEmbed: z.boolean(),
  channelId: z.string(),
  createdAt: z.string(),
  /** Milliseconds (spec: "Duration arrives in milliseconds and is converted to seconds"). */
  duration: z.number().optional(),
  name: z.string(),
  description: z.string(),
  abstract: z.string(),
  type: z.string(),
  masterLanguage: z.string(),
  channelName: z.string(),
  /** Keyed by language: subtitles (chapters with manuscript) and videoLinks of the played version. */
  renderingData: z.record(z.string(), embedRenderingSchema),
  organization: z.object({
    id: z.string(),
    name: z.string(),
    logo: z.string(),
    color: z.string(),
    hasActiveSubscription: z.boolean(),
  }),
});
/** The embed fields for a signed-in member of the video's organization: also the author's e-mail. */
export const videoEmbedSchema = publicVideoEmbedSchema.extend({ authorEmail: z.string() });
export type PublicVideoEmbed = z.infer<typeof publicVideoEmbedSchema>;
export type MemberVideoEmbed = z.infer<typeof videoEmbedSchema>;
/** What the public pages render: either answer (they show no author e-mail). */
export type VideoEmbed = PublicVideoEmbed | MemberVideoEmbed;

export const getVideoEmbed = defineEndpoint({
  id: 'getVideoEmbed',
  signsMedia: true,
  method: 'GET',
  path: '/getVideoEmbed',
  group: 'query',
  access: 'public',
  summary:
    "A public video's embed fields (no e-mail address) and its organization's branding, by embed key; 403 when publicEmbed is false.",
  query: z.object({
    key: embedKeySchema,
    /** The organization of the page's address; a key of another organization is then a 404. */
    orgId: orgIdSchema.optional(),
  }),
  response: publicVideoEmbedSchema,
});

/**
 * The same fields for a signed-in member of the video's organization who may watch it (published, or
 * their own unpublished work), public or not: the public pages play private videos for them, through
 * the member playlists (`url` is on /query/hls and needs the token).
 */
export const getMemberVideoEmbed = defineEndpoint({
  id: 'getMemberVideoEmbed',
  signsMedia: true,
  method: 'GET',
  path: '/videoEmbed/{key}',
  group: 'query',
  access: 'member',
  summary:
    "The embed fields of a video of the caller's organization by embed key, public or not, for a member who may watch it.",
  params: z.object({ key: embedKeySchema }),
  response: videoEmbedSchema,
});

export const publicHlsPlaylist = defineEndpoint({
  id: 'publicHlsPlaylist',
  signsMedia: true,
  method: 'GET',
  path: '/embed-hls/{key}/{version}/{language}/{file}',
  group: 'query',
  access: 'public',
  contentType: 'application/vnd.apple.mpegurl',
  summary:
    "A public video's HLS playlist by embed key, rewritten like /hls (variants through this endpoint, presigned segments).",
  params: z.object({
    key: embedKeySchema,
    version: z.coerce.number().int().min(1).max(9999),
    language: languageSchema,
    file: z.string().regex(PLAYLIST_FILE, 'must be a playlist file name'),
  }),
  response: z.string(),
});

const anonymousRef = {
  key: embedKeySchema,
  version: z.number().int().min(1).max(9999),
  lang: languageSchema,
};

export const anonymousAnalyticsEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('videoPlaybackStarted'), ...anonymousRef }).strict(),
  z
    .object({
      type: z.literal('videoTimeWatched'),
      ...anonymousRef,
      /** Position in the video, seconds (to the millisecond). */
      time: positionSchema,
      /** Seconds played since the previous report (to the millisecond, at least 1 ms). */
      watched: playedSecondsSchema(ANONYMOUS_MAX_WATCHED_PER_EVENT_SECONDS),
      /** Where the reported stretch started. */
      from: positionSchema.optional(),
    })
    .strict(),
  z.object({ type: z.literal('videoPlaybackEnded'), ...anonymousRef }).strict(),
]);
export type AnonymousAnalyticsEvent = z.infer<typeof anonymousAnalyticsEventSchema>;

export const postAnonymousAnalytics = defineEndpoint({
  id: 'postAnonymousAnalytics',
  method: 'POST',
  path: '/anonymous-analytics',
  group: 'command',
  access: 'public',
  summary: 'A playback event of an anonymous viewer of a public video (by embed key): ADD-only counters.',
  query: z.object({ orgId: orgIdSchema.optional() }),
  body: anonymousAnalyticsEventSchema,
  response: z.object({ id: z.string() }),
});
