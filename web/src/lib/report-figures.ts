/**
 * What every report shows the same way (the organization's and channels' reports, the studio's video
 * reports): the chart points of a series in the viewer's language and time zone, and the empty state.
 */
import type { ReportPoint } from '#shared/api';
import type { ReportPeriod } from '#shared/domain/reports';

export interface ChartPoint {
  label: string;
  views: number;
  activeUsers: number;
  completions: number;
  minutesWatched: number;
}

/**
 * The series as chart points, in the viewer's language: a day bucket by its (UTC) date, which local time
 * would shift to the day before west of Greenwich; an hour bucket by its start in the viewer's time zone.
 */
export function chartPoints(
  report: { series: readonly ReportPoint[]; period: ReportPeriod },
  locale: string,
  timeZone?: string,
) {
  const format = new Intl.DateTimeFormat(
    locale,
    report.period === 'day'
      ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
      : { hour: '2-digit', minute: '2-digit', ...(timeZone ? { timeZone } : {}) },
  );
  return report.series.map((p): ChartPoint => ({
    label: format.format(new Date(p.at)),
    views: p.views,
    activeUsers: p.activeUsers,
    completions: p.completions,
    minutesWatched: p.minutesWatched,
  }));
}

export interface ReportTotals {
  views: number;
  minutesWatched: number;
  completions: number;
  activeUsers: number;
}

/** Nothing watched in the range (a report's other sections may still have rows). */
export function isEmptyReport(report: { totals: ReportTotals }): boolean {
  const { views, minutesWatched, completions, activeUsers } = report.totals;
  return views === 0 && minutesWatched === 0 && completions === 0 && activeUsers === 0;
}
