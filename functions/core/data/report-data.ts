/**
 * Report rollups of ONE organization (access patterns 95, 96): one query per bucket partition of the
 * range (30 days or 24 hours), all in parallel; never the raw events. Written by the playback events
 * (analytics-data.ts).
 */
import type { ActivityRow, ReportAudience, ReportPeriod, RollupRow } from '#shared/domain/reports.js';
import { getEntities } from './entities/index.js';

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
      return parts.flat().map((r): RollupRow => ({
        bucket: r.bucket,
        scope: r.scope,
        channelId: r.channelId,
        sourceOrgId: r.sourceOrgId,
        views: r.views,
        secondsWatched: r.secondsWatched,
        completions: r.completions,
      }));
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
