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

/** Report partitions to read: the buckets of a period and audience, within one scope's key prefix or all. */
interface BucketRange {
  audience: ReportAudience;
  period: ReportPeriod;
  buckets: readonly string[];
  /** A video's scope (`video:{id}`) also matches its languages' (`video:{id}#{language}`). */
  scope?: string;
}

const toActivityRow = (a: ActivityRow): ActivityRow => ({
  bucket: a.bucket,
  scope: a.scope,
  viewer: a.viewer,
});

export function reportData(orgId: string) {
  if (!orgId) throw new Error('reportData needs an organization id');
  const e = getEntities();
  /** One query key per bucket partition (the queries then run in parallel). */
  const bucketKeys = ({ audience, period, buckets, scope }: BucketRange) =>
    buckets.map((bucket) => ({ orgId, audience, period, bucket, ...(scope === undefined ? {} : { scope }) }));
  const rollupsOf = async (range: BucketRange) =>
    (
      await Promise.all(
        bucketKeys(range).map(
          async (k) => (await e.reportRollup.query.byBucket(k).go({ pages: 'all' })).data,
        ),
      )
    )
      .flat()
      .map(toRollupRow);
  const activityOf = async (range: BucketRange) =>
    (
      await Promise.all(
        bucketKeys(range).map(
          async (k) =>
            (
              await e.reportActivity.query
                .byBucket(k)
                .go({ pages: 'all', attributes: ['bucket', 'scope', 'viewer'] })
            ).data,
        ),
      )
    )
      .flat()
      .map(toActivityRow);
  return {
    orgId,
    /** The rollups of the buckets: every scope (organization, channels, videos), every shard. */
    rollups: (audience: ReportAudience, period: ReportPeriod, buckets: readonly string[]) =>
      rollupsOf({ audience, period, buckets }),
    /**
     * One video's rollups of the buckets: its own scope and its languages' (`video:{id}` and
     * `video:{id}#{language}`, one begins_with query per bucket), every shard.
     */
    videoRollups: (
      audience: ReportAudience,
      period: ReportPeriod,
      buckets: readonly string[],
      videoId: string,
    ) => rollupsOf({ audience, period, buckets, scope: videoScope(videoId) }),
    /** One video's activity markers of the buckets (its viewers, per language too). */
    videoActivity: (
      audience: ReportAudience,
      period: ReportPeriod,
      buckets: readonly string[],
      videoId: string,
    ) => activityOf({ audience, period, buckets, scope: videoScope(videoId) }),
    /** The activity markers of the buckets (who was active where). */
    activity: (audience: ReportAudience, period: ReportPeriod, buckets: readonly string[]) =>
      activityOf({ audience, period, buckets }),
  };
}
