/**
 * Channel drill-down menu constants and rules (spec 1 §2, §9): "384 px high, scrolls in steps of 48 px";
 * "scroll arrow when more than 12 entries (10 entries in the drill-down variant); names truncated with
 * a tooltip above 31 characters (26 if marked shared or external)".
 */
export const CHANNEL_MENU_HEIGHT = 384;
export const CHANNEL_MENU_SCROLL_STEP = 48;
export const CHANNEL_MENU_ITEM_HEIGHT = 48;

export type ChannelMenuVariant = 'toolbar' | 'drilldown';
export type ChannelMenuBadge = 'external' | 'shared' | null;

const ARROW_THRESHOLD: Record<ChannelMenuVariant, number> = { toolbar: 12, drilldown: 10 };

/** Scroll arrows appear when a level has more entries than its variant's threshold. */
export function needsScrollArrows(entryCount: number, variant: ChannelMenuVariant): boolean {
  return entryCount > ARROW_THRESHOLD[variant];
}

export function nameLimit(badge: ChannelMenuBadge): number {
  return badge ? 26 : 31;
}

/** The name as shown, and whether it was shortened (then the full name shows in a tooltip). */
export function truncateName(name: string, badge: ChannelMenuBadge): { text: string; truncated: boolean } {
  const limit = nameLimit(badge);
  const chars = [...name]; // by code point: an emoji or accented letter is never split
  if (chars.length <= limit) return { text: name, truncated: false };
  return { text: `${chars.slice(0, limit).join('').trimEnd()}…`, truncated: true };
}

/** The next scroll offset for an arrow press, kept inside the scrollable range. */
export function nextScrollTop(current: number, direction: 'up' | 'down', maxScroll: number): number {
  const next = current + (direction === 'down' ? CHANNEL_MENU_SCROLL_STEP : -CHANNEL_MENU_SCROLL_STEP);
  return Math.min(Math.max(0, next), Math.max(0, maxScroll));
}
