/**
 * Editorial control and in-progress locks of a video in ONE organization (access pattern 17, the video
 * item; shared/domain/video-lifecycle.ts has the rules). Every change is a conditional UpdateItem on what
 * the caller saw, so of two admins checking out at once exactly one wins, and a lock is taken only
 * where none is in force.
 */
import type { LockKind, VideoStatus } from '#shared/domain/video-lifecycle.js';
import { env } from '../http/env.js';
import { dynamo } from './dynamo.js';
import { getEntities } from './entities/index.js';
import { conditionally as attempt } from './errors.js';
import { searchPostings } from './search-postings.js';
import { trackAdminData } from './track-admin-data.js';

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
    /**
     * A video left in `transcoding` since `updatedAt` by a job that never reported back → timedOut,
     * only while nothing changed it since and no lock is in force.
     */
    timeOutTranscode(videoId: string, updatedAt: string) {
      return attempt(() =>
        video(videoId)
          .set({ status: 'timedOut' })
          .where(
            ({ status, updatedAt: stored, lockExpiresAt }, { eq, notExists }) =>
              `${eq(status, 'transcoding')} AND ${eq(stored, updatedAt)} AND ${notExists(lockExpiresAt)}`,
          )
          .go(),
      );
    },
    /** Records the version a published video plays, where none is recorded yet. */
    recordPublishedVersion(videoId: string, version: number) {
      return attempt(() =>
        video(videoId)
          .set({ publishedVersion: version })
          .where(
            ({ publishedVersion, status }, { notExists, eq }) =>
              `${notExists(publishedVersion)} AND ${eq(status, 'published')}`,
          )
          .go(),
      );
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
    /**
     * Deletes the video item, only while its status is still `status`, no lock is in force at `at` and
     * nobody but `userId` holds it: from then on no read finds the video (every read starts from this
     * item), so what `removeRest` deletes after it is unreachable even if that is interrupted.
     */
    deleteVideo(videoId: string, status: VideoStatus, userId: string, at: string) {
      return attempt(() =>
        e.video
          .delete({ orgId, videoId })
          .where(
            ({ status: stored, lockExpiresAt, checkedOutBy }, { eq, notExists, lte }) =>
              `${eq(stored, status)} AND (${notExists(lockExpiresAt)} OR ${lte(lockExpiresAt, at)})` +
              ` AND (${notExists(checkedOutBy)} OR ${eq(checkedOutBy, userId)})`,
          )
          .go(),
      );
    },
    /**
     * Everything a deleted video left in the table: its partition (renditions, jobs, rendering data,
     * render jobs, embed key, counters), its search postings, its follows and its entries in the
     * organization's tracks. Idempotent. Watch history and analytics roll-ups keep their entries
     * (reports of the past stay true; readers skip a video that no longer exists).
     */
    async removeRest(videoId: string): Promise<{ items: number; trackEntries: number }> {
      const { client, lib } = await dynamo();
      const TableName = env.tableName();
      const keys: { PK: string; SK: string }[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new lib.QueryCommand({
            TableName,
            KeyConditionExpression: 'PK = :pk',
            ExpressionAttributeValues: { ':pk': `${orgId}#VIDEO#${videoId}` },
            ProjectionExpression: 'PK, SK',
            ExclusiveStartKey,
          }),
        );
        for (const item of page.Items ?? []) keys.push({ PK: String(item.PK), SK: String(item.SK) });
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      for (let i = 0; i < keys.length; i += 25) {
        let requests = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
        for (let attempt = 0; requests.length > 0; attempt++) {
          if (attempt > 5) throw new Error(`${requests.length} items of the deleted video were not deleted`);
          const result = await client.send(
            new lib.BatchWriteCommand({ RequestItems: { [TableName]: requests } }),
          );
          requests = (result.UnprocessedItems?.[TableName] ?? []) as typeof requests;
        }
      }
      await searchPostings(orgId).removeVideo(videoId);
      // Its followers (favorites, spec 1 §3 follow data "videos").
      const followers = (
        await e.follow.query.byTarget({ orgId, kind: 'video', targetId: videoId }).go({ pages: 'all' })
      ).data;
      for (let i = 0; i < followers.length; i += 25) {
        await e.follow
          .delete(
            followers
              .slice(i, i + 25)
              .map((f) => ({ orgId, userId: f.userId, kind: 'video' as const, targetId: videoId })),
          )
          .go();
      }
      const tracks = trackAdminData(orgId);
      let trackEntries = 0;
      const all = (await e.track.query.byOrg({ orgId }).go({ pages: 'all' })).data;
      for (const track of all) {
        const items = await tracks.itemsOf(track.trackId);
        const kept = items.filter((i) => !(i.type === 'video' && i.targetId === videoId));
        if (kept.length === items.length) continue;
        trackEntries += items.length - kept.length;
        await tracks.setItems(track.trackId, kept);
      }
      return { items: keys.length, trackEntries };
    },
  };
}

export type VideoLifecycleData = ReturnType<typeof videoLifecycleData>;
