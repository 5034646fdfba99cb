/**
 * Viewing analytics of ONE organization (access patterns 28–31): watch history, per-video counters,
 * per-user counters. Counters change only through DynamoDB ADD, so concurrent events never lose an
 * increment; the history entry's first write (seen through ALL_OLD) is what counts a watched video.
 */
import { getEntities } from './entities/index.js';

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
}

export function analyticsData(orgId: string) {
  if (!orgId) throw new Error('analyticsData needs an organization id');
  const e = getEntities();

  /**
   * Writes the user's history entry for a playback event; when the entry did not exist before, the
   * user has watched one more video. One UpdateItem decides that, so parallel first events count once.
   */
  async function touchHistory(
    userId: string,
    { videoId, version, language }: PlaybackRef,
    change: { position?: number; watched?: number; completed?: boolean },
  ) {
    const now = new Date().toISOString();
    const item = {
      orgId,
      userId,
      videoId,
      version,
      language,
      lastWatchedAt: now,
      ...(change.position !== undefined ? { position: change.position } : {}),
      ...(change.completed ? { completed: true } : {}),
    };
    const initial = {
      firstWatchedAt: now,
      ...(change.position === undefined ? { position: 0 } : {}),
      ...(change.completed ? {} : { completed: false }),
    };
    const op = e.watchHistory
      .upsert(item)
      .ifNotExists(initial)
      .add({ secondsWatched: change.watched ?? 0 });
    const { data: old } = await op.go({ response: 'all_old' });
    if (!old || Object.keys(old).length === 0) {
      await e.userAnalytics.upsert({ orgId, userId }).add({ videosWatched: 1, pagesVisited: 0 }).go();
    }
  }

  return {
    orgId,
    async playbackStarted(userId: string, ref: PlaybackRef) {
      await Promise.all([
        touchHistory(userId, ref, {}),
        e.videoStats
          .upsert({ orgId: ref.videoOrgId ?? orgId, videoId: ref.videoId })
          .add({ views: 1, secondsWatched: 0, completions: 0 })
          .go(),
      ]);
    },
    async timeWatched(userId: string, ref: PlaybackRef, position: number, watched: number) {
      await Promise.all([
        touchHistory(userId, ref, { position, watched }),
        e.videoStats
          .upsert({ orgId: ref.videoOrgId ?? orgId, videoId: ref.videoId })
          .add({ views: 0, secondsWatched: watched, completions: 0 })
          .go(),
      ]);
    },
    async playbackEnded(userId: string, ref: PlaybackRef) {
      await Promise.all([
        touchHistory(userId, ref, { completed: true }),
        e.videoStats
          .upsert({ orgId: ref.videoOrgId ?? orgId, videoId: ref.videoId })
          .add({ views: 0, secondsWatched: 0, completions: 1 })
          .go(),
      ]);
    },
    async pageVisited(userId: string) {
      await e.userAnalytics.upsert({ orgId, userId }).add({ videosWatched: 0, pagesVisited: 1 }).go();
    },
    async userSummary(userId: string) {
      const { data } = await e.userAnalytics.get({ orgId, userId }).go();
      return { videosWatched: data?.videosWatched ?? 0, pagesVisited: data?.pagesVisited ?? 0 };
    },
    async videoStats(videoId: string) {
      const { data } = await e.videoStats.get({ orgId, videoId }).go();
      return {
        views: data?.views ?? 0,
        secondsWatched: data?.secondsWatched ?? 0,
        completions: data?.completions ?? 0,
      };
    },
    /** The user's history, most recently watched first; `cursor` continues a previous page. */
    async history(userId: string, page: { limit: number; cursor?: string | undefined }) {
      const { data, cursor } = await e.watchHistory.query
        .byUserRecent({ orgId, userId })
        .go({ order: 'desc', limit: page.limit, cursor: page.cursor ?? null });
      return { items: data, cursor: cursor ?? null };
    },
  };
}

export type AnalyticsData = ReturnType<typeof analyticsData>;
