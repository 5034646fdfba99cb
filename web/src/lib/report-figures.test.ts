import { describe, expect, it } from 'vitest';
import type { ReportPoint } from '#shared/api';
import { chartPoints, isEmptyReport } from './report-figures';

const report: {
  period: 'hour';
  series: ReportPoint[];
  totals: { views: number; minutesWatched: number; completions: number; activeUsers: number };
} = {
  period: 'hour',
  totals: { views: 3, minutesWatched: 1.5, completions: 1, activeUsers: 2 },
  series: [
    { at: '2026-03-01T10:00:00.000Z', views: 2, minutesWatched: 1, completions: 1, activeUsers: 2 },
    { at: '2026-03-01T11:00:00.000Z', views: 1, minutesWatched: 0.5, completions: 0, activeUsers: 1 },
  ],
};

describe('chart points', () => {
  it('label hours as times in the viewer’s time zone', () => {
    const hours = chartPoints(report, 'en-US', 'UTC');
    expect(hours.map((p) => p.label)).toEqual(['10:00 AM', '11:00 AM']);
    expect(hours[0]).toMatchObject({ views: 2, activeUsers: 2, completions: 1, minutesWatched: 1 });
    expect(chartPoints(report, 'en-US', 'Asia/Kolkata').map((p) => p.label)).toEqual([
      '03:30 PM',
      '04:30 PM',
    ]);
  });

  it('label days by their UTC date, also west of Greenwich', () => {
    const days = chartPoints(
      { period: 'day', series: [{ ...report.series[0]!, at: '2026-03-01T00:00:00.000Z' }] },
      'en-US',
      'America/New_York',
    );
    expect(days[0]!.label).toBe('Mar 1');
  });
});

describe('empty state', () => {
  it('is empty only when nothing at all was counted', () => {
    expect(isEmptyReport(report)).toBe(false);
    expect(isEmptyReport({ totals: { views: 0, minutesWatched: 0, completions: 0, activeUsers: 0 } })).toBe(
      true,
    );
    expect(isEmptyReport({ totals: { views: 0, minutesWatched: 0, completions: 0, activeUsers: 1 } })).toBe(
      false,
    );
  });
});
