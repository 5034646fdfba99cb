/**
 * Viewing analytics (spec 1 §4 "Video playback", §7; spec 2 §3 "User analytics"): the playback events
 * (also PUT /videoCommand types), the signed-in user's counters and watch history.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { languageSchema } from '../schemas.js';

/** The player reports time watched every 10 s of actual playback (spec 1 §9). */
export const TIME_WATCHED_INTERVAL_SECONDS = 10;
/** Longest stretch one videoTimeWatched may add: a few intervals, so one event cannot inflate totals. */
export const MAX_WATCHED_PER_EVENT_SECONDS = 60;
export const HISTORY_PAGE_SIZE = 20;

/** Positions and durations are kept to the millisecond: DynamoDB numbers stay exact and bounded. */
export const roundSeconds = (value: number) => Math.round(value * 1000) / 1000;

/** A position in a video, seconds: 0 … 24 h, to the millisecond. */
export const positionSchema = z
  .number()
  .min(0)
  .max(24 * 60 * 60)
  .transform(roundSeconds);

/**
 * Seconds played since the previous report, to the millisecond: at least 1 ms after rounding (an
 * extreme value such as 1e-36 is refused, not stored) and at most `max`.
 */
export const playedSecondsSchema = (max: number) =>
  z
    .number()
    .max(max)
    .transform(roundSeconds)
    .refine((seconds) => seconds >= 0.001, { message: 'must be at least 0.001 seconds (1 ms)' });

const playbackRef = {
  videoId: z.string().min(1).max(80),
  version: z.number().int().min(1).max(9999),
  lang: languageSchema,
};

export const videoPlaybackStartedPayload = z.object(playbackRef);
export const videoTimeWatchedPayload = z.object({
  ...playbackRef,
  /** Position in the video, seconds. */
  time: positionSchema,
  /** Seconds played since the previous report (default: one interval); the last report may be shorter. */
  watched: playedSecondsSchema(MAX_WATCHED_PER_EVENT_SECONDS).optional(),
  /** Where the reported stretch started (shared/domain/watch-completion.ts); absent: `time - watched`. */
  from: positionSchema.optional(),
});
export const videoPlaybackEndedPayload = z.object(playbackRef);

/** `completed`: the caller has now watched the video (playback events; shared/domain/watch-completion.ts). */
export const playbackAnswerSchema = z.object({ id: z.string(), completed: z.boolean().optional() });

export const userAnalyticsEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pageVisited'), path: z.string().min(1).max(2048) }),
  z.object({ type: z.literal('videoPlaybackStarted'), ...videoPlaybackStartedPayload.shape }),
  z.object({ type: z.literal('videoTimeWatched'), ...videoTimeWatchedPayload.shape }),
  z.object({ type: z.literal('videoPlaybackEnded'), ...videoPlaybackEndedPayload.shape }),
]);
export type UserAnalyticsEvent = z.infer<typeof userAnalyticsEventSchema>;

export const postUserAnalytics = defineEndpoint({
  id: 'postUserAnalytics',
  method: 'POST',
  path: '/user-analytics',
  group: 'command',
  access: 'member',
  summary: "Records one of the signed-in user's events: pageVisited or a playback event.",
  body: userAnalyticsEventSchema,
  response: playbackAnswerSchema,
});

export const userAnalyticsSchema = z.object({
  id: z.string(),
  /** Distinct videos the user has played. */
  videosWatched: z.number(),
  pagesVisited: z.number(),
});

export const getUserAnalytics = defineEndpoint({
  id: 'getUserAnalytics',
  method: 'GET',
  path: '/user-analytics',
  group: 'query',
  access: 'member',
  summary: "The signed-in user's counters: id, videosWatched, pagesVisited.",
  response: userAnalyticsSchema,
});

export const historyEntrySchema = z.object({
  videoId: z.string(),
  humanId: z.string(),
  name: z.string(),
  /** Presigned GET (5 min) of the thumbnail, when the video has one. */
  thumbnailUrl: z.string().optional(),
  durationMs: z.number().optional(),
  version: z.number(),
  lang: z.string(),
  /** Last reported position, seconds. */
  position: z.number(),
  secondsWatched: z.number(),
  completed: z.boolean(),
  lastWatchedAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const getHistory = defineEndpoint({
  id: 'getHistory',
  signsMedia: true,
  method: 'GET',
  path: '/history',
  group: 'query',
  access: 'member',
  summary: "The signed-in user's watch history, most recently watched first, a page at a time.",
  query: z.object({
    limit: z.coerce.number().int().min(1).max(50).default(HISTORY_PAGE_SIZE),
    cursor: z.string().min(1).max(2048).optional(),
  }),
  response: z.object({ items: z.array(historyEntrySchema), cursor: z.string().nullable() }),
});
