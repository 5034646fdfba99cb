/**
 * Search (spec 2 §2 route /results; issue 4 "search over titles, descriptions and subtitle/manuscript
 * text, each hit showing the moment it matched and opening the player there"). Only the caller's
 * active organization is searched, and only videos the caller may watch are returned.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';

export const SEARCH_QUERY_MAX = 200;
/** Most videos one search returns. */
export const SEARCH_MAX_HITS = 50;

export const searchMatchSchema = z.object({
  /** Where the words were found. */
  field: z.enum(['name', 'description', 'subtitle']),
  /** The text around the first matched word. */
  snippet: z.string(),
  /** The moment of the match: its subtitle chapter's start (0 for name and description). */
  startSeconds: z.number(),
  version: z.number().optional(),
  language: z.string().optional(),
});
export type SearchMatch = z.infer<typeof searchMatchSchema>;

export const searchHitSchema = z.object({
  videoId: z.string(),
  humanId: z.string(),
  name: z.string(),
  abstract: z.string(),
  channelId: z.string(),
  durationMs: z.number().optional(),
  /** Presigned GET (5 min) of the thumbnail. */
  thumbnailUrl: z.string().optional(),
  /** The video's matches, best first (name, description, then subtitles by time), at most 5. */
  matches: z.array(searchMatchSchema).min(1),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const search = defineEndpoint({
  id: 'search',
  signsMedia: true,
  method: 'GET',
  path: '/search',
  group: 'query',
  access: 'member',
  summary: "Videos of the caller's organization whose name, description or subtitles hold every word of q.",
  query: z.object({ q: z.string().trim().min(1).max(SEARCH_QUERY_MAX) }),
  response: z.object({ query: z.string(), hits: z.array(searchHitSchema) }),
});
