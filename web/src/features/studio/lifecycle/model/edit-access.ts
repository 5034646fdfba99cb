/**
 * Whether the caller may edit what a studio section shows now, and if not why and what would let them
 * (spec 2 §4 "A published video must be unpublished and made draft before editing", check-out, locks).
 * The server's own guard decides (editRefusal for a version's content: the editor tabs;
 * videoFieldsRefusal for the video's own fields: overview and tags); this says it in the dictionary's
 * words so the section is read-only with a notice instead of failing on save. Pure.
 */
import type { VideoLifecycleView } from '#shared/api';
import {
  EDITABLE_STATUSES,
  PROCESSING_STATUSES,
  editRefusal,
  isPublishedContent,
  lockActive,
  mayTransition,
  statusLabelKey,
  videoFieldsRefusal,
} from '#shared/domain/video-lifecycle';
import { lockKindKey, toLifecycle, type Reason } from './editorial-bar';

/** What a section edits: one version's content (the editor tabs) or the video's own fields. */
export type EditScope = 'version' | 'video';

/** The sections that follow editorial control, and what each edits. Others (reports, files…) do not. */
const SECTION_SCOPES: Readonly<Record<string, EditScope>> = {
  overview: 'video',
  tags: 'video',
  effects: 'version',
  manuscript: 'version',
  'quick-guide': 'version',
  links: 'version',
  'voice-over': 'version',
};

export function sectionEditScope(sectionId: string): EditScope | null {
  return SECTION_SCOPES[sectionId] ?? null;
}

/** An action of the editorial bar that lifts a reason (the notice offers it). */
export type EditOffer = 'checkOut' | 'takeOver' | 'makeDraft';

export interface EditAccess {
  editable: boolean;
  /** Why not, in order: who holds the video, then its status or lock. Empty when editable. */
  reasons: Reason[];
  /** The bar's commands the notice offers: taking editorial control, and back to draft. */
  offers: EditOffer[];
}

/** The caller's id as the rules need it: the holder's when the caller holds the video, else nobody's. */
const callerId = (view: VideoLifecycleView) => (view.checkout?.mine ? view.checkout.userId : '');

/** The status or lock that blocks editing, whoever holds the video (null when none). */
function stateReason(view: VideoLifecycleView, version: number, scope: EditScope, now: Date): Reason | null {
  if (lockActive(view.lock, now)) {
    return { key: 'video-lifecycle-reason-locked', values: { kindKey: lockKindKey(view.lock.kind) } };
  }
  if (PROCESSING_STATUSES.includes(view.status)) {
    return { key: 'video-lifecycle-reason-locked', values: { kindKey: lockKindKey('processing') } };
  }
  if (view.status === 'published') {
    const published = scope === 'video' || isPublishedContent(toLifecycle(view), version);
    return published ? { key: 'video-lifecycle-edit-published' } : null;
  }
  if (!EDITABLE_STATUSES.includes(view.status)) {
    return { key: 'video-lifecycle-reason-status', values: { statusKey: statusLabelKey(view.status) } };
  }
  return null;
}

/** "Video is checked in" / "Video is checked out by …" unless the caller holds it. */
function controlReason(view: VideoLifecycleView): Reason | null {
  if (!view.checkout) return { key: 'video-lifecycle-checked-in' };
  if (!view.checkout.mine) {
    return { key: 'video-lifecycle-checked-out-by', values: { email: view.checkout.email } };
  }
  return null;
}

/** The caller's access to `version` (scope `version`) or to the video's fields (scope `video`). */
export function editAccess(
  view: VideoLifecycleView,
  version: number,
  scope: EditScope,
  now = new Date(),
): EditAccess {
  const video = toLifecycle(view);
  const refusal =
    scope === 'video'
      ? videoFieldsRefusal(video, callerId(view), now)
      : editRefusal(video, version, callerId(view), now);
  if (!refusal) return { editable: true, reasons: [], offers: [] };
  const control = controlReason(view);
  const state = stateReason(view, version, scope, now);
  const offers: EditOffer[] = [];
  // Editorial control can be taken at any status but archived (the bar's rule), so that it is held once
  // a job ends; back to draft where the table allows it from a status that is not editable.
  if (!view.checkout && view.status !== 'archived') offers.push('checkOut');
  if (view.checkout && !view.checkout.mine) offers.push('takeOver');
  if (state?.key === 'video-lifecycle-reason-status' && mayTransition(view.status, 'makeDraft')) {
    offers.push('makeDraft');
  }
  return { editable: false, reasons: [control, state].filter((r): r is Reason => r !== null), offers };
}
