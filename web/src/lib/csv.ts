/**
 * CSV for the exports (reports, users' usage, a playlist's compliance): fields quoted where CSV needs it,
 * and a cell a spreadsheet would run as a formula (a leading = + - @) defused with a quote mark.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line. */
export const csvLine = (values: readonly (string | number)[]) => values.map(csvField).join(',');

/** A whole file: the lines, CRLF-separated and ended. */
export const csvText = (lines: readonly string[]) => `${lines.join('\r\n')}\r\n`;
