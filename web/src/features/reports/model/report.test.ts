import { describe, expect, it } from 'vitest';
import type { Report } from '#shared/api';
import { completionRate, csvFileName, rangeOf, reportCsv, reportPath } from './report';

const report: Report = {
  range: '24h',
  period: 'hour',
  shared: false,
  channelId: null,
  channelName: null,
  totals: { views: 3, minutesWatched: 1.5, completions: 1, activeUsers: 2 },
  series: [
    { at: '2026-03-01T10:00:00.000Z', views: 2, minutesWatched: 1, completions: 1, activeUsers: 2 },
    { at: '2026-03-01T11:00:00.000Z', views: 1, minutesWatched: 0.5, completions: 0, activeUsers: 1 },
  ],
  topVideos: [
    {
      id: 'v1',
      name: '=SUM(A1) "quoted", video',
      humanId: 'abc',
      views: 2,
      minutesWatched: 1,
      completions: 1,
    },
    { id: 'v2', name: null, humanId: null, views: 1, minutesWatched: 0.5, completions: 0 },
  ],
  topChannels: [
    { id: 'c1', name: 'Onboarding', humanId: null, views: 3, minutesWatched: 1.5, completions: 1 },
  ],
  mandatory: [{ trackId: 't1', name: 'Security', assigned: 4, completed: 1 }],
};

describe('report addresses', () => {
  it('organization and channel reports, own and shared; the range only when not the default', () => {
    expect(reportPath({ channelId: null, shared: false }, '30d')).toBe('/admin/reports');
    expect(reportPath({ channelId: null, shared: true }, '24h')).toBe('/admin/reports/shared?range=24h');
    expect(reportPath({ channelId: 'a b', shared: false }, '24h')).toBe('/channel/a%20b/reports?range=24h');
    expect(reportPath({ channelId: 'c', shared: true }, '30d')).toBe('/channel/c/reports/shared');
  });

  it('reads the range from the address, the last 30 days by default', () => {
    expect(rangeOf(new URLSearchParams('range=24h'))).toBe('24h');
    expect(rangeOf(new URLSearchParams('range=7d'))).toBe('30d');
    expect(rangeOf(new URLSearchParams(''))).toBe('30d');
  });
});

describe('rates', () => {
  it('completion rate in whole percent; nobody assigned is 0 %', () => {
    expect(completionRate({ assigned: 3, completed: 1 })).toBe(33);
    expect(completionRate({ assigned: 0, completed: 0 })).toBe(0);
  });
});

describe('CSV export', () => {
  it('writes the series with a total, then the top videos, channels and mandatory training', () => {
    const blocks = reportCsv(report).split('\r\n\r\n');
    expect(blocks[0]!.split('\r\n')).toEqual([
      'hour (UTC),views,minutes watched,completions,active users',
      '2026-03-01T10:00:00.000Z,2,1,1,2',
      '2026-03-01T11:00:00.000Z,1,0.5,0,1',
      'total,3,1.5,1,2',
    ]);
    // A formula is defused, quotes and commas are quoted; a video that is gone keeps its id.
    expect(blocks[1]!.split('\r\n')).toEqual([
      'video,views,minutes watched,completions',
      `"'=SUM(A1) ""quoted"", video",2,1,1`,
      'v2,1,0.5,0',
    ]);
    expect(blocks[2]).toBe('channel,views,minutes watched,completions\r\nOnboarding,3,1.5,1');
    expect(blocks[3]).toBe('mandatory track,assigned,completed\r\nSecurity,4,1\r\n');
  });

  it('a shared channel report has neither channels nor mandatory training', () => {
    const csv = reportCsv({ ...report, shared: true, channelId: 'c1', period: 'day' });
    expect(csv.split('\r\n\r\n')).toHaveLength(2);
    expect(csv.startsWith('day (UTC),')).toBe(true);
  });

  it('names the file after what, which range and when', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(csvFileName({ channelId: null, shared: false }, '30d', now)).toBe(
      'report-organization-30d-2026-03-01.csv',
    );
    expect(csvFileName({ channelId: 'c1', shared: true }, '24h', now)).toBe(
      'report-channel-c1-shared-24h-2026-03-01.csv',
    );
  });
});
