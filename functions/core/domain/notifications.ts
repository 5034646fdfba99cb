/**
 * Notifications (spec 1 §3 "Notification", §4 "Notifications"): written for the users an event concerns,
 * then `REFETCH_NOTIFICATIONS` is pushed to their open connections so their bell and toasts update
 * without a reload. Titles are HTML (the spec's "title (html)"): every value that comes from users
 * (video, channel, track and task names) is escaped here; the web app sanitizes again before rendering.
 *
 * Other features call notifyUsers() (tasks, support) or one of the event helpers below.
 */
import {
  notificationData,
  type NewNotification,
  type NotificationTitles,
} from '../data/notification-data.js';
import { logger } from '../http/logger.js';
import { pushToUsers } from './push.js';
import { escapeHtml } from '#shared/domain/html.js';

export const REFETCH_NOTIFICATIONS = 'REFETCH_NOTIFICATIONS';

export type { NewNotification, NotificationTitles };

export { escapeHtml };

const b = (text: string) => `<b>${escapeHtml(text)}</b>`;

/** The titles the product writes, in the languages it has texts for (shared/i18n: en-us, da, de). */
export const notificationTitles = {
  newVideoInChannel: (video: string, channel: string): NotificationTitles => ({
    'en-us': `New video ${b(video)} in ${b(channel)}`,
    da: `Ny video ${b(video)} i ${b(channel)}`,
    de: `Neues Video ${b(video)} in ${b(channel)}`,
  }),
  mandatoryTrack: (track: string): NotificationTitles => ({
    'en-us': `You have been assigned the mandatory playlist ${b(track)}`,
    da: `Du har fået tildelt den obligatoriske playliste ${b(track)}`,
    de: `Ihnen wurde die Pflicht-Playlist ${b(track)} zugewiesen`,
  }),
  recommendedVideo: (video: string, channel: string): NotificationTitles => ({
    'en-us': `Recommended for you in ${b(channel)}: ${b(video)}`,
    da: `Anbefalet til dig i ${b(channel)}: ${b(video)}`,
    de: `Empfohlen für Sie in ${b(channel)}: ${b(video)}`,
  }),
  taskAssigned: (task: string): NotificationTitles => ({
    'en-us': `A task was assigned to you: ${b(task)}`,
    da: `Du har fået tildelt en opgave: ${b(task)}`,
    de: `Ihnen wurde eine Aufgabe zugewiesen: ${b(task)}`,
  }),
  /** A task's status changed; `status` is the status's English name, `da`/`de` their own. */
  taskStatusChanged: (task: string, status: { en: string; da: string; de: string }): NotificationTitles => ({
    'en-us': `The task ${b(task)} is now ${b(status.en)}`,
    da: `Opgaven ${b(task)} er nu ${b(status.da)}`,
    de: `Die Aufgabe ${b(task)} ist jetzt ${b(status.de)}`,
  }),
  taskComment: (task: string, author: string): NotificationTitles => ({
    'en-us': `${b(author)} commented on the task ${b(task)}`,
    da: `${b(author)} kommenterede opgaven ${b(task)}`,
    de: `${b(author)} hat die Aufgabe ${b(task)} kommentiert`,
  }),
  taskChatMessage: (task: string, author: string): NotificationTitles => ({
    'en-us': `${b(author)} wrote in the chat of the task ${b(task)}`,
    da: `${b(author)} skrev i chatten til opgaven ${b(task)}`,
    de: `${b(author)} hat im Chat der Aufgabe ${b(task)} geschrieben`,
  }),
  /** New operator work (production step, service request, set-up check) in an organization. */
  operatorWork: (task: string, organization: string): NotificationTitles => ({
    'en-us': `New operational task for ${b(organization)}: ${b(task)}`,
    da: `Ny driftsopgave for ${b(organization)}: ${b(task)}`,
    de: `Neue operative Aufgabe für ${b(organization)}: ${b(task)}`,
  }),
  reviewApproved: (video: string): NotificationTitles => ({
    'en-us': `The review of ${b(video)} is approved: the video is ready to publish`,
    da: `Gennemgangen af ${b(video)} er godkendt: videoen er klar til udgivelse`,
    de: `Die Prüfung von ${b(video)} ist genehmigt: das Video ist bereit zur Veröffentlichung`,
  }),
  reviewRejected: (video: string, reviewer: string): NotificationTitles => ({
    'en-us': `${b(reviewer)} rejected the review of ${b(video)}: the video is back in draft`,
    da: `${b(reviewer)} afviste gennemgangen af ${b(video)}: videoen er kladde igen`,
    de: `${b(reviewer)} hat die Prüfung von ${b(video)} abgelehnt: das Video ist wieder ein Entwurf`,
  }),
  /** The daily run: mandatory videos due within days (count ≥ 1). */
  trainingDueSoon: (count: number): NotificationTitles => ({
    'en-us': `${b(String(count))} mandatory video(s) are due soon`,
    da: `${b(String(count))} obligatoriske video(er) skal snart være set`,
    de: `${b(String(count))} Pflichtvideo(s) sind bald fällig`,
  }),
  /** The daily run: mandatory videos past their due date (count ≥ 1). */
  trainingOverdue: (count: number): NotificationTitles => ({
    'en-us': `${b(String(count))} mandatory video(s) are overdue`,
    da: `${b(String(count))} obligatoriske video(er) er forfaldne`,
    de: `${b(String(count))} Pflichtvideo(s) sind überfällig`,
  }),
  /** A "Create training" run is ready for review. */
  trainingGenerated: (plan: string, tasks: number): NotificationTitles => ({
    'en-us': `The training for ${b(plan)} is ready for review: ${b(String(tasks))} tasks`,
    da: `Træningen for ${b(plan)} er klar til gennemsyn: ${b(String(tasks))} opgaver`,
    de: `Die Schulung für ${b(plan)} ist bereit zur Prüfung: ${b(String(tasks))} Aufgaben`,
  }),
  trainingGenerationFailed: (plan: string): NotificationTitles => ({
    'en-us': `The training for ${b(plan)} could not be generated`,
    da: `Træningen for ${b(plan)} kunne ikke genereres`,
    de: `Die Schulung für ${b(plan)} konnte nicht erstellt werden`,
  }),
  reviewWithdrawn: (video: string): NotificationTitles => ({
    'en-us': `The review of ${b(video)} was withdrawn: the video is back in draft`,
    da: `Gennemgangen af ${b(video)} blev trukket tilbage: videoen er kladde igen`,
    de: `Die Prüfung von ${b(video)} wurde zurückgezogen: das Video ist wieder ein Entwurf`,
  }),
  reviewFailed: (video: string): NotificationTitles => ({
    'en-us': `The review of ${b(video)} failed: the video is back in draft, ask for a review again`,
    da: `Gennemgangen af ${b(video)} mislykkedes: videoen er kladde igen, bed om en ny gennemgang`,
    de: `Die Prüfung von ${b(video)} ist fehlgeschlagen: das Video ist wieder ein Entwurf, bitten Sie erneut darum`,
  }),
};

export interface NotifyResult {
  /** Users a notification was written for. */
  notified: number;
  /** Open connections that received REFETCH_NOTIFICATIONS. */
  delivered: number;
}

/**
 * Writes one notification per user (in `orgId`, the users' own organization) and pushes
 * REFETCH_NOTIFICATIONS to them. The notification is what counts: a failed push is logged and the
 * users see it on their next fetch.
 */
export async function notifyUsers(
  orgId: string,
  userIds: readonly string[],
  notification: NewNotification,
): Promise<NotifyResult> {
  const users = [...new Set(userIds)].filter(Boolean);
  if (users.length === 0) return { notified: 0, delivered: 0 };
  await notificationData(orgId).create(users, notification);
  try {
    const { delivered } = await pushToUsers(orgId, users, { type: REFETCH_NOTIFICATIONS });
    return { notified: users.length, delivered };
  } catch (error) {
    logger.warn('REFETCH_NOTIFICATIONS push failed', { orgId, error: (error as Error).message });
    return { notified: users.length, delivered: 0 };
  }
}

export interface VideoRef {
  videoId: string;
  humanId?: string | undefined;
  name: string;
  channelId: string;
  abstract?: string | undefined;
}

/**
 * A video was published in a channel: everyone following that channel with alerts on is told
 * (spec 2 §3 follow data "alertsEnabledChannels"), except whoever published it.
 */
export async function notifyNewVideoInChannel(
  orgId: string,
  video: VideoRef,
  channelName: string,
  publishedBy?: string,
): Promise<NotifyResult> {
  const followers = await notificationData(orgId).channelFollowersWithAlerts(video.channelId);
  return notifyUsers(
    orgId,
    followers.filter((userId) => userId !== publishedBy),
    {
      type: 'watch-video',
      reason: 'newVideoInChannel',
      titles: notificationTitles.newVideoInChannel(video.name, channelName),
      videoId: video.videoId,
      channelId: video.channelId,
      ...(video.humanId ? { humanId: video.humanId } : {}),
      ...(video.abstract ? { videoAbstract: video.abstract } : {}),
    },
  );
}

/** A track (playlist) was assigned to users as mandatory. */
export async function notifyMandatoryTrack(
  orgId: string,
  track: { trackId: string; name: string; channelId: string },
  userIds: readonly string[],
): Promise<NotifyResult> {
  return notifyUsers(orgId, userIds, {
    // Task category mandatory, task type watch-video (spec 1 §3).
    type: 'watch-video',
    reason: 'mandatoryTrack',
    titles: notificationTitles.mandatoryTrack(track.name),
    channelId: track.channelId,
    trackId: track.trackId,
  });
}

/** A task was assigned to users (support, assisted search and workflow tasks). */
export async function notifyTaskAssigned(
  orgId: string,
  task: { taskId: string; title: string; channelId?: string },
  userIds: readonly string[],
): Promise<NotifyResult> {
  return notifyUsers(orgId, userIds, {
    type: 'operational',
    reason: 'taskAssigned',
    titles: notificationTitles.taskAssigned(task.title),
    taskId: task.taskId,
    ...(task.channelId ? { channelId: task.channelId } : {}),
  });
}
