/**
 * Event-log paging (newest first, a cursor per page) and how an entry's change reads: each changed
 * attribute with its value before and after.
 */
export interface LogPaging {
  /** The cursors of the pages shown so far; the last one is the current page's (null: the first). */
  cursors: (string | null)[];
}

export const firstPage = (): LogPaging => ({ cursors: [null] });
export const currentCursor = (p: LogPaging) => p.cursors[p.cursors.length - 1] ?? null;
export const olderPage = (p: LogPaging, next: string): LogPaging => ({ cursors: [...p.cursors, next] });
export const newerPage = (p: LogPaging): LogPaging =>
  p.cursors.length > 1 ? { cursors: p.cursors.slice(0, -1) } : p;
export const pageNumber = (p: LogPaging) => p.cursors.length;

export interface ChangeRow {
  attribute: string;
  before: string;
  after: string;
}

/** A value as text: '' for none, lists joined, objects as JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ');
  return JSON.stringify(value);
}

export function changeRows(before: Record<string, unknown>, after: Record<string, unknown>): ChangeRow[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return names.map((attribute) => ({
    attribute,
    before: valueText(before[attribute]),
    after: valueText(after[attribute]),
  }));
}

/** `channelCommand.updateChannel` → `updateChannel`: the command type names what was done. */
export function actionName(action: string): string {
  const dot = action.lastIndexOf('.');
  return dot >= 0 ? action.slice(dot + 1) : action;
}
