/**
 * The /admin/users/usage CSV export: one line per user (e-mail, name, videos watched, minutes watched,
 * last activity), fields quoted where CSV needs it, and a line that spreadsheet apps would read as a
 * formula defused (a leading = + - @ gets a quote mark).
 */
import { csvLine, csvText } from '../../../lib/csv';

export interface UsageLine {
  email: string;
  firstName: string;
  lastName: string;
  videosWatched: number;
  minutesWatched: number;
  lastActivity: string | null;
}

export const USAGE_CSV_HEADER = ['email', 'name', 'videos watched', 'minutes watched', 'last activity'];

export function usageCsv(lines: readonly UsageLine[]): string {
  const rows = lines.map((u) =>
    csvLine([
      u.email,
      `${u.firstName} ${u.lastName}`.trim(),
      u.videosWatched,
      u.minutesWatched,
      u.lastActivity ?? '',
    ]),
  );
  return csvText([USAGE_CSV_HEADER.join(','), ...rows]);
}
