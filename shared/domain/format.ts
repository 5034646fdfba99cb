/**
 * Display formats shared by the web app and the server (spec 1 §9 "Number abbreviations K and M;
 * duration format h:mm:ss"; spec 2 §9 "dates as month name, day ordinal, year").
 */

/**
 * 950 → "950", 1 200 → "1.2K", 3 400 000 → "3.4M". One decimal, dropped when it is zero ("1K", not
 * "1.0K"); rounded down so a count never shows more than it is (1 999 → "1.9K"). A value that would
 * round up to 1000K is shown in M.
 */
export function abbreviateNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const n = Math.abs(Math.trunc(value));
  if (n < 1000) return `${sign}${n}`;
  const [divisor, unit] = n < 1_000_000 ? [1000, 'K'] : [1_000_000, 'M'];
  const scaled = Math.floor((n / divisor) * 10) / 10;
  return `${sign}${stripZero(scaled)}${unit}`;
}

function stripZero(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/**
 * Seconds → "h:mm:ss" (spec); under an hour the hour is left out ("4:05"), as video players show it.
 * Fractions are dropped (a 59.9 s video is "0:59").
 */
export function formatDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** "Duration arrives in milliseconds and is converted to seconds" (spec 1 §2, embeds). */
export function formatDurationMs(milliseconds: number): string {
  return formatDuration(milliseconds / 1000);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 1 → "1st", 2 → "2nd", 3 → "3rd", 11–13 → "th", 21 → "21st", 22 → "22nd". */
export function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  switch (day % 10) {
    case 1:
      return `${day}st`;
    case 2:
      return `${day}nd`;
    case 3:
      return `${day}rd`;
    default:
      return `${day}th`;
  }
}

/**
 * "November 21st, 2026": month name, day ordinal, year. Calendar fields are read in UTC by default so
 * the server and every browser print the same day for a stored timestamp; pass a time zone to show a
 * user's local day.
 */
export function formatLongDate(date: Date | string | number, timeZone = 'UTC'): string {
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(d);
  const field = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return `${MONTHS[field('month') - 1]} ${ordinal(field('day'))}, ${field('year')}`;
}
