/**
 * The video life cycle (issue 12; spec 2 §4 "Video life cycle", §8 messages; shared/domain/video-lifecycle.ts
 * has the table). GET /videoLifecycle/{videoId} answers what the editorial bar shows (status, who holds
 * editorial control, the in-progress lock, the published version); PUT /videoLifecycleCommand carries
 * its actions: check-out, check-in, forced check-in (admins), take over (notifies the holder), ready to
 * publish, back to draft, a planned video, delete (confirmed). Publishing stays videoCommand's publishVideo/unpublishVideo.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { languageSchema } from '../schemas.js';
import { LOCK_KINDS, VIDEO_STATUSES } from '../../domain/video-lifecycle.js';
import { MAX_REVIEWERS, REVIEW_TEXTS } from '../../domain/video-review.js';
import { TASK_STATUSES } from '../../domain/task-statuses.js';

const videoRef = z.object({ videoId: z.string().min(1).max(80) });

export const videoLifecycleCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('checkOutVideo'), payload: videoRef }),
  z.object({ type: z.literal('checkInVideo'), payload: videoRef }),
  z.object({ type: z.literal('forceCheckInVideo'), payload: videoRef }),
  z.object({ type: z.literal('takeOverVideo'), payload: videoRef }),
  z.object({ type: z.literal('markReadyToPublish'), payload: videoRef }),
  z.object({ type: z.literal('makeDraft'), payload: videoRef }),
  // A planned video: a placeholder in a channel whose media comes later (spec 2 §3 status planned).
  z.object({
    type: z.literal('planVideo'),
    payload: z.object({
      channelId: z.string().min(1).max(100),
      name: z.string().trim().min(1, 'Required').max(200),
      language: languageSchema,
      description: z.string().max(5000).optional(),
    }),
  }),
  // Issue 13 "Ask for review" (the studio's ask-for-review section): reviewers by user id, the version
  // to review, an optional note for them (shared/domain/video-review.ts has the rules).
  z.object({
    type: z.literal('askForReview'),
    payload: videoRef.extend({
      version: z.number().int().min(1),
      reviewers: z
        .array(z.string().min(1).max(100))
        .min(1, REVIEW_TEXTS.noReviewers)
        .max(MAX_REVIEWERS, REVIEW_TEXTS.tooManyReviewers),
      comment: z.string().trim().max(2000).optional(),
    }),
  }),
  z.object({
    type: z.literal('deleteVideo'),
    // Spec 2 §5: deleting needs a confirmation checkbox; the server asks for it too.
    payload: videoRef.extend({
      confirm: z.literal(true, { error: 'Confirm the deletion: it cannot be undone' }),
    }),
  }),
]);
export type VideoLifecycleCommand = z.infer<typeof videoLifecycleCommandSchema>;
export type VideoLifecycleCommandType = VideoLifecycleCommand['type'];

export const videoLifecycleCommand = defineEndpoint({
  id: 'videoLifecycleCommand',
  method: 'PUT',
  path: '/videoLifecycleCommand',
  group: 'command',
  access: 'member',
  // takeOverVideo notifies the editor who held the video.
  pushes: true,
  summary:
    "A video's editorial control and life cycle: checkOutVideo, checkInVideo, forceCheckInVideo, takeOverVideo, markReadyToPublish, makeDraft, planVideo, askForReview, deleteVideo.",
  body: videoLifecycleCommandSchema,
  /** `humanId`: the planned video's; `reviewId`: the review askForReview started. */
  response: z.object({ id: z.string(), humanId: z.string().optional(), reviewId: z.string().optional() }),
});

export const videoLifecycleSchema = z.object({
  videoId: z.string(),
  humanId: z.string(),
  name: z.string(),
  status: z.enum(VIDEO_STATUSES),
  lastVersion: z.number(),
  /** The version members watch while published (null when not published). */
  publishedVersion: z.number().nullable(),
  /** Who holds editorial control; `mine` when the caller does. */
  checkout: z
    .object({ userId: z.string(), email: z.string(), since: z.string(), mine: z.boolean() })
    .nullable(),
  lock: z.object({ kind: z.enum(LOCK_KINDS), since: z.string(), expiresAt: z.string() }).nullable(),
  /** Whether the caller may force a check-in (the organization's admins). */
  mayForce: z.boolean(),
});
export type VideoLifecycleView = z.infer<typeof videoLifecycleSchema>;

export const getVideoLifecycle = defineEndpoint({
  id: 'getVideoLifecycle',
  method: 'GET',
  path: '/videoLifecycle/{videoId}',
  group: 'query',
  access: 'member',
  summary: "A video's life-cycle state for its editorial bar (those who may add videos to its channel).",
  params: videoRef,
  response: videoLifecycleSchema,
});

export const videoReviewSchema = z.object({
  videoId: z.string(),
  status: z.enum(VIDEO_STATUSES),
  lastVersion: z.number(),
  /** The latest review of the video, or null when none was asked. */
  review: z
    .object({
      reviewId: z.string(),
      version: z.number(),
      requesterEmail: z.string(),
      comment: z.string(),
      requestedAt: z.string(),
      outcome: z.enum(['running', 'approved', 'rejected', 'canceled']),
      reviewers: z.array(z.object({ taskId: z.string(), email: z.string(), status: z.enum(TASK_STATUSES) })),
    })
    .nullable(),
});
export type VideoReviewView = z.infer<typeof videoReviewSchema>;

export const getVideoReview = defineEndpoint({
  id: 'getVideoReview',
  method: 'GET',
  path: '/videoReview/{videoId}',
  group: 'query',
  access: 'member',
  summary:
    "A video's latest review (ask for review): its reviewers, their tasks' statuses and the outcome (those who may edit the video).",
  params: videoRef,
  response: videoReviewSchema,
});
