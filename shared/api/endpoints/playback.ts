/**
 * Video playback (spec 1 §4 "Video playback", §7 GET /getVideoUrl; design.md §6 media security). The
 * HLS playlists are served through the API with the caller's token: the master playlist points at
 * its variant playlists on the same endpoint, and every segment line is a presigned S3 GET, so a
 * segment is as protected as the playlist that lists it and only for a few minutes.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { languageSchema } from '../schemas.js';
import { transcodingStatusEntrySchema } from './media.js';
import { chapterLinkSchema } from './rendering.js';

/** Lifetime of a download URL and of a thumbnail URL. */
export const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;
/**
 * Lifetime of a segment URL: a few minutes beyond the video's length, because a VOD player reads its
 * media playlist once and fetches the last segment near the end of playback.
 */
export const SEGMENT_URL_MIN_TTL_SECONDS = 5 * 60;
export const SEGMENT_URL_MAX_TTL_SECONDS = 6 * 60 * 60;
export const HLS_CONTENT_TYPE = 'application/vnd.apple.mpegurl';

/** A playlist file name as the transcoder writes them (index.m3u8, index_360p.m3u8). */
export const PLAYLIST_FILE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.m3u8$/;

export const getVideoUrl = defineEndpoint({
  id: 'getVideoUrl',
  signsMedia: true,
  method: 'GET',
  path: '/getVideoUrl',
  group: 'query',
  access: 'member',
  summary:
    'download=1: presigned GET (5 min) of the MP4; download=0: the access-controlled HLS master playlist URL.',
  query: z.object({
    /** The video's id or humanId. */
    key: z.string().min(1).max(80),
    download: z.enum(['0', '1']).default('0'),
    /** Default: the latest version that is playable. */
    version: z.coerce.number().int().min(1).max(9999).optional(),
    /** Default: the video's master language, else any playable language. */
    language: languageSchema.optional(),
  }),
  response: z.object({ signedUrl: z.string() }),
});

export const hlsPlaylist = defineEndpoint({
  id: 'hlsPlaylist',
  signsMedia: true,
  method: 'GET',
  path: '/hls/{videoId}/{version}/{language}/{file}',
  group: 'query',
  access: 'member',
  contentType: HLS_CONTENT_TYPE,
  summary:
    "A rendition's HLS playlist, rewritten: variant playlists through this endpoint, segments as presigned GETs.",
  params: z.object({
    videoId: z.string().min(1).max(80),
    version: z.coerce.number().int().min(1).max(9999),
    language: languageSchema,
    file: z.string().regex(PLAYLIST_FILE, 'must be a playlist file name'),
  }),
  response: z.string(),
});

export const videoRenditionSchema = z.object({
  version: z.number(),
  language: z.string(),
  status: z.enum(['pending', 'transcoding', 'completed', 'error']),
  error: z.string().optional(),
});

export const videoPageSchema = z.object({
  id: z.string(),
  humanId: z.string(),
  name: z.string(),
  description: z.string(),
  abstract: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  status: z.string(),
  lastVersion: z.number(),
  masterLanguage: z.string(),
  durationMs: z.number().optional(),
  /** Presigned GET (5 min) of the thumbnail of the latest transcode. */
  thumbnailUrl: z.string().optional(),
  renditions: z.array(videoRenditionSchema),
  /** The latest transcoding job, if any. */
  transcoding: transcodingStatusEntrySchema.nullable(),
  /**
   * Chapter links of the played version × language (rendering data), by startSeconds: the player's
   * chapter-link interstitial shows each one when playback reaches its start.
   */
  links: z.array(chapterLinkSchema),
  /** Languages with subtitles in the played version (the HLS master lists them as SUBTITLES). */
  subtitleLanguages: z.array(z.string()),
  /**
   * Pages of the played version × language's quick guide (chapters marked for it): above 0, the page
   * offers "Download guide (PDF)" (GET /videos/{videoId}/quick-guide).
   */
  quickGuidePages: z.number().int().optional(),
  createdAt: z.string(),
  /**
   * Only for callers who may change the video (the updateGeneral rule: organization admins and the
   * channel's channelOwner/contentManager/contributor): its publicEmbed flag (spec 1 §1) and embed key
   * (null until first issued by updateGeneral publicEmbed), for the "Embed & share" dialog.
   */
  embed: z.object({ publicEmbed: z.boolean(), embedKey: z.string().nullable() }).optional(),
  /** The language of name, description and abstract: the reader's when a published translation has it. */
  textLanguage: languageSchema.optional(),
});
export type VideoPage = z.infer<typeof videoPageSchema>;

export const getVideo = defineEndpoint({
  id: 'getVideo',
  signsMedia: true,
  method: 'GET',
  path: '/videos/{humanId}',
  group: 'query',
  access: 'member',
  summary:
    'A video for its page (/video/{humanId}): fields, renditions, latest transcoding job, chapter links.',
  params: z.object({ humanId: z.string().min(1).max(80) }),
  /** The played version × language (/video/{humanId}/{version}/{lang}); default as GET /getVideoUrl. */
  query: z.object({
    version: z.coerce.number().int().min(1).max(9999).optional(),
    language: languageSchema.optional(),
    /** The reader's language (issue 14): name, description and abstract from its published translation. */
    reader: languageSchema.optional(),
  }),
  response: videoPageSchema,
});
