import { describe, expect, it } from 'vitest';
import {
  badgeText,
  newNotifications,
  notificationsEnabled,
  notificationTarget,
  NOTIFICATIONS_SHOWN,
  POPUP_WIDTH_PX,
  TOAST_MS,
  unseenIds,
} from './notifications';

const n = (id: string, isSeen = false) => ({ id, isSeen });

describe('notifications model', () => {
  it('spec 1 §9: "Notifications shown: 10; notification popup width 480 px; notification toast 10 s"', () => {
    expect([NOTIFICATIONS_SHOWN, POPUP_WIDTH_PX, TOAST_MS]).toEqual([10, 480, 10_000]);
  });

  it('spec 1 §6: the notifications flag with configuration "tube" enables fetching, nothing else does', () => {
    const flag = (configuration: 'tube' | 'deactivated' | string[]) => [
      { featureId: 'notifications', configuration, activatedIn: [] },
    ];
    expect(notificationsEnabled(flag('tube'))).toBe(true);
    expect(notificationsEnabled(flag('deactivated'))).toBe(false);
    expect(notificationsEnabled(flag(['tube-acme']))).toBe(false);
    expect(notificationsEnabled([])).toBe(false);
  });

  it('"When the list opens, unseen items are marked seen": the unseen ids', () => {
    expect(unseenIds([n('a'), n('b', true), n('c')])).toEqual(['a', 'c']);
  });

  it('toasts only what a refetch brings that was not listed before and is unseen; none on first load', () => {
    expect(newNotifications(null, [n('a'), n('b')])).toEqual([]);
    expect(newNotifications(new Set(['a']), [n('c'), n('b', true), n('a')])).toEqual([n('c')]);
  });

  it('"for watch-video type, opens the video"; other types stay', () => {
    expect(notificationTarget({ type: 'watch-video', humanId: 'intro-1' })).toBe('/video/intro-1');
    expect(notificationTarget({ type: 'operational', humanId: 'intro-1' })).toBeNull();
    expect(notificationTarget({ type: 'watch-video' })).toBeNull();
    expect(notificationTarget({ type: 'watch-video', trackId: 't1' })).toBe('/mandatory');
  });

  it('shows the unseen count on the bell (99+ above 99, nothing at 0)', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(3)).toBe('3');
    expect(badgeText(120)).toBe('99+');
  });
});
