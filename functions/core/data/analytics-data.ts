/**
 * Viewing analytics of ONE organization (access patterns 28–31): watch history, per-video counters,
 * per-user counters. Counters change only through DynamoDB ADD, so concurrent events never lose an
 * increment. The writes of one playback event (history entry + the video's counters + the user's
 * "videos watched") go in one transaction: an error leaves none of them half-written. Completion is
 * decided here, from the parts of the video actually played (shared/domain/watch-completion.ts), and
 * counted once by a conditional transaction.
 */
import { coverageCompletes } from '#shared/domain/watch-completion.js';
import {
  bucketExpiry,
  bucketOf,
  channelScope,
  orgScope,
  videoLanguageScope,
  videoScope,
  type Counters,
  type ReportAudience,
  type ReportPeriod,
} from '#shared/domain/reports.js';
import { getEntities } from './entities/index.js';
import { createWriteTransaction } from './table/entity.js';
import { VIDEO_STATS_SHARDS } from './entities/analytics.js';
import { conflicted, withConflictRetry } from './transaction-retry.js';

/** The counter shard a viewer's events add to (stable per user). */
export function statsShard(userId: string): number {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % VIDEO_STATS_SHARDS;
}

export interface PlaybackRef {
  videoId: string;
  version: number;
  language: string;
  /**
   * The organization that owns the video, where its counters (videoStats) are added; default this
   * one. Another organization's for a video of a channel shared with this one: the viewer's history
   * and per-user counters stay here, the video's views count in the organization that owns it.
   */
  videoOrgId?: string;
  /** The video's channel: its report rollups count for the channel too. */
  channelId?: string;
}

const REPORT_PERIODS: readonly ReportPeriod[] = ['day', 'hour'];

/**
 * Where an event's report figures go (access patterns 95, 96): the viewer's organization (`own`) and,
 * for another organization's video, that organization too (`shared`), each for the organization, the
 * channel, the video and the video in the language played, in the day and the hour bucket of `at`.
 */
export function reportTargets(orgId: string, ref: PlaybackRef, at: Date) {
  const sourceOrgId = ref.videoOrgId ?? orgId;
  const audiences: { orgId: string; audience: ReportAudience }[] = [{ orgId, audience: 'own' }];
  if (sourceOrgId !== orgId) audiences.push({ orgId: sourceOrgId, audience: 'shared' });
  const scopes = [
    { scope: orgScope, withChannel: false },
    ...(ref.channelId ? [{ scope: channelScope(ref.channelId), withChannel: true }] : []),
    { scope: videoScope(ref.videoId), withChannel: true },
    { scope: videoLanguageScope(ref.videoId, ref.language), withChannel: true },
  ];
  return audiences.flatMap((a) =>
    REPORT_PERIODS.flatMap((period) => {
      const bucket = bucketOf(period, at);
      return scopes.map((s) => ({
        orgId: a.orgId,
        audience: a.audience,
        period,
        bucket,
        scope: s.scope,
        expiresAt: bucketExpiry(period, bucket),
        ...(s.withChannel && ref.channelId ? { channelId: ref.channelId } : {}),
        ...(s.scope === orgScope ? {} : { sourceOrgId }),
      }));
    }),
  );
}

export interface PlaybackChange {
  /** Last position, seconds. */
  position?: number;
  /** Seconds played. */
  watched?: number;
  /** Parts of the video played (0 … 99). */
  buckets?: readonly number[];
  /** The video's counter to add to. */
  counter: 'views' | 'secondsWatched' | 'none';
}

export interface PlaybackOutcome {
  /** The user has watched the video (now or before). */
  completed: boolean;
  /** This event completed it. */
  completedNow: boolean;
}

export function analyticsData(orgId: string) {
  if (!orgId) throw new Error('analyticsData needs an organization id');
  const e = getEntities();
  const { watchHistory, videoStats, userAnalytics, reportRollup, reportActivity } = e;
  const transactionEntities = { watchHistory, videoStats, userAnalytics, reportRollup };

  /** The rollup additions of one event, in the same transaction as the counters they mirror. */
  const rollupWrites = (
    t: { reportRollup: typeof reportRollup },
    userId: string,
    ref: PlaybackRef,
    at: Date,
    stats: Counters,
  ) =>
    stats.views === 0 && stats.secondsWatched === 0 && stats.completions === 0
      ? []
      : reportTargets(orgId, ref, at).map((target) =>
          t.reportRollup
            .upsert({ ...target, shard: statsShard(userId) })
            .add(stats)
            .commit(),
        );

  /**
   * The viewer was active in these buckets (every scope: a video's report counts its viewers, per
   * language too): plain puts of fixed keys, written after the event's transaction succeeded (repeating
   * one changes nothing, so active users count each viewer once).
   */
  async function markActive(userId: string, ref: PlaybackRef, at: Date) {
    const markers = reportTargets(orgId, ref, at).map(
      ({ orgId: reportOrgId, audience, period, bucket, scope, expiresAt }) => ({
        orgId: reportOrgId,
        audience,
        period,
        bucket,
        scope,
        expiresAt,
        viewer: `${orgId}:${userId}`,
      }),
    );
    try {
      const { unprocessed } = await reportActivity.put(markers).go();
      if (unprocessed.length > 0) console.warn('report activity markers left unwritten', unprocessed.length);
    } catch (error) {
      // The event itself is recorded: failing now would make the client repeat it and count it twice.
      console.error('report activity markers not written', error);
    }
  }

  /**
   * One playback event, all or nothing: the history entry (created with the user's videosWatched + 1
   * when it did not exist: the first attempt's condition decides), and the video's counter.
   */
  async function writeEvent(userId: string, ref: PlaybackRef, change: PlaybackChange): Promise<void> {
    const at = new Date();
    const now = at.toISOString();
    const item = {
      orgId,
      userId,
      videoId: ref.videoId,
      version: ref.version,
      language: ref.language,
      lastWatchedAt: now,
      ...(change.position !== undefined ? { position: change.position } : {}),
    };
    const initial = {
      firstWatchedAt: now,
      completed: false,
      ...(change.position === undefined ? { position: 0 } : {}),
    };
    const additions = {
      secondsWatched: change.watched ?? 0,
      ...(change.buckets && change.buckets.length > 0 ? { coverage: [...change.buckets] } : {}),
    };
    const stats = {
      views: change.counter === 'views' ? 1 : 0,
      secondsWatched: change.counter === 'secondsWatched' ? (change.watched ?? 0) : 0,
      completions: 0,
    };
    const statsKey = { orgId: ref.videoOrgId ?? orgId, videoId: ref.videoId, shard: statsShard(userId) };
    for (const first of [true, false]) {
      const result = await withConflictRetry(() =>
        createWriteTransaction(transactionEntities, (t) => {
          const history = t.watchHistory.upsert(item).ifNotExists(initial).add(additions);
          return [
            first
              ? history.where((attr, op) => op.notExists(attr.userId)).commit()
              : history.where((attr, op) => op.exists(attr.userId)).commit(),
            t.videoStats.upsert(statsKey).add(stats).commit(),
            ...rollupWrites(t, userId, ref, at, stats),
            ...(first
              ? [
                  t.userAnalytics
                    .upsert({ orgId, userId })
                    .add({ videosWatched: 1, pagesVisited: 0 })
                    .commit(),
                ]
              : []),
          ];
        }).go(),
      );
      if (!result.canceled) {
        await markActive(userId, ref, at);
        return;
      }
      const historyRefused = result.data[0]?.code === 'ConditionalCheckFailed';
      if (!historyRefused) throw new Error(`playback transaction canceled: ${JSON.stringify(result.data)}`);
      // The entry exists (first attempt) or was removed meanwhile (second): the other form applies.
    }
    throw new Error('playback transaction canceled twice by the history entry condition');
  }

  /** Marks the entry completed once its coverage suffices, counting the completion exactly once. */
  async function settleCompletion(userId: string, ref: PlaybackRef): Promise<PlaybackOutcome> {
    const { data } = await watchHistory
      .get({ orgId, userId, videoId: ref.videoId })
      .go({ attributes: ['completed', 'coverage'], consistent: true });
    if (data?.completed) return { completed: true, completedNow: false };
    const covered = data?.coverage?.length ?? 0;
    if (!coverageCompletes(covered)) return { completed: false, completedNow: false };
    const result = await withConflictRetry(() =>
      createWriteTransaction(transactionEntities, (t) => [
        t.watchHistory
          .patch({ orgId, userId, videoId: ref.videoId })
          .set({ completed: true, completedAt: new Date().toISOString() })
          .where((attr, op) => op.ne(attr.completed, true))
          .commit(),
        t.videoStats
          .upsert({ orgId: ref.videoOrgId ?? orgId, videoId: ref.videoId, shard: statsShard(userId) })
          .add({ views: 0, secondsWatched: 0, completions: 1 })
          .commit(),
        ...rollupWrites(t, userId, ref, new Date(), { views: 0, secondsWatched: 0, completions: 1 }),
      ]).go(),
    );
    if (conflicted(result)) throw new Error('completion transaction kept conflicting');
    // Canceled by its condition: a concurrent event completed it first (and counted it).
    return { completed: true, completedNow: !result.canceled };
  }

  return {
    orgId,
    async playbackStarted(userId: string, ref: PlaybackRef): Promise<PlaybackOutcome> {
      await writeEvent(userId, ref, { counter: 'views' });
      return settleCompletion(userId, ref);
    },
    async timeWatched(
      userId: string,
      ref: PlaybackRef,
      played: { position: number; watched: number; buckets: readonly number[] },
    ): Promise<PlaybackOutcome> {
      await writeEvent(userId, ref, {
        position: played.position,
        watched: played.watched,
        buckets: played.buckets,
        counter: 'secondsWatched',
      });
      return settleCompletion(userId, ref);
    },
    /** The end of playback: completion is what the played parts say, not the end event itself. */
    async playbackEnded(userId: string, ref: PlaybackRef): Promise<PlaybackOutcome> {
      await writeEvent(userId, ref, { counter: 'none' });
      return settleCompletion(userId, ref);
    },
    async pageVisited(userId: string) {
      await userAnalytics.upsert({ orgId, userId }).add({ videosWatched: 0, pagesVisited: 1 }).go();
    },
    async userSummary(userId: string) {
      const { data } = await userAnalytics.get({ orgId, userId }).go();
      return { videosWatched: data?.videosWatched ?? 0, pagesVisited: data?.pagesVisited ?? 0 };
    },
    /** The video's counters: the sum of its shards. */
    async videoStats(videoId: string) {
      const { data } = await videoStats.query.byVideo({ orgId, videoId }).go({ pages: 'all' });
      const sum = (field: 'views' | 'secondsWatched' | 'completions') =>
        Math.round(data.reduce((total, shard) => total + (shard[field] ?? 0), 0) * 1000) / 1000;
      return { views: sum('views'), secondsWatched: sum('secondsWatched'), completions: sum('completions') };
    },
    /** The user's history, most recently watched first; `cursor` continues a previous page. */
    async history(userId: string, page: { limit: number; cursor?: string | undefined }) {
      const { data, cursor } = await watchHistory.query
        .byUserRecent({ orgId, userId })
        .go({ order: 'desc', limit: page.limit, cursor: page.cursor ?? null });
      return { items: data, cursor: cursor ?? null };
    },
  };
}

export type AnalyticsData = ReturnType<typeof analyticsData>;
