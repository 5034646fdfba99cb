/**
 * A due date as the reader reads it, in their language: the day it names is a UTC day
 * (shared/domain/training-due.ts), so it is formatted in UTC, not the browser's zone.
 */
export function dueDayText(iso: string, language: string): string {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}
