/**
 * Editorial control of a video (spec 2 §4 "A video can be checked in or checked out; a forced check-in
 * exists; editorial control can be taken over from the current editor"; §8 "Video is checked in",
 * "Video is checked out by"). Who may add videos to the channel may check out, check in what they hold
 * and take over (the holder is notified); the organization's admins may force a check-in (the holder is
 * notified too). Every write is conditional on the holder that was read: of two concurrent check-outs
 * exactly one wins, the other gets 409 naming the winner.
 */
import type { VideoLifecycleCommand } from '#shared/api/endpoints/video-lifecycle.js';
import { LIFECYCLE_TEXTS } from '#shared/domain/video-lifecycle.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { videoData, type Video } from '../../core/data/video-data.js';
import { videoLifecycleData } from '../../core/data/video-lifecycle.js';
import { conflict, forbidden, notFound } from '../../core/http/errors.js';
import { assertMayAddVideos } from '../../core/access/may-add-videos.js';
import { logChange, videoSubject } from '../../core/domain/event-log.js';
import { escapeHtml, notifyUsers } from '../../core/domain/notifications.js';
import { logger } from '../../core/http/logger.js';
import { mayForceCheckIn } from '../../core/domain/video-editing.js';

type Payload<T extends VideoLifecycleCommand['type']> = Extract<
  VideoLifecycleCommand,
  { type: T }
>['payload'];

/** The tenant's video, and the caller's right to change it (404 / 403). */
export async function editableVideo(tenant: TenantContext, videoId: string): Promise<Video> {
  const video = await videoData(tenant.activeOrgId).video(videoId);
  if (!video) throw notFound('Video not found');
  await assertMayAddVideos(tenant, video.channelId, 'You do not have access for this operation');
  return video;
}

/** 409 naming who holds the video now (after a lost conditional write: re-read). */
async function heldNow(orgId: string, videoId: string) {
  const video = await videoData(orgId).video(videoId);
  return conflict(
    video?.checkedOutBy ? LIFECYCLE_TEXTS.checkedOutBy(video.checkedOutEmail ?? '') : LIFECYCLE_TEXTS.changed,
  );
}

const b = (text: string) => `<b>${escapeHtml(text)}</b>`;

/** Tells the editor who held the video that `by` took editorial control (take-over or forced check-in). */
async function notifyHolder(tenant: TenantContext, video: Video, forced: boolean) {
  if (!video.checkedOutBy || video.checkedOutBy === tenant.userId) return;
  const titles = forced
    ? {
        'en-us': `${b(tenant.email)} checked in ${b(video.name)}: you no longer hold it`,
        da: `${b(tenant.email)} har tjekket ${b(video.name)} ind: du har ikke længere videoen`,
        de: `${b(tenant.email)} hat ${b(video.name)} eingecheckt: Sie bearbeiten das Video nicht mehr`,
      }
    : {
        'en-us': `${b(tenant.email)} took over editorial control of ${b(video.name)}`,
        da: `${b(tenant.email)} har overtaget redaktionel kontrol over ${b(video.name)}`,
        de: `${b(tenant.email)} hat die redaktionelle Kontrolle über ${b(video.name)} übernommen`,
      };
  try {
    await notifyUsers(tenant.activeOrgId, [video.checkedOutBy], {
      type: 'operational',
      reason: forced ? 'videoForcedCheckIn' : 'videoTakenOver',
      titles,
      videoId: video.videoId,
      humanId: video.humanId,
      channelId: video.channelId,
    });
  } catch (error) {
    // Control has changed hands; a failed notification must not turn that into an error answer.
    logger.warn('notifying the previous editor failed', { error: (error as Error).message });
  }
}

export async function checkOutVideo(tenant: TenantContext, payload: Payload<'checkOutVideo'>) {
  const video = await editableVideo(tenant, payload.videoId);
  if (video.checkedOutBy === tenant.userId) return { id: video.videoId };
  if (video.checkedOutBy) throw conflict(LIFECYCLE_TEXTS.checkedOutBy(video.checkedOutEmail ?? ''));
  const at = new Date().toISOString();
  const who = { userId: tenant.userId, email: tenant.email };
  if (!(await videoLifecycleData(tenant.activeOrgId).checkOut(video.videoId, who, null, at))) {
    throw await heldNow(tenant.activeOrgId, video.videoId);
  }
  await logChange(tenant, videoSubject(video), 'videoLifecycleCommand.checkOutVideo', {
    before: { checkedOutBy: null },
    after: { checkedOutBy: tenant.email },
  });
  return { id: video.videoId };
}

export async function checkInVideo(tenant: TenantContext, payload: Payload<'checkInVideo'>) {
  const video = await editableVideo(tenant, payload.videoId);
  if (!video.checkedOutBy) throw conflict(LIFECYCLE_TEXTS.checkedIn);
  if (video.checkedOutBy !== tenant.userId) {
    throw conflict(LIFECYCLE_TEXTS.checkedOutBy(video.checkedOutEmail ?? ''));
  }
  if (!(await videoLifecycleData(tenant.activeOrgId).checkIn(video.videoId, tenant.userId))) {
    throw await heldNow(tenant.activeOrgId, video.videoId);
  }
  await logChange(tenant, videoSubject(video), 'videoLifecycleCommand.checkInVideo', {
    before: { checkedOutBy: tenant.email },
    after: { checkedOutBy: null },
  });
  return { id: video.videoId };
}

export async function forceCheckInVideo(tenant: TenantContext, payload: Payload<'forceCheckInVideo'>) {
  const video = await editableVideo(tenant, payload.videoId);
  if (!mayForceCheckIn(tenant)) throw forbidden('Only an administrator may force a check-in');
  if (!video.checkedOutBy) throw conflict(LIFECYCLE_TEXTS.checkedIn);
  if (!(await videoLifecycleData(tenant.activeOrgId).checkIn(video.videoId, video.checkedOutBy))) {
    throw conflict(LIFECYCLE_TEXTS.changed);
  }
  await logChange(tenant, videoSubject(video), 'videoLifecycleCommand.forceCheckInVideo', {
    before: { checkedOutBy: video.checkedOutEmail ?? video.checkedOutBy },
    after: { checkedOutBy: null },
  });
  await notifyHolder(tenant, video, true);
  return { id: video.videoId };
}

export async function takeOverVideo(tenant: TenantContext, payload: Payload<'takeOverVideo'>) {
  const video = await editableVideo(tenant, payload.videoId);
  // Nobody to take it from: a plain check-out is what the caller wants.
  if (!video.checkedOutBy) throw conflict(LIFECYCLE_TEXTS.checkedIn);
  if (video.checkedOutBy === tenant.userId) throw conflict(LIFECYCLE_TEXTS.alreadyCheckedOut);
  const at = new Date().toISOString();
  const who = { userId: tenant.userId, email: tenant.email };
  if (!(await videoLifecycleData(tenant.activeOrgId).checkOut(video.videoId, who, video.checkedOutBy, at))) {
    throw await heldNow(tenant.activeOrgId, video.videoId);
  }
  await logChange(tenant, videoSubject(video), 'videoLifecycleCommand.takeOverVideo', {
    before: { checkedOutBy: video.checkedOutEmail ?? video.checkedOutBy },
    after: { checkedOutBy: tenant.email },
  });
  await notifyHolder(tenant, video, false);
  return { id: video.videoId };
}
