/**
 * The video life cycle (spec 2 §3 "Video statuses", §4 "Video life cycle", §8 messages): the explicit
 * table of which action moves a video from which status to which, the editorial control (check-out)
 * and the in-progress locks, once for the server commands and the web's editorial bar. Pure.
 */
import { VIDEO_STATUSES, type VideoStatus } from './video-kinds.js';

export { VIDEO_STATUSES, type VideoStatus };

/**
 * What moves a video between statuses. `upload`/`transcodeSettled` are the media pipeline's (an upload's
 * transcode starting and finishing), `render`/`renderSettled` the render job's, `lockExpired` a crashed
 * job found by a read (docs/decisions.md), the others commands of the editorial bar and /admin/videos.
 */
export const LIFECYCLE_ACTIONS = [
  'upload',
  'transcodeSettled',
  'render',
  'renderSettled',
  'lockExpired',
  'markReady',
  'makeDraft',
  'publish',
  'unpublish',
  'archive',
  'restore',
] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

/**
 * The transition table: for each action, the statuses it applies to and the status it leads to. Every
 * pair (status, action) not listed is refused. Documented in docs/decisions.md ("Video life cycle").
 */
export const TRANSITIONS: Readonly<
  Record<LifecycleAction, { from: readonly VideoStatus[]; to: VideoStatus }>
> = {
  // A published video keeps playing its version while a new one uploads: its status stays.
  upload: { from: ['draft', 'planned', 'timedOut', 'transcoding'], to: 'transcoding' },
  transcodeSettled: { from: ['transcoding'], to: 'draft' },
  render: { from: ['draft', 'timedOut'], to: 'rendering' },
  renderSettled: { from: ['rendering'], to: 'draft' },
  // A crashed job (its lock expired) of a video members do not watch; on a published, unpublished or
  // archived video the lock is only dropped (members keep what they watch).
  lockExpired: { from: ['draft', 'readyToPublish', 'transcoding', 'rendering'], to: 'timedOut' },
  markReady: { from: ['draft'], to: 'readyToPublish' },
  makeDraft: { from: ['readyToPublish', 'unpublished', 'timedOut'], to: 'draft' },
  publish: { from: ['draft', 'readyToPublish', 'unpublished', 'timedOut'], to: 'published' },
  unpublish: { from: ['published'], to: 'unpublished' },
  archive: { from: ['draft', 'readyToPublish', 'unpublished', 'planned', 'timedOut'], to: 'archived' },
  restore: { from: ['archived'], to: 'draft' },
};

/** Statuses a video is created in: `draft` (createVideo), `planned` (a placeholder with no media yet). */
export const INITIAL_STATUSES: readonly VideoStatus[] = ['draft', 'planned'];

/** Statuses whose content (chapters, effects, manuscript, links, subtitles, overview) may be edited. */
export const EDITABLE_STATUSES: readonly VideoStatus[] = ['draft', 'planned', 'timedOut'];

/** Statuses a video may be deleted from: none that members see or that a job is working on. */
export const DELETABLE_STATUSES: readonly VideoStatus[] = [
  'draft',
  'readyToPublish',
  'unpublished',
  'archived',
  'planned',
  'timedOut',
];

/** Statuses in which a job is working on the video (a lock in all but name). */
export const PROCESSING_STATUSES: readonly VideoStatus[] = ['transcoding', 'rendering'];

export function mayTransition(status: VideoStatus, action: LifecycleAction): boolean {
  return TRANSITIONS[action].from.includes(status);
}

/** The status `action` leads to from `status`, or null when the table refuses it. */
export function nextStatus(status: VideoStatus, action: LifecycleAction): VideoStatus | null {
  return mayTransition(status, action) ? TRANSITIONS[action].to : null;
}

/** The actions the table allows from `status`. */
export function actionsFrom(status: VideoStatus): LifecycleAction[] {
  return LIFECYCLE_ACTIONS.filter((a) => mayTransition(status, a));
}

/** The dictionary key of a status's display name (the admin list's badges, the video page, the bar). */
export function statusLabelKey(status: VideoStatus): string {
  return `videos-admin-status-${status}`;
}

/** Spec 2 §4 "Processing, optimization, generation, adjustment and translation each have an in-progress lock". */
export const LOCK_KINDS = ['processing', 'optimization', 'generation', 'adjustment', 'translation'] as const;
export type LockKind = (typeof LOCK_KINDS)[number];

/** How long a lock holds when its job says nothing (a crashed job's lock expires then: timedOut). */
export const LOCK_TTL_MS: Readonly<Record<LockKind, number>> = {
  processing: 30 * 60_000,
  optimization: 30 * 60_000,
  generation: 60 * 60_000,
  adjustment: 60 * 60_000,
  translation: 60 * 60_000,
};

const LOCK_VERB: Readonly<Record<LockKind, string>> = {
  processing: 'processed',
  optimization: 'optimized',
  generation: 'generated',
  adjustment: 'adjusted',
  translation: 'translated',
};

/** What a lock blocks, as its message names it. */
export type LockedOperation = 'update' | 'delete' | 'publish' | 'archive' | 'restore' | 'move';

/** The server's messages (spec 2 §8 where it has one; the others in its words). */
export const LIFECYCLE_TEXTS = {
  // Spec 2 §8, verbatim.
  publishedEdit: 'Can not update published video',
  checkedIn: 'Video is checked in',
  checkedOutBy: (who: string) => `Video is checked out by ${who}`,
  timedOut: 'Video processing timed out',
  planned: 'This video has been planned but is not available yet.',
  // Spec 2 §8 "Cannot delete a translation when it is getting processed", "Cannot publish …", said of a lock.
  locked: (operation: LockedOperation, kind: LockKind) =>
    `Cannot ${operation} a video when it is getting ${LOCK_VERB[kind]}`,
  archived: 'An archived video cannot be changed: restore it first',
  notEditable: (status: VideoStatus) => `A video in status ${status} cannot be edited: make it a draft first`,
  notDeletable: (status: VideoStatus) => `A video in status ${status} cannot be deleted`,
  deletePublished: 'A published video must be unpublished before it is deleted',
  refused: (action: LifecycleAction, status: VideoStatus) => `A video in status ${status} cannot ${action}`,
  alreadyCheckedOut: 'You have already checked out this video',
  notCheckedOut: 'Video is checked in',
  versionNotFound: 'Version not found',
  changed: 'The video changed meanwhile: reload it and try again',
  confirmDelete: 'Confirm the deletion: it cannot be undone',
} as const;

/** An in-progress lock as the video carries it. */
export interface VideoLock {
  kind: LockKind;
  since: string;
  expiresAt: string;
}

/** Who holds editorial control, as the video carries it. */
export interface VideoCheckout {
  userId: string;
  email: string;
  since: string;
}

/** What the rules need of a video. */
export interface LifecycleVideo {
  status: VideoStatus;
  lastVersion: number;
  /** The version members watch while the video is published (the latest published one). */
  publishedVersion?: number | undefined;
  lock?: VideoLock | null | undefined;
  checkout?: VideoCheckout | null | undefined;
}

/**
 * How long a transcode may keep a video in `transcoding` without a word: the media pipeline takes no
 * lock, so a job that never reports back (a crashed or lost job) times the video out after this.
 */
export const TRANSCODING_TIMEOUT_MS = 2 * 60 * 60_000;

/** Whether a video left in `transcoding` since `updatedAt` has been so for longer than a transcode takes. */
export function transcodeTimedOut(status: VideoStatus, updatedAt: string | undefined, now: Date): boolean {
  if (status !== 'transcoding' || !updatedAt) return false;
  return Date.parse(updatedAt) + TRANSCODING_TIMEOUT_MS <= now.getTime();
}

/** Whether `lock` is still in force at `now` (an expired one is a crashed job's: the video times out). */
export function lockActive(lock: VideoLock | null | undefined, now: Date): lock is VideoLock {
  return !!lock && Date.parse(lock.expiresAt) > now.getTime();
}

/**
 * Whether `version` of a published video is the published content: the published version (and older
 * ones) are; a newer major version is a draft while the published one keeps playing.
 */
export function isPublishedContent(video: LifecycleVideo, version: number): boolean {
  if (video.status !== 'published') return false;
  return version <= (video.publishedVersion ?? video.lastVersion);
}

/** Whether a published video has a newer major version than the one members watch. */
export function hasUnpublishedVersion(video: LifecycleVideo): boolean {
  return video.status === 'published' && video.lastVersion > (video.publishedVersion ?? video.lastVersion);
}

/** A refusal: the HTTP status the server answers with and the message. */
export interface Refusal {
  status: 404 | 409;
  message: string;
}

/**
 * Why `version` of `video` may not be edited by `userId` now, or null when it may: it must exist, not be
 * the published content, not be locked or processed, be in an editable status, and be checked out by
 * the caller ("Video is checked in" when nobody holds it, "Video is checked out by …" when another does).
 */
export function editRefusal(
  video: LifecycleVideo,
  version: number,
  userId: string,
  now = new Date(),
): Refusal | null {
  if (!Number.isInteger(version) || version < 1 || version > video.lastVersion) {
    return { status: 404, message: LIFECYCLE_TEXTS.versionNotFound };
  }
  if (lockActive(video.lock, now)) {
    return { status: 409, message: LIFECYCLE_TEXTS.locked('update', video.lock.kind) };
  }
  if (PROCESSING_STATUSES.includes(video.status)) {
    return { status: 409, message: LIFECYCLE_TEXTS.locked('update', 'processing') };
  }
  if (video.status === 'published') {
    if (isPublishedContent(video, version)) return { status: 409, message: LIFECYCLE_TEXTS.publishedEdit };
  } else if (video.status === 'archived') {
    return { status: 409, message: LIFECYCLE_TEXTS.archived };
  } else if (!EDITABLE_STATUSES.includes(video.status)) {
    return { status: 409, message: LIFECYCLE_TEXTS.notEditable(video.status) };
  }
  return checkoutRefusal(video, userId);
}

/**
 * Why the video's own fields (the overview's title, abstract, description, type, language, location and
 * responsible person; its tags and classification) may not be changed by `userId` now, or null. They are
 * one set for every version, so the rule of editRefusal applies to the version members watch while the
 * video is published (it is the published content: "Can not update published video", also while a newer
 * major version is drafted) and to the latest version otherwise (docs/decisions.md "Video life cycle").
 */
export function videoFieldsRefusal(video: LifecycleVideo, userId: string, now = new Date()): Refusal | null {
  const version =
    video.status === 'published' ? (video.publishedVersion ?? video.lastVersion) : video.lastVersion;
  return editRefusal(video, version, userId, now);
}

/**
 * Why an administrative status change (`operation`: archive, restore, move) of `video` by `userId` is
 * refused by editorial control now, or null: an in-progress lock blocks it (spec 2 §4), and so does
 * another editor's check-out (they are working on it). No check-out of one's own is needed: these are
 * also /admin/videos' bulk actions. The status itself is the transition table's (each command's own).
 */
export function controlRefusal(
  video: LifecycleVideo,
  userId: string,
  operation: Exclude<LockedOperation, 'update' | 'delete' | 'publish'>,
  now = new Date(),
): Refusal | null {
  if (lockActive(video.lock, now)) {
    return { status: 409, message: LIFECYCLE_TEXTS.locked(operation, video.lock.kind) };
  }
  if (video.checkout && video.checkout.userId !== userId) {
    return { status: 409, message: LIFECYCLE_TEXTS.checkedOutBy(video.checkout.email) };
  }
  return null;
}

/** "Video is checked in" (nobody holds it) or "Video is checked out by …" (another does), else null. */
export function checkoutRefusal(video: LifecycleVideo, userId: string): Refusal | null {
  if (!video.checkout) return { status: 409, message: LIFECYCLE_TEXTS.checkedIn };
  if (video.checkout.userId !== userId) {
    return { status: 409, message: LIFECYCLE_TEXTS.checkedOutBy(video.checkout.email) };
  }
  return null;
}

/**
 * Why `video` may not be deleted by `userId` now, or null when it may: no lock, not processed, not
 * published, and not checked out by someone else (who is working on it).
 */
export function deleteRefusal(video: LifecycleVideo, userId: string, now = new Date()): Refusal | null {
  if (lockActive(video.lock, now)) {
    return { status: 409, message: LIFECYCLE_TEXTS.locked('delete', video.lock.kind) };
  }
  if (PROCESSING_STATUSES.includes(video.status)) {
    return { status: 409, message: LIFECYCLE_TEXTS.locked('delete', 'processing') };
  }
  if (video.status === 'published') return { status: 409, message: LIFECYCLE_TEXTS.deletePublished };
  if (!DELETABLE_STATUSES.includes(video.status)) {
    return { status: 409, message: LIFECYCLE_TEXTS.notDeletable(video.status) };
  }
  if (video.checkout && video.checkout.userId !== userId) {
    return { status: 409, message: LIFECYCLE_TEXTS.checkedOutBy(video.checkout.email) };
  }
  return null;
}

/** Why `action` may not be taken on `video` now, or null when the table and the locks allow it. */
export function transitionRefusal(
  video: LifecycleVideo,
  action: LifecycleAction,
  now = new Date(),
): Refusal | null {
  if (action === 'publish' && lockActive(video.lock, now)) {
    return { status: 409, message: LIFECYCLE_TEXTS.locked('publish', video.lock.kind) };
  }
  if (mayTransition(video.status, action)) return null;
  // A new major version of a published video is published over the one that played.
  if (action === 'publish' && video.status === 'published' && hasUnpublishedVersion(video)) return null;
  if (video.status === 'planned' && action === 'publish')
    return { status: 409, message: LIFECYCLE_TEXTS.planned };
  return { status: 409, message: LIFECYCLE_TEXTS.refused(action, video.status) };
}
