/**
 * Report rollups of ONE organization (access patterns 95, 96): one query per bucket partition of the
 * range (30 days or 24 hours), all in parallel (a video's report: its key prefix in each); never the
 * raw events. Written by the playback events (analytics-data.ts).
 */
import {
  videoScope,
  type ActivityRow,
  type ReportAudience,
  type ReportPeriod,
  type RollupRow,
} from '#shared/domain/reports.js';
import { getEntities } from './entities/index.js';

type StoredRollup = Omit<RollupRow, 'bucket' | 'scope'> & { bucket: string; scope: string };

const toRollupRow = (r: StoredRollup): RollupRow => ({
  bucket: r.bucket,
  scope: r.scope,
  channelId: r.channelId,
  sourceOrgId: r.sourceOrgId,
  views: r.views,
  secondsWatched: r.secondsWatched,
  completions: r.completions,
});

export function reportData(orgId: string) {
  if (!orgId) throw new Error('reportData needs an organization id');
  const e = getEntities();
  return {
    orgId,
    /** The rollups of the buckets: every scope (organization, channels, videos), every shard. */
    async rollups(audience: ReportAudience, period: ReportPeriod, buckets: readonly string[]) {
      const parts = await Promise.all(
        buckets.map(
          async (bucket) =>
            (await e.reportRollup.query.byBucket({ orgId, audience, period, bucket }).go({ pages: 'all' }))
              .data,
        ),
      );
      return parts.flat().map(toRollupRow);
    },
    /**
     * One video's rollups of the buckets: its own scope and its languages' (`video:{id}` and
     * `video:{id}#{language}`, one begins_with query per bucket), every shard.
     */
    async videoRollups(
      audience: ReportAudience,
      period: ReportPeriod,
      buckets: readonly string[],
      videoId: string,
    ) {
      const parts = await Promise.all(
        buckets.map(
          async (bucket) =>
            (
              await e.reportRollup.query
                .byBucket({ orgId, audience, period, bucket, scope: videoScope(videoId) })
                .go({ pages: 'all' })
            ).data,
        ),
      );
      return parts.flat().map(toRollupRow);
    },
    /** One video's activity markers of the buckets (its viewers, per language too). */
    async videoActivity(
      audience: ReportAudience,
      period: ReportPeriod,
      buckets: readonly string[],
      videoId: string,
    ) {
      const parts = await Promise.all(
        buckets.map(
          async (bucket) =>
            (
              await e.reportActivity.query
                .byBucket({ orgId, audience, period, bucket, scope: videoScope(videoId) })
                .go({ pages: 'all', attributes: ['bucket', 'scope', 'viewer'] })
            ).data,
        ),
      );
      return parts.flat().map((a): ActivityRow => ({ bucket: a.bucket, scope: a.scope, viewer: a.viewer }));
    },
    /** The activity markers of the buckets (who was active where). */
    async activity(audience: ReportAudience, period: ReportPeriod, buckets: readonly string[]) {
      const parts = await Promise.all(
        buckets.map(
          async (bucket) =>
            (
              await e.reportActivity.query
                .byBucket({ orgId, audience, period, bucket })
                .go({ pages: 'all', attributes: ['bucket', 'scope', 'viewer'] })
            ).data,
        ),
      );
      return parts.flat().map((a): ActivityRow => ({ bucket: a.bucket, scope: a.scope, viewer: a.viewer }));
    },
  };
}
