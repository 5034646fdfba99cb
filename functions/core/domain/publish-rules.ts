/**
 * When a video may be published or unpublished (spec 2 §3 "Video statuses"; spec 2 §5 "Publishing and
 * unpublishing apply to the video and to each translation", "Processing … [has] an in-progress lock that
 * blocks editing, deleting or publishing"). Pure: the handlers read the video and its renditions and
 * write conditionally on what was checked here.
 */
import {
  LIFECYCLE_TEXTS,
  TRANSITIONS,
  hasUnpublishedVersion,
  lockActive,
  mayTransition,
  type VideoLock,
} from '#shared/domain/video-lifecycle.js';
import type { RenditionStatus, VideoStatus } from '../data/items.js';
import { badRequest, conflict, type HttpError } from '../http/errors.js';

/** Statuses a video may be published from (the life-cycle table's; its media is checked separately). */
export const PUBLISHABLE: readonly VideoStatus[] = TRANSITIONS.publish.from;

export const PUBLISH_TEXTS = {
  alreadyPublished: 'The video is already published',
  notPublished: 'The video is not published',
  archived: 'An archived video cannot be published',
  // Spec 2 dictionary messages: "This video has been planned but is not available yet."
  planned: 'This video has been planned but is not available yet.',
  // Spec 2 dictionary messages: "Cannot publish a translation when it is getting processed", said of the video.
  videoProcessing: 'Cannot publish a video when it is getting processed',
  translationProcessing: 'Cannot publish a translation when it is getting processed',
  noMedia: (language: string, version: number) =>
    `The video has no transcoded ${language} video in version ${version}: upload it and wait for transcoding before publishing`,
  changed: 'The video changed while it was being published: reload it and try again',
} as const;

interface VideoState {
  status?: VideoStatus | undefined;
  lastVersion?: number | undefined;
  masterLanguage: string;
  /** The version members watch (a newer major version may be published over it). */
  publishedVersion?: number | undefined;
  lock?: VideoLock | null | undefined;
}
interface RenditionState {
  version: number;
  language: string;
  status?: RenditionStatus | undefined;
}

/** Why `video` may not be published now, or null when it may. */
export function publishRefusal(
  video: VideoState,
  renditions: readonly RenditionState[],
  now = new Date(),
): HttpError | null {
  const status = video.status ?? 'draft';
  // Spec 2 §4: an in-progress lock blocks publishing.
  if (lockActive(video.lock, now)) return conflict(LIFECYCLE_TEXTS.locked('publish', video.lock.kind));
  const lastVersion = video.lastVersion ?? 1;
  const newVersion = hasUnpublishedVersion({ status, lastVersion, publishedVersion: video.publishedVersion });
  if (status === 'published' && !newVersion) return conflict(PUBLISH_TEXTS.alreadyPublished);
  if (status === 'archived') return conflict(PUBLISH_TEXTS.archived);
  if (status === 'planned') return badRequest(PUBLISH_TEXTS.planned);
  if (status === 'transcoding' || status === 'rendering') return conflict(PUBLISH_TEXTS.videoProcessing);
  if (!newVersion && !PUBLISHABLE.includes(status))
    return conflict(`A video in status ${status} cannot be published`);
  const version = video.lastVersion ?? 1;
  const latest = renditions.filter((r) => r.version === version);
  const master = latest.find((r) => r.language === video.masterLanguage);
  if (master?.status === 'transcoding') return conflict(PUBLISH_TEXTS.videoProcessing);
  if (latest.some((r) => r.language !== video.masterLanguage && r.status === 'transcoding')) {
    return conflict(PUBLISH_TEXTS.translationProcessing);
  }
  if (master?.status !== 'completed') return badRequest(PUBLISH_TEXTS.noMedia(video.masterLanguage, version));
  return null;
}

/** Why `video` may not be unpublished now, or null when it may. */
export function unpublishRefusal(video: VideoState): HttpError | null {
  return mayTransition(video.status ?? 'draft', 'unpublish') ? null : conflict(PUBLISH_TEXTS.notPublished);
}
