/**
 * Editorial control and in-progress locks of a video in ONE organization (access pattern 17, the video
 * item; shared/domain/video-lifecycle.ts has the rules). Every change is a conditional UpdateItem on what
 * the caller saw, so of two admins checking out at once exactly one wins, and a lock is taken only
 * where none is in force.
 */
import type { LockKind, VideoStatus } from '#shared/domain/video-lifecycle.js';
import { getEntities } from './entities/index.js';
import { conditionally as attempt } from './errors.js';

const CHECKOUT_FIELDS = ['checkedOutBy', 'checkedOutEmail', 'checkedOutAt'] as const;
const LOCK_FIELDS = ['lockKind', 'lockSince', 'lockExpiresAt'] as const;

export function videoLifecycleData(orgId: string) {
  if (!orgId) throw new Error('videoLifecycleData needs an organization id');
  const e = getEntities();
  const video = (videoId: string) => e.video.patch({ orgId, videoId });
  return {
    /**
     * Takes editorial control: only while nobody holds it (`from` null), or, to take over or force,
     * only while `from` still holds it. False when the holder changed meanwhile.
     */
    checkOut(videoId: string, who: { userId: string; email: string }, from: string | null, at: string) {
      return attempt(() =>
        video(videoId)
          .set({ checkedOutBy: who.userId, checkedOutEmail: who.email, checkedOutAt: at })
          .where(({ checkedOutBy }, { notExists, eq }) =>
            from === null ? notExists(checkedOutBy) : eq(checkedOutBy, from),
          )
          .go(),
      );
    },
    /** Gives editorial control back, only while `holder` still holds it. */
    checkIn(videoId: string, holder: string) {
      return attempt(() =>
        video(videoId)
          .remove([...CHECKOUT_FIELDS])
          .where(({ checkedOutBy }, { eq }) => eq(checkedOutBy, holder))
          .go(),
      );
    },
    /**
     * Takes the `kind` lock until `expiresAt`, only where no lock is in force at `at` (an expired one
     * is replaced); false when one is.
     */
    lock(videoId: string, kind: LockKind, at: string, expiresAt: string) {
      return attempt(() =>
        video(videoId)
          .set({ lockKind: kind, lockSince: at, lockExpiresAt: expiresAt })
          .where(
            ({ lockExpiresAt }, { notExists, lte }) =>
              `${notExists(lockExpiresAt)} OR ${lte(lockExpiresAt, at)}`,
          )
          .go(),
      );
    },
    /** Releases the lock taken at `since` (a later lock is someone else's); false when it is not there. */
    unlock(videoId: string, since: string) {
      return attempt(() =>
        video(videoId)
          .remove([...LOCK_FIELDS])
          .where(({ lockSince }, { eq }) => eq(lockSince, since))
          .go(),
      );
    },
    /**
     * A crashed job's lock (taken at `since`, expired): removed, and the video's status, when `from`
     * lists it, becomes timedOut. One call wins when several readers find it at once.
     */
    expireLock(videoId: string, since: string, status: VideoStatus, timesOut: boolean) {
      return attempt(() => {
        const op = video(videoId).remove([...LOCK_FIELDS]);
        if (timesOut) op.set({ status: 'timedOut' });
        return op
          .where(
            ({ lockSince, status: stored }, { eq }) => `${eq(lockSince, since)} AND ${eq(stored, status)}`,
          )
          .go();
      });
    },
    /** Moves the status by the table's action: only while it is still `from`. */
    setStatus(videoId: string, from: VideoStatus, to: VideoStatus) {
      return attempt(() =>
        video(videoId)
          .set({ status: to })
          .where(({ status }, { eq }) => eq(status, from))
          .go(),
      );
    },
  };
}

export type VideoLifecycleData = ReturnType<typeof videoLifecycleData>;
