import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { languageSchema, queryBoolean } from '../schemas.js';
import { REPORT_RANGES } from '../../domain/reports.js';

/** The figures of one bucket (a day or an hour) of a report. */
export const reportPointSchema = z.object({
  /** Start of the bucket (ISO, UTC). */
  at: z.string(),
  views: z.number().int(),
  minutesWatched: z.number(),
  completions: z.number().int(),
  activeUsers: z.number().int(),
});
export type ReportPoint = z.infer<typeof reportPointSchema>;

export const reportTopRowSchema = z.object({
  id: z.string(),
  /** The video's or channel's name; null when it is no longer there (deleted, or no longer shared). */
  name: z.string().nullable(),
  /** A video's address (its humanId), null for channels or a video that is gone. */
  humanId: z.string().nullable(),
  views: z.number().int(),
  minutesWatched: z.number(),
  completions: z.number().int(),
});
export type ReportTopRow = z.infer<typeof reportTopRowSchema>;

export const mandatoryReportRowSchema = z.object({
  trackId: z.string(),
  name: z.string(),
  /** Users the track is assigned to (mandatory assignment items). */
  assigned: z.number().int(),
  /** Of those, the users who have watched every video of the track (and its sub-tracks). */
  completed: z.number().int(),
});
export type MandatoryReportRow = z.infer<typeof mandatoryReportRowSchema>;

export const reportSchema = z.object({
  range: z.enum(REPORT_RANGES),
  period: z.enum(['day', 'hour']),
  shared: z.boolean(),
  channelId: z.string().nullable(),
  /** The channel's name for a channel report. */
  channelName: z.string().nullable(),
  totals: z.object({
    views: z.number().int(),
    minutesWatched: z.number(),
    completions: z.number().int(),
    activeUsers: z.number().int(),
  }),
  series: z.array(reportPointSchema),
  topVideos: z.array(reportTopRowSchema),
  /** Empty in a channel report. */
  topChannels: z.array(reportTopRowSchema),
  /** Mandatory-training completion (this organization's users; empty in shared reports). */
  mandatory: z.array(mandatoryReportRowSchema),
});
export type Report = z.infer<typeof reportSchema>;

export const getReport = defineEndpoint({
  id: 'getReport',
  method: 'GET',
  path: '/reports',
  group: 'query',
  // Channel reports are for the channel's owners and content managers too (checked by the handler).
  access: 'member',
  summary:
    '/admin/reports, /admin/reports/shared, /channel/{channelId}/reports(/shared) (spec 2 §9): views, ' +
    'minutes watched, completions and active users over the last 30 days (per day) or 24 hours (per ' +
    'hour), top videos and channels, mandatory-training completion; `shared`: what other organizations ' +
    "watched of this organization's shared videos. From rollups, never raw events.",
  query: z.object({
    range: z.enum(REPORT_RANGES, { error: 'range must be 30d or 24h' }),
    channelId: z.string().min(1).max(100).optional(),
    shared: queryBoolean.optional(),
  }),
  response: reportSchema,
});

/** The figures of one language played over the range. */
export const languageReportRowSchema = z.object({
  language: z.string(),
  views: z.number().int(),
  minutesWatched: z.number(),
  completions: z.number().int(),
  activeUsers: z.number().int(),
});
export type LanguageReportRow = z.infer<typeof languageReportRowSchema>;

export const videoReportSchema = z.object({
  videoId: z.string(),
  range: z.enum(REPORT_RANGES),
  period: z.enum(['day', 'hour']),
  shared: z.boolean(),
  /** The language the series and totals are of; null: every language. */
  language: z.string().nullable(),
  totals: reportSchema.shape.totals,
  series: z.array(reportPointSchema),
  /** Every language played in the range, most viewed first (whatever `language` is). */
  languages: z.array(languageReportRowSchema),
});
export type VideoReport = z.infer<typeof videoReportSchema>;

export const getVideoReport = defineEndpoint({
  id: 'getVideoReport',
  method: 'GET',
  path: '/studio/videos/{videoId}/report',
  group: 'query',
  // Those who may change the video (the studio's rule: organization admins, the channel's channelOwner,
  // contentManager and contributor), checked by the handler.
  access: 'member',
  summary:
    "The studio's reports and shared reports of one video (spec 2 §2 /edit/video/reports/…): views, minutes " +
    'watched, completions and viewers over the last 30 days (per day) or 24 hours (per hour), per language ' +
    "played; `shared`: other organizations' viewers of it. From rollups, never raw events.",
  params: z.object({ videoId: z.string().min(1).max(80) }),
  query: z.object({
    range: z.enum(REPORT_RANGES, { error: 'range must be 30d or 24h' }),
    shared: queryBoolean.optional(),
    language: languageSchema.optional(),
  }),
  response: videoReportSchema,
});
