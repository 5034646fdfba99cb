/**
 * The report pages' pure rules: which report an address shows and the CSV export (defused for
 * spreadsheets). The chart points and the empty state are every report's (src/lib/report-figures.ts).
 */
import { csvLine } from '../../../lib/csv';
import type { Report } from '#shared/api';
import type { ReportRange } from '#shared/domain/reports';

export interface ReportTarget {
  /** null: the organization's report (/admin/reports…). */
  channelId: string | null;
  shared: boolean;
}

/** The address of a report page (the own / shared switch keeps the range in the query). */
export function reportPath(target: ReportTarget, range: ReportRange): string {
  const base = target.channelId
    ? `/channel/${encodeURIComponent(target.channelId)}/reports`
    : '/admin/reports';
  const path = target.shared ? `${base}/shared` : base;
  return range === '30d' ? path : `${path}?range=${range}`;
}

/** The range of an address' `?range=` (the default: the last 30 days). */
export function rangeOf(search: URLSearchParams): ReportRange {
  return search.get('range') === '24h' ? '24h' : '30d';
}

/** Completed of assigned, as a whole percentage (0 when nobody is assigned). */
export function completionRate(row: { assigned: number; completed: number }): number {
  return row.assigned === 0 ? 0 : Math.round((row.completed / row.assigned) * 100);
}

const line = csvLine;

/**
 * The report as CSV: the series (bucket start in UTC, ISO), then the top videos, the top channels and
 * the mandatory training, each a block with its own header, separated by an empty line.
 */
export function reportCsv(report: Report): string {
  const blocks: string[][] = [
    [
      line([
        report.period === 'day' ? 'day (UTC)' : 'hour (UTC)',
        'views',
        'minutes watched',
        'completions',
        'active users',
      ]),
      ...report.series.map((p) => line([p.at, p.views, p.minutesWatched, p.completions, p.activeUsers])),
      line([
        'total',
        report.totals.views,
        report.totals.minutesWatched,
        report.totals.completions,
        report.totals.activeUsers,
      ]),
    ],
    [
      line(['video', 'views', 'minutes watched', 'completions']),
      ...report.topVideos.map((v) => line([v.name ?? v.id, v.views, v.minutesWatched, v.completions])),
    ],
  ];
  if (report.channelId === null) {
    blocks.push([
      line(['channel', 'views', 'minutes watched', 'completions']),
      ...report.topChannels.map((c) => line([c.name ?? c.id, c.views, c.minutesWatched, c.completions])),
    ]);
  }
  if (!report.shared) {
    blocks.push([
      line(['mandatory track', 'assigned', 'completed']),
      ...report.mandatory.map((m) => line([m.name, m.assigned, m.completed])),
    ]);
  }
  return `${blocks.map((b) => b.join('\r\n')).join('\r\n\r\n')}\r\n`;
}

/** The export's file name: what, which range, when. */
export function csvFileName(target: ReportTarget, range: ReportRange, now: Date): string {
  const what = target.channelId ? `channel-${target.channelId}` : 'organization';
  return `report-${what}${target.shared ? '-shared' : ''}-${range}-${now.toISOString().slice(0, 10)}.csv`;
}
