/** 1 234 567 bytes → "1.2 MB": decimal units, one decimal below 10, in the reader's locale. */
export function formatFileSize(bytes: number, locale = 'en-US'): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  const number = value.toLocaleString(locale, {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  });
  return `${number} ${units[unit]}`;
}
