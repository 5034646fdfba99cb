/**
 * Publishing state of a video in ONE organization (spec 2 §5 "Publishing and unpublishing"; access
 * pattern 17, the video item). Every change is a conditional UpdateItem on the video's status (and, for
 * publishing, on the version that was checked), so a publish never lands on a video whose state moved
 * after it was read, e.g. an upload that started transcoding or a new major version.
 */
import { getEntities } from './entities/index.js';
import { conditionally as attempt } from './errors.js';
import type { VideoStatus } from './entities/video.js';

export function videoPublishing(orgId: string) {
  if (!orgId) throw new Error('videoPublishing needs an organization id');
  const e = getEntities();
  return {
    /**
     * draft/… → published while the status is one of `from` and lastVersion is still `version`, which
     * becomes the version members watch (publishedVersion).
     */
    publish(videoId: string, from: readonly VideoStatus[], version: number): Promise<boolean> {
      return attempt(() =>
        e.video
          .patch({ orgId, videoId })
          .set({ status: 'published', publishedVersion: version })
          .where(
            ({ status, lastVersion }, { eq }) =>
              `(${from.map((s) => eq(status, s)).join(' OR ')}) AND ${eq(lastVersion, version)}`,
          )
          .go(),
      );
    },
    /**
     * Records the first publish; true only for the call that set it (at most one per video, ever), so
     * the "new video" notification goes out once even when publishes race or repeat.
     */
    markFirstPublished(videoId: string, at = new Date().toISOString()): Promise<boolean> {
      return attempt(() =>
        e.video
          .patch({ orgId, videoId })
          .set({ firstPublishedAt: at })
          .where(({ firstPublishedAt }, { notExists }) => notExists(firstPublishedAt))
          .go(),
      );
    },
    /** published → unpublished; false when the video is not (or no longer) published. */
    unpublish(videoId: string): Promise<boolean> {
      return attempt(() =>
        e.video
          .patch({ orgId, videoId })
          .set({ status: 'unpublished' })
          .where(({ status }, { eq }) => eq(status, 'published'))
          .go(),
      );
    },
  };
}
