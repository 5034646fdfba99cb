/**
 * Videos administration (spec 2 §2 /admin/videos, §3 "Filters", §6 "Videos need readVideo"): the list
 * of every video of the caller's own organization, and the bulk actions that run one video command per
 * video. The organization is the authorizer's, never the query's or the body's.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { VIDEO_STATUSES, VIDEO_TYPES } from '../../domain/video-kinds.js';
import {
  VIDEO_BULK_ACTIONS,
  VIDEO_BULK_MAX,
  VIDEO_BULK_OUTCOMES,
  VIDEO_LIST_PAGE_SIZES,
  VIDEO_LIST_SORTS,
} from '../../domain/videos-admin.js';

const idSchema = z.string().trim().min(1).max(100);

/** A video as /admin/videos shows it. */
export const adminVideoSchema = z.object({
  id: z.string(),
  humanId: z.string(),
  name: z.string(),
  status: z.enum(VIDEO_STATUSES),
  type: z.enum(VIDEO_TYPES),
  channelId: z.string(),
  channelName: z.string(),
  authorEmail: z.string(),
  createdAt: z.string(),
  durationMs: z.number().nullable(),
  /** The version the studio opens (/edit/video/overview/{id}/{lastVersion}). */
  lastVersion: z.number(),
  thumbnailUrl: z.string().optional(),
});
export type AdminVideo = z.infer<typeof adminVideoSchema>;

const filterEntrySchema = z.object({ id: z.string(), name: z.string(), parentId: z.string().nullable() });

export const listVideos = defineEndpoint({
  id: 'listVideos',
  method: 'GET',
  path: '/listVideos',
  group: 'query',
  access: 'member',
  signsMedia: true,
  summary:
    "Every video of the caller's organization for /admin/videos (readVideo; admins see all channels, " +
    "others the channels they may add videos to): search (name, humanId), the spec's filters, sorting, " +
    'paging, and what the filters offer (channels, tracks, authors).',
  query: z.object({
    search: z.string().trim().max(200).optional(),
    authorEmail: z.string().trim().toLowerCase().max(254).optional(),
    status: z.enum(VIDEO_STATUSES).optional(),
    type: z.enum(VIDEO_TYPES).optional(),
    channelId: idSchema.optional(),
    subChannelId: idSchema.optional(),
    trackId: idSchema.optional(),
    subTrackId: idSchema.optional(),
    subSubTrackId: idSchema.optional(),
    sort: z.enum(VIDEO_LIST_SORTS).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (VIDEO_LIST_PAGE_SIZES as readonly number[]).includes(n), 'Unknown page size')
      .optional(),
  }),
  response: z.object({
    videos: z.array(adminVideoSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** What the filter selects offer: the channels and tracks the caller may list, the authors of their videos. */
    filters: z.object({
      channels: z.array(filterEntrySchema),
      tracks: z.array(filterEntrySchema),
      authors: z.array(z.string()),
    }),
  }),
});

export const bulkVideoCommandBodySchema = z
  .object({
    action: z.enum(VIDEO_BULK_ACTIONS),
    videoIds: z
      .array(z.string().trim().min(1).max(80))
      .min(1, 'Choose at least one video')
      .max(VIDEO_BULK_MAX, `At most ${VIDEO_BULK_MAX} videos at a time`)
      .refine((ids) => new Set(ids).size === ids.length, 'A video is named twice'),
    /** The destination of `move`. */
    channelId: idSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'move' && !body.channelId) {
      ctx.addIssue({ code: 'custom', path: ['channelId'], message: 'Choose the destination channel' });
    }
  });

export const bulkVideoCommand = defineEndpoint({
  id: 'bulkVideoCommand',
  method: 'POST',
  path: '/bulkVideoCommand',
  group: 'command',
  access: 'member',
  // A first publish notifies the channel's followers (publishVideo).
  pushes: true,
  summary:
    'Runs publishVideo, unpublishVideo, moveVideo, archiveVideo or restoreVideo for each named video of ' +
    "the caller's organization and reports each one (done, refused with the command's message, not found); " +
    'one refused video never stops the others.',
  body: bulkVideoCommandBodySchema,
  response: z.object({
    results: z.array(
      z.object({
        videoId: z.string(),
        outcome: z.enum(VIDEO_BULK_OUTCOMES),
        message: z.string().optional(),
      }),
    ),
  }),
});
