/**
 * Notifications (spec 1 §3 "Notification", §4 "Notifications", §7): GET /notifications (the spec's
 * "lang → data.data items with id and title"; the answer body's `data` is the list) and the two user
 * command types updateNotificationIsSeenStatus / updateNotificationIsOpenedStatus.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { languageSchema } from '../schemas.js';

/** Spec 1 §9 "Notifications shown: 10". */
export const NOTIFICATIONS_SHOWN = 10;
/** The /notifications page reads further in pages of this size. */
export const NOTIFICATIONS_PAGE_MAX = 50;

export const notificationSchema = z.object({
  id: z.string(),
  /** Spec 1 §3: watch-video, operational, governance. */
  type: z.enum(['watch-video', 'operational', 'governance']),
  /** HTML (sanitize before rendering). */
  title: z.string(),
  videoId: z.string().optional(),
  /** The video page's id (/video/{humanId}) for watch-video notifications. */
  humanId: z.string().optional(),
  channelId: z.string().optional(),
  taskId: z.string().optional(),
  /** A mandatory playlist (opens /mandatory). */
  trackId: z.string().optional(),
  videoAbstract: z.string().optional(),
  createdAt: z.string(),
  isSeen: z.boolean(),
  isOpened: z.boolean(),
  isRecommendation: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const getNotifications = defineEndpoint({
  id: 'getNotifications',
  method: 'GET',
  path: '/notifications',
  group: 'query',
  access: 'member',
  summary: "The caller's notifications, newest first, with the number not yet seen.",
  query: z.object({
    /** The title's language; en-us when the notification has none in it. */
    lang: languageSchema.optional(),
    limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(NOTIFICATIONS_SHOWN),
    cursor: z.string().max(2048).optional(),
  }),
  response: z.object({
    data: z.array(notificationSchema),
    /** The bell's count: all of the caller's unseen notifications, not only this page's. */
    unseenCount: z.number().int().min(0),
    cursor: z.string().nullable(),
  }),
});

const notificationId = z.string().min(1).max(64);

/** The user command types of this area (spec 1 §7 "User command types"). */
export const notificationCommandSchemas = [
  z.object({
    // "updateNotificationIsSeenStatus (isSeen, notificationIds)": sent when the list opens.
    type: z.literal('updateNotificationIsSeenStatus'),
    payload: z.object({
      isSeen: z.boolean(),
      notificationIds: z.array(notificationId).min(1).max(NOTIFICATIONS_PAGE_MAX),
    }),
  }),
  z.object({
    // "updateNotificationIsOpenedStatus (notificationId, isOpened)": sent when one is clicked.
    type: z.literal('updateNotificationIsOpenedStatus'),
    payload: z.object({ notificationId, isOpened: z.boolean() }),
  }),
] as const;
