import { describe, expect, it } from 'vitest';
import {
  aggregateReport,
  aggregateVideoReport,
  videoOfScope,
  bucketExpiry,
  bucketStart,
  rangeBuckets,
  REPORT_TOP,
  topRows,
  type ActivityRow,
  type RollupRow,
} from './reports.js';

describe('report buckets', () => {
  const now = new Date('2026-03-01T00:30:00.000Z');

  it('the last 30 days are 30 UTC days ending with today, across a month end', () => {
    const days = rangeBuckets('30d', now);
    expect(days).toHaveLength(30);
    expect(days[29]).toBe('2026-03-01');
    expect(days[28]).toBe('2026-02-28');
    expect(days[0]).toBe('2026-01-31');
  });

  it('the last 24 hours are 24 UTC hours ending with the current one, across midnight', () => {
    const hours = rangeBuckets('24h', now);
    expect(hours).toHaveLength(24);
    expect(hours[23]).toBe('2026-03-01T00');
    expect(hours[22]).toBe('2026-02-28T23');
    expect(hours[0]).toBe('2026-02-28T01');
    expect(new Set(hours).size).toBe(24);
  });

  it('a bucket starts at its day or hour, and expires after the range is long past', () => {
    expect(bucketStart('2026-03-01')).toBe('2026-03-01T00:00:00.000Z');
    expect(bucketStart('2026-03-01T07')).toBe('2026-03-01T07:00:00.000Z');
    const dayStart = Date.parse('2026-03-01T00:00:00.000Z') / 1000;
    expect(bucketExpiry('day', '2026-03-01')).toBe(dayStart + 40 * 86400);
    expect(bucketExpiry('hour', '2026-03-01T00')).toBe(dayStart + 3 * 86400);
  });
});

describe('aggregateReport', () => {
  const buckets = ['2026-03-01T10', '2026-03-01T11'];
  const rollups: RollupRow[] = [
    // The organization's counters, two shards in the first hour.
    { bucket: '2026-03-01T10', scope: 'org', views: 2, secondsWatched: 60 },
    { bucket: '2026-03-01T10', scope: 'org', views: 1, secondsWatched: 30, completions: 1 },
    { bucket: '2026-03-01T11', scope: 'org', views: 1, secondsWatched: 12 },
    // Outside the range: ignored.
    { bucket: '2026-03-01T09', scope: 'org', views: 50 },
    { bucket: '2026-03-01T10', scope: 'channel:c1', channelId: 'c1', views: 3, secondsWatched: 90 },
    { bucket: '2026-03-01T11', scope: 'channel:c2', channelId: 'c2', views: 1, secondsWatched: 12 },
    { bucket: '2026-03-01T10', scope: 'video:v1', channelId: 'c1', sourceOrgId: 'o', views: 2 },
    {
      bucket: '2026-03-01T11',
      scope: 'video:v1',
      channelId: 'c1',
      sourceOrgId: 'o',
      views: 0,
      completions: 1,
    },
    { bucket: '2026-03-01T10', scope: 'video:v2', channelId: 'c1', sourceOrgId: 'o', views: 1 },
    { bucket: '2026-03-01T11', scope: 'video:v3', channelId: 'c2', sourceOrgId: 'x', views: 1 },
    // v1 in the language played: the same views again, never a video of its own.
    { bucket: '2026-03-01T10', scope: 'video:v1#da', channelId: 'c1', sourceOrgId: 'o', views: 2 },
  ];
  const activity: ActivityRow[] = [
    { bucket: '2026-03-01T10', scope: 'org', viewer: 'o:u1' },
    { bucket: '2026-03-01T10', scope: 'org', viewer: 'o:u2' },
    { bucket: '2026-03-01T11', scope: 'org', viewer: 'o:u1' },
    { bucket: '2026-03-01T10', scope: 'channel:c1', viewer: 'o:u1' },
  ];

  it('sums the shards per bucket, keeps empty buckets, and counts active users distinct over the range', () => {
    const report = aggregateReport(buckets, 'org', rollups, activity);
    expect(report.series).toEqual([
      { at: '2026-03-01T10:00:00.000Z', views: 3, minutesWatched: 1.5, completions: 1, activeUsers: 2 },
      { at: '2026-03-01T11:00:00.000Z', views: 1, minutesWatched: 0.2, completions: 0, activeUsers: 1 },
    ]);
    expect(report.totals).toEqual({ views: 4, minutesWatched: 1.7, completions: 1, activeUsers: 2 });
    expect(report.topVideos.map((v) => [v.id, v.views, v.completions])).toEqual([
      ['v1', 2, 1],
      ['v2', 1, 0],
      ['v3', 1, 0],
    ]);
    expect(report.topVideos[2]).toMatchObject({ sourceOrgId: 'x', channelId: 'c2' });
    expect(report.topChannels.map((c) => [c.id, c.views])).toEqual([
      ['c1', 3],
      ['c2', 1],
    ]);
  });

  it("a channel's report has the channel's figures and videos only, and no channels", () => {
    const report = aggregateReport(buckets, 'channel:c1', rollups, activity);
    expect(report.totals).toEqual({ views: 3, minutesWatched: 1.5, completions: 0, activeUsers: 1 });
    expect(report.topVideos.map((v) => v.id)).toEqual(['v1', 'v2']);
    expect(report.topChannels).toEqual([]);
  });

  it('nothing watched: zeros in every bucket and empty tables', () => {
    const report = aggregateReport(buckets, 'org', [], []);
    expect(report.series.map((p) => p.views)).toEqual([0, 0]);
    expect(report.totals).toEqual({ views: 0, minutesWatched: 0, completions: 0, activeUsers: 0 });
    expect(report.topVideos).toEqual([]);
  });
});

describe('topRows', () => {
  it('orders by views, then seconds, then completions, then id, and keeps the first ten', () => {
    const entries = Array.from({ length: 12 }, (_, i) => ({
      id: `v${String(i).padStart(2, '0')}`,
      sourceOrgId: null,
      channelId: null,
      views: i < 2 ? 5 : 1,
      secondsWatched: i === 1 ? 100 : 10,
      completions: 0,
    }));
    const top = topRows(entries);
    expect(top).toHaveLength(REPORT_TOP);
    expect(top.slice(0, 3).map((r) => r.id)).toEqual(['v01', 'v00', 'v02']);
  });

  it('leaves out rows with nothing counted', () => {
    expect(
      topRows([{ id: 'a', sourceOrgId: null, channelId: null, views: 0, secondsWatched: 0, completions: 0 }]),
    ).toEqual([]);
  });
});

describe('video reports', () => {
  it('names the video and the language of a scope', () => {
    expect(videoOfScope('video:v1')).toEqual({ videoId: 'v1', language: null });
    expect(videoOfScope('video:v1#pt-pt')).toEqual({ videoId: 'v1', language: 'pt-pt' });
    expect(videoOfScope('channel:c1')).toBeNull();
    expect(videoOfScope('org')).toBeNull();
  });

  const buckets = ['2026-03-01T10', '2026-03-01T11'];
  const rollups: RollupRow[] = [
    { bucket: '2026-03-01T10', scope: 'video:v1', views: 2, secondsWatched: 60 },
    { bucket: '2026-03-01T11', scope: 'video:v1', views: 1, completions: 1 },
    { bucket: '2026-03-01T10', scope: 'video:v1#da', views: 2, secondsWatched: 60 },
    { bucket: '2026-03-01T11', scope: 'video:v1#en-us', views: 1, completions: 1 },
    // Outside the range, another video: not counted.
    { bucket: '2026-03-01T09', scope: 'video:v1#de', views: 9 },
    { bucket: '2026-03-01T10', scope: 'video:v2#da', views: 9 },
  ];
  const activity: ActivityRow[] = [
    { bucket: '2026-03-01T10', scope: 'video:v1', viewer: 'o:u1' },
    { bucket: '2026-03-01T11', scope: 'video:v1', viewer: 'o:u1' },
    { bucket: '2026-03-01T11', scope: 'video:v1', viewer: 'p:u2' },
    { bucket: '2026-03-01T10', scope: 'video:v1#da', viewer: 'o:u1' },
    { bucket: '2026-03-01T11', scope: 'video:v1#en-us', viewer: 'p:u2' },
  ];

  it("the video's series and totals, and each language played in the range, most viewed first", () => {
    const report = aggregateVideoReport(buckets, 'v1', null, rollups, activity);
    expect(report.series.map((p) => [p.views, p.activeUsers])).toEqual([
      [2, 1],
      [1, 2],
    ]);
    expect(report.totals).toEqual({ views: 3, minutesWatched: 1, completions: 1, activeUsers: 2 });
    expect(report.languages).toEqual([
      { language: 'da', views: 2, minutesWatched: 1, completions: 0, activeUsers: 1 },
      { language: 'en-us', views: 1, minutesWatched: 0, completions: 1, activeUsers: 1 },
    ]);
  });

  it("one language's series and totals, the languages unchanged", () => {
    const report = aggregateVideoReport(buckets, 'v1', 'en-us', rollups, activity);
    expect(report.series.map((p) => p.views)).toEqual([0, 1]);
    expect(report.totals).toEqual({ views: 1, minutesWatched: 0, completions: 1, activeUsers: 1 });
    expect(report.languages.map((l) => l.language)).toEqual(['da', 'en-us']);
  });

  it('nothing watched: zeros and no languages', () => {
    const report = aggregateVideoReport(buckets, 'v9', null, rollups, activity);
    expect(report.totals).toEqual({ views: 0, minutesWatched: 0, completions: 0, activeUsers: 0 });
    expect(report.languages).toEqual([]);
  });
});
