/**
 * The guard every command that changes a video's content calls (spec 2 §4 video life cycle): the editor's
 * saves, rendering, subtitles, links, attachments. Also the read side of the life cycle: a video's
 * check-out and lock as the rules see them, and the timing out of a crashed job's lock when it is read
 * (docs/decisions.md "Video life cycle": no sweep).
 */
import {
  LOCK_TTL_MS,
  controlRefusal,
  editRefusal,
  videoFieldsRefusal,
  mayTransition,
  transcodeTimedOut,
  type LifecycleVideo,
  type LockKind,
} from '#shared/domain/video-lifecycle.js';
import type { TenantContext } from '../http/tenant.js';
import { HttpError, conflict, notFound } from '../http/errors.js';
import { videoData, type Video } from '../data/video-data.js';
import { videoLifecycleData } from '../data/video-lifecycle.js';
import { assertMayAddVideos } from '../access/may-add-videos.js';

/** The life-cycle view of a stored video. */
export function lifecycleOf(video: Video): LifecycleVideo {
  return {
    status: video.status ?? 'draft',
    lastVersion: video.lastVersion ?? 1,
    publishedVersion: video.publishedVersion,
    lock:
      video.lockKind && video.lockSince && video.lockExpiresAt
        ? { kind: video.lockKind, since: video.lockSince, expiresAt: video.lockExpiresAt }
        : null,
    checkout:
      video.checkedOutBy && video.checkedOutAt
        ? { userId: video.checkedOutBy, email: video.checkedOutEmail ?? '', since: video.checkedOutAt }
        : null,
  };
}

/**
 * `video` with an expired lock settled: the lock removed and, where the table says so, the video
 * timedOut ("Video processing timed out"). Unchanged when no lock expired; re-read when another reader
 * settled it first.
 */
export async function settleExpiredLock(video: Video, now = new Date()): Promise<Video> {
  const { lock, status } = lifecycleOf(video);
  if (!lock && transcodeTimedOut(status, video.updatedAt, now) && video.updatedAt) {
    // The media pipeline takes no lock: a transcode that never reported back times out the same way.
    await videoLifecycleData(video.orgId).timeOutTranscode(video.videoId, video.updatedAt);
    return (await videoData(video.orgId).video(video.videoId)) ?? video;
  }
  // Still in force, or none: nothing to settle.
  if (!lock || Date.parse(lock.expiresAt) > now.getTime()) return video;
  await videoLifecycleData(video.orgId).expireLock(
    video.videoId,
    lock.since,
    status,
    mayTransition(status, 'lockExpired'),
  );
  return (await videoData(video.orgId).video(video.videoId)) ?? video;
}

/**
 * Throws unless `tenant` may change `version` of `video` now: the video is the tenant's (else 404), the
 * caller may add videos to its channel (403), the version exists (404), and it is editable (409): not
 * the published content ("Can not update published video"), no in-progress lock or processing, an
 * editable status, and checked out by the caller ("Video is checked in" / "Video is checked out by …").
 * A lock that expired meanwhile is settled first. Signature stable: other commands call it.
 */
export async function assertEditable(tenant: TenantContext, video: Video, version: number): Promise<void> {
  if (video.orgId !== tenant.activeOrgId) throw notFound('Video not found');
  await assertMayAddVideos(tenant, video.channelId, 'You do not have access for this operation');
  const current = await settleExpiredLock(video);
  const refusal = editRefusal(lifecycleOf(current), version, tenant.userId);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
}

/**
 * assertEditable for the video's own fields, one set for every version (the overview, tags and
 * classification; videoFieldsRefusal): checked out by the caller, no lock or processing, an editable
 * status, and not published ("Can not update published video"). The caller's right was checked by the
 * command (editableVideo / assertMayAddVideos). Answers the video with an expired lock settled.
 */
export async function assertFieldsEditable(tenant: TenantContext, video: Video): Promise<Video> {
  const current = await settleExpiredLock(video);
  const refusal = videoFieldsRefusal(lifecycleOf(current), tenant.userId);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  return current;
}

/**
 * The editorial-control part of archive, restore and move (controlRefusal): no in-progress lock (an
 * expired one settled first) and not checked out by another editor. Answers the settled video.
 */
export async function assertNotHeld(
  tenant: TenantContext,
  video: Video,
  operation: Parameters<typeof controlRefusal>[2],
): Promise<Video> {
  const current = await settleExpiredLock(video);
  const refusal = controlRefusal(lifecycleOf(current), tenant.userId, operation);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  return current;
}

/**
 * Takes the `kind` in-progress lock for a job on the video (rendering, translation, …) for the kind's
 * time-to-live; the returned `since` releases it (releaseLock). 409 when a lock is in force.
 */
export async function acquireLock(
  orgId: string,
  videoId: string,
  kind: LockKind,
  now = new Date(),
): Promise<{ since: string; expiresAt: string }> {
  const since = now.toISOString();
  const expiresAt = new Date(now.getTime() + LOCK_TTL_MS[kind]).toISOString();
  if (!(await videoLifecycleData(orgId).lock(videoId, kind, since, expiresAt))) {
    throw conflict('Another job is working on this video: wait until it has ended');
  }
  return { since, expiresAt };
}

/** Releases the lock `acquireLock` took at `since`; false when it had expired and was settled. */
export function releaseLock(orgId: string, videoId: string, since: string): Promise<boolean> {
  return videoLifecycleData(orgId).unlock(videoId, since);
}

/** The organization's admins (in their own organization) may force a check-in. */
export function mayForceCheckIn(tenant: TenantContext): boolean {
  return tenant.role === 'admin' && tenant.activeOrgId === tenant.orgId;
}
