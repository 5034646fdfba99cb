/**
 * What the editorial bar offers for a video's life-cycle state (shared/domain/video-lifecycle.ts, the
 * server's table): each action enabled, or disabled with the dictionary key and values of the reason.
 * Pure: the bar renders it, the server decides again.
 */
import type { VideoLifecycleView } from '#shared/api';
import {
  PROCESSING_STATUSES,
  controlRefusal,
  deleteRefusal,
  hasUnpublishedVersion,
  lockActive,
  mayTransition,
  statusLabelKey,
  type LifecycleAction,
  type LifecycleVideo,
  type LockKind,
} from '#shared/domain/video-lifecycle';

export const BAR_ACTIONS = [
  'checkOut',
  'checkIn',
  'takeOver',
  'forceCheckIn',
  'markReady',
  'publish',
  'unpublish',
  'makeDraft',
  'archive',
  'restore',
  'delete',
] as const;
export type BarAction = (typeof BAR_ACTIONS)[number];

/** A reason as the dictionary says it: a key and its values (a status's or lock's own key included). */
export interface Reason {
  key: string;
  values?: Record<string, string>;
}

export interface BarButton {
  action: BarAction;
  /** Disabled buttons say why. */
  disabledBecause: Reason | null;
}

export const lockKindKey = (kind: LockKind) => `video-lifecycle-lock-${kind}`;

/** The rules' view of the bar's read. */
export function toLifecycle(view: VideoLifecycleView): LifecycleVideo {
  return {
    status: view.status,
    lastVersion: view.lastVersion,
    publishedVersion: view.publishedVersion ?? undefined,
    lock: view.lock,
    checkout: view.checkout,
  };
}

/** Why a status change by `action` is not possible now, or null (locks first, then the table). */
function statusReason(view: VideoLifecycleView, action: LifecycleAction, now: Date): Reason | null {
  if (lockActive(view.lock, now)) {
    return { key: 'video-lifecycle-reason-locked', values: { kindKey: lockKindKey(view.lock.kind) } };
  }
  if (mayTransition(view.status, action)) return null;
  if (action === 'publish' && hasUnpublishedVersion(toLifecycle(view))) return null;
  return { key: 'video-lifecycle-reason-status', values: { statusKey: statusLabelKey(view.status) } };
}

/**
 * The bar's buttons, in order. Control: check out when nobody holds it; check in when the caller does;
 * take over (and, for admins, force a check-in) when someone else does.
 */
export function barButtons(view: VideoLifecycleView, now = new Date()): BarButton[] {
  const buttons: BarButton[] = [];
  const held = view.checkout;
  if (!held) {
    buttons.push({
      action: 'checkOut',
      disabledBecause:
        view.status === 'archived'
          ? { key: 'video-lifecycle-reason-status', values: { statusKey: statusLabelKey('archived') } }
          : null,
    });
  } else if (held.mine) {
    buttons.push({ action: 'checkIn', disabledBecause: null });
  } else {
    buttons.push({ action: 'takeOver', disabledBecause: null });
    if (view.mayForce) buttons.push({ action: 'forceCheckIn', disabledBecause: null });
  }
  buttons.push({ action: 'markReady', disabledBecause: statusReason(view, 'markReady', now) });
  if (view.status === 'published' && !hasUnpublishedVersion(toLifecycle(view))) {
    buttons.push({ action: 'unpublish', disabledBecause: null });
  } else {
    buttons.push({ action: 'publish', disabledBecause: statusReason(view, 'publish', now) });
  }
  buttons.push({ action: 'makeDraft', disabledBecause: statusReason(view, 'makeDraft', now) });
  if (view.status === 'archived')
    buttons.push({ action: 'restore', disabledBecause: archiveReason(view, now) });
  else buttons.push({ action: 'archive', disabledBecause: archiveReason(view, now) });
  const refusal = deleteRefusal(toLifecycle(view), held?.mine ? held.userId : '', now);
  buttons.push({ action: 'delete', disabledBecause: refusal ? deleteReason(view, now) : null });
  return buttons;
}

/**
 * Why archive (or, for an archived video, restore) is not possible now, or null — the server's rule:
 * no lock, not held by another editor (controlRefusal), then the transition table; a published video is
 * unpublished first, a processed one waits for its job.
 */
function archiveReason(view: VideoLifecycleView, now: Date): Reason | null {
  const action = view.status === 'archived' ? 'restore' : 'archive';
  if (controlRefusal(toLifecycle(view), view.checkout?.mine ? view.checkout.userId : '', action, now)) {
    if (lockActive(view.lock, now)) {
      return { key: 'video-lifecycle-reason-locked', values: { kindKey: lockKindKey(view.lock.kind) } };
    }
    return { key: 'video-lifecycle-checked-out-by', values: { email: view.checkout?.email ?? '' } };
  }
  if (mayTransition(view.status, action)) return null;
  if (view.status === 'published') return { key: 'video-lifecycle-reason-published' };
  if (PROCESSING_STATUSES.includes(view.status)) {
    return { key: 'video-lifecycle-reason-locked', values: { kindKey: lockKindKey('processing') } };
  }
  return { key: 'video-lifecycle-reason-status', values: { statusKey: statusLabelKey(view.status) } };
}

function deleteReason(view: VideoLifecycleView, now: Date): Reason {
  if (lockActive(view.lock, now)) {
    return { key: 'video-lifecycle-reason-locked', values: { kindKey: lockKindKey(view.lock.kind) } };
  }
  if (view.status === 'published') return { key: 'video-lifecycle-reason-published' };
  if (view.checkout && !view.checkout.mine) {
    return { key: 'video-lifecycle-checked-out-by', values: { email: view.checkout.email } };
  }
  return { key: 'video-lifecycle-reason-status', values: { statusKey: statusLabelKey(view.status) } };
}

/** The control line: "Video is checked in" or who holds it (spec 2 §8). */
export function controlLine(view: VideoLifecycleView): Reason {
  if (!view.checkout) return { key: 'video-lifecycle-checked-in' };
  if (view.checkout.mine) return { key: 'video-lifecycle-checked-out-by-you' };
  return { key: 'video-lifecycle-checked-out-by', values: { email: view.checkout.email } };
}
