/**
 * Rules of the notifications UI (spec 1 §4 "Notifications", §6, §9), pure so they are unit-tested.
 */
import type { Notification } from '#shared/api';
import type { FeatureFlag } from '#shared/domain/feature-flags';

/** Spec 1 §9: "Notifications shown: 10; notification popup width 480 px; notification toast 10 s". */
export const NOTIFICATIONS_SHOWN = 10;
export const POPUP_WIDTH_PX = 480;
export const TOAST_MS = 10_000;

/**
 * Spec 1 §6: "Flags gate notifications (configuration 'tube' enables fetching)"; spec 2 §6: "The
 * notifications feature has a configuration where tube enables fetching".
 */
export function notificationsEnabled(flags: readonly FeatureFlag[]): boolean {
  return flags.some((f) => f.featureId === 'notifications' && f.configuration === 'tube');
}

/** "When the list opens, unseen items are marked seen": the ids to send. */
export function unseenIds(items: readonly Pick<Notification, 'id' | 'isSeen'>[]): string[] {
  return items.filter((n) => !n.isSeen).map((n) => n.id);
}

/**
 * "Each new notification appears as a toast": the items of a refetch that were not in the previous
 * list and are unseen. The first load shows none (they are not new to this page, only to the server).
 */
export function newNotifications<T extends Pick<Notification, 'id' | 'isSeen'>>(
  known: ReadonlySet<string> | null,
  items: readonly T[],
): T[] {
  if (known === null) return [];
  return items.filter((n) => !known.has(n.id) && !n.isSeen);
}

/**
 * Where clicking a notification goes: watch-video opens the video (a mandatory playlist opens
 * /mandatory, where it is listed); other types stay (null).
 */
export function notificationTarget(n: Pick<Notification, 'type' | 'humanId' | 'trackId'>): string | null {
  if (n.type !== 'watch-video') return null;
  if (n.humanId) return `/video/${encodeURIComponent(n.humanId)}`;
  return n.trackId ? '/mandatory' : null;
}

/** The bell's badge text: the count, 99+ above 99. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
