/**
 * Report rules (spec 2 §9: "reports show the last 30 days and the last 24 hours"), pure, shared by the
 * writers of the rollups (playback events), the report query and the web app.
 *
 * Buckets are UTC: a day is `YYYY-MM-DD`, an hour `YYYY-MM-DDTHH`. "The last 30 days" are the 30 day
 * buckets ending with today's (today counts so far), "the last 24 hours" the 24 hour buckets ending with
 * the current one.
 */
export const REPORT_RANGES = ['30d', '24h'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
export type ReportPeriod = 'day' | 'hour';
export type ReportAudience = 'own' | 'shared';

export const RANGE_BUCKETS: Record<ReportRange, { period: ReportPeriod; count: number }> = {
  '30d': { period: 'day', count: 30 },
  '24h': { period: 'hour', count: 24 },
};

/** How long rollups outlive their bucket (then DynamoDB's TTL removes them): a margin over the range. */
export const REPORT_TTL_SECONDS: Record<ReportPeriod, number> = {
  day: 40 * 24 * 3600,
  hour: 3 * 24 * 3600,
};

/** Channel roles that read their channel's reports ("channel owner/content manager or admin"). */
export const CHANNEL_REPORT_ROLES: readonly string[] = ['channelOwner', 'contentManager', 'admin'];

/** A channel's reports: the organization's admins and the channel's owners, content managers and admins. */
export function mayReadChannelReports(role: string | null, isOrgAdmin: boolean): boolean {
  return isOrgAdmin || (role !== null && CHANNEL_REPORT_ROLES.includes(role));
}

/** How many rows the top-videos and top-channels tables show. */
export const REPORT_TOP = 10;

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

export function dayBucket(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function hourBucket(at: Date): string {
  return at.toISOString().slice(0, 13);
}

export function bucketOf(period: ReportPeriod, at: Date): string {
  return period === 'day' ? dayBucket(at) : hourBucket(at);
}

/** The moment a bucket starts (ISO, UTC). */
export function bucketStart(bucket: string): string {
  return bucket.length === 10 ? `${bucket}T00:00:00.000Z` : `${bucket}:00:00.000Z`;
}

/** The range's buckets, oldest first, the last one being `now`'s. */
export function rangeBuckets(range: ReportRange, now: Date): string[] {
  const { period, count } = RANGE_BUCKETS[range];
  const step = period === 'day' ? DAY_MS : HOUR_MS;
  const buckets: string[] = [];
  for (let i = count - 1; i >= 0; i--) buckets.push(bucketOf(period, new Date(now.getTime() - i * step)));
  return buckets;
}

/** Epoch seconds after which a bucket's rollups may go. */
export function bucketExpiry(period: ReportPeriod, bucket: string): number {
  return Math.floor(Date.parse(bucketStart(bucket)) / 1000) + REPORT_TTL_SECONDS[period];
}

/**
 * A rollup's scope: the whole organization, one channel, one video, or one video in one language (the
 * language played: `video:{videoId}#{language}`, whose key begins with its video's, so one query per
 * bucket reads a video with its languages).
 */
export type ReportScope = 'org' | `channel:${string}` | `video:${string}`;
export const orgScope = 'org' as const;
export const channelScope = (channelId: string): ReportScope => `channel:${channelId}`;
export const videoScope = (videoId: string): ReportScope => `video:${videoId}`;
export const videoLanguageScope = (videoId: string, language: string): ReportScope =>
  `video:${videoId}#${language}`;

/** The video (and language, for a video-language scope) a scope counts, or null for other scopes. */
export function videoOfScope(scope: string): { videoId: string; language: string | null } | null {
  if (!scope.startsWith('video:')) return null;
  const [videoId = '', language] = scope.slice('video:'.length).split('#');
  return { videoId, language: language ?? null };
}

export interface Counters {
  views: number;
  secondsWatched: number;
  completions: number;
}

/** One rollup item as read (a shard of one scope in one bucket). */
export interface RollupRow extends Partial<Counters> {
  bucket: string;
  scope: string;
  channelId?: string | undefined;
  sourceOrgId?: string | undefined;
}

/** One activity marker as read. */
export interface ActivityRow {
  bucket: string;
  scope: string;
  viewer: string;
}

export interface SeriesPoint {
  /** Start of the bucket (ISO). */
  at: string;
  views: number;
  minutesWatched: number;
  completions: number;
  activeUsers: number;
}

export interface Totals {
  views: number;
  minutesWatched: number;
  completions: number;
  activeUsers: number;
}

export interface TopRow {
  id: string;
  sourceOrgId: string | null;
  channelId: string | null;
  views: number;
  minutesWatched: number;
  completions: number;
}

/** Minutes from seconds, to one decimal (a few seconds of a short video still show). */
export const minutesOf = (seconds: number) => Math.round(seconds / 6) / 10;

const add = (into: Counters, row: Partial<Counters>) => {
  into.views += row.views ?? 0;
  into.secondsWatched += row.secondsWatched ?? 0;
  into.completions += row.completions ?? 0;
};
const zero = (): Counters => ({ views: 0, secondsWatched: 0, completions: 0 });

/**
 * The series of one scope over a range's buckets (every bucket, zeros included) and its totals (active
 * users distinct over the range, not the sum of the buckets').
 */
export function scopeFigures(
  buckets: readonly string[],
  scope: string,
  rollups: readonly RollupRow[],
  activity: readonly ActivityRow[],
): { series: SeriesPoint[]; totals: Totals } {
  const inRange = new Set(buckets);
  const perBucket = new Map(buckets.map((b) => [b, zero()]));
  for (const row of rollups) {
    if (row.scope === scope && inRange.has(row.bucket)) add(perBucket.get(row.bucket)!, row);
  }
  const activePerBucket = new Map<string, Set<string>>(buckets.map((b) => [b, new Set()]));
  const activeInRange = new Set<string>();
  for (const row of activity) {
    if (row.scope !== scope || !inRange.has(row.bucket)) continue;
    activePerBucket.get(row.bucket)!.add(row.viewer);
    activeInRange.add(row.viewer);
  }
  const series: SeriesPoint[] = buckets.map((bucket) => {
    const c = perBucket.get(bucket)!;
    return {
      at: bucketStart(bucket),
      views: c.views,
      minutesWatched: minutesOf(c.secondsWatched),
      completions: c.completions,
      activeUsers: activePerBucket.get(bucket)!.size,
    };
  });
  const sum = series.reduce((total, p) => {
    add(total, { views: p.views, completions: p.completions });
    return total;
  }, zero());
  const seconds = buckets.reduce((total, b) => total + perBucket.get(b)!.secondsWatched, 0);
  return {
    series,
    totals: {
      views: sum.views,
      minutesWatched: minutesOf(seconds),
      completions: sum.completions,
      activeUsers: activeInRange.size,
    },
  };
}

/**
 * The figures of one scope (`org` or `channel:{id}`) over a range's buckets: the series and totals
 * (scopeFigures), the top videos (of the scope: a channel report's videos are its channel's) and top
 * channels.
 */
export function aggregateReport(
  buckets: readonly string[],
  scope: string,
  rollups: readonly RollupRow[],
  activity: readonly ActivityRow[],
) {
  const inRange = new Set(buckets);
  const channelId = scope.startsWith('channel:') ? scope.slice('channel:'.length) : null;
  const videos = new Map<string, Counters & { sourceOrgId: string | null; channelId: string | null }>();
  const channels = new Map<string, Counters & { sourceOrgId: string | null }>();
  for (const row of rollups) {
    if (!inRange.has(row.bucket)) continue;
    const video = videoOfScope(row.scope);
    // A video's own scope; its languages' scopes count the same views again.
    if (video && video.language === null && (channelId === null || row.channelId === channelId)) {
      const id = video.videoId;
      const entry = videos.get(id) ?? {
        ...zero(),
        sourceOrgId: row.sourceOrgId ?? null,
        channelId: row.channelId ?? null,
      };
      add(entry, row);
      videos.set(id, entry);
    }
    if (channelId === null && row.scope.startsWith('channel:')) {
      const id = row.scope.slice('channel:'.length);
      const entry = channels.get(id) ?? { ...zero(), sourceOrgId: row.sourceOrgId ?? null };
      add(entry, row);
      channels.set(id, entry);
    }
  }
  return {
    ...scopeFigures(buckets, scope, rollups, activity),
    topVideos: topRows([...videos].map(([id, c]) => ({ id, ...c }))),
    topChannels: topRows([...channels].map(([id, c]) => ({ id, channelId: id, ...c }))),
  };
}

/** Most viewed first, then most watched, then most completed; ids break ties (stable output). */
export function topRows(
  entries: readonly (Counters & { id: string; sourceOrgId: string | null; channelId: string | null })[],
  limit = REPORT_TOP,
): TopRow[] {
  return [...entries]
    .filter((e) => e.views > 0 || e.secondsWatched > 0 || e.completions > 0)
    .sort(
      (a, b) =>
        b.views - a.views ||
        b.secondsWatched - a.secondsWatched ||
        b.completions - a.completions ||
        a.id.localeCompare(b.id),
    )
    .slice(0, limit)
    .map((e) => ({
      id: e.id,
      sourceOrgId: e.sourceOrgId,
      channelId: e.channelId,
      views: e.views,
      minutesWatched: minutesOf(e.secondsWatched),
      completions: e.completions,
    }));
}

/** One language of a video's report: what viewers playing that language did over the range. */
export interface LanguageTotals extends Totals {
  language: string;
}

/**
 * A video's report (the studio's reports and shared reports): the series and totals of the video, or of
 * one language of it, and the totals of each language played in the range (most viewed first).
 */
export function aggregateVideoReport(
  buckets: readonly string[],
  videoId: string,
  language: string | null,
  rollups: readonly RollupRow[],
  activity: readonly ActivityRow[],
): { series: SeriesPoint[]; totals: Totals; languages: LanguageTotals[] } {
  const inRange = new Set(buckets);
  const played = new Set<string>();
  for (const row of [...rollups, ...activity]) {
    const video = videoOfScope(row.scope);
    if (video?.videoId === videoId && video.language && inRange.has(row.bucket)) played.add(video.language);
  }
  const languages = [...played]
    .map((l) => ({
      language: l,
      ...scopeFigures(buckets, videoLanguageScope(videoId, l), rollups, activity).totals,
    }))
    .filter((l) => l.views > 0 || l.minutesWatched > 0 || l.completions > 0 || l.activeUsers > 0)
    .sort(
      (a, b) =>
        b.views - a.views || b.minutesWatched - a.minutesWatched || a.language.localeCompare(b.language),
    );
  const scope = language ? videoLanguageScope(videoId, language) : videoScope(videoId);
  return { ...scopeFigures(buckets, scope, rollups, activity), languages };
}
