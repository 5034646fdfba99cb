/**
 * The editorial bar's status actions besides publishing (spec 2 §4 video life cycle): a draft marked
 * ready to publish (translation and playlist building wait for it, spec 2 §4/§5), and back to draft
 * (from readyToPublish, unpublished or timedOut: "A published video must be unpublished and made draft
 * before editing"). The table (shared/domain/video-lifecycle.ts) decides; the write is conditional on
 * the status that was checked.
 */
import type { VideoLifecycleCommand } from '#shared/api/endpoints/video-lifecycle.js';
import {
  LIFECYCLE_TEXTS,
  nextStatus,
  transitionRefusal,
  type LifecycleAction,
} from '#shared/domain/video-lifecycle.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { videoLifecycleData } from '../../core/data/video-lifecycle.js';
import { HttpError, conflict } from '../../core/http/errors.js';
import { logChange, videoSubject } from '../../core/domain/event-log.js';
import { lifecycleOf, settleExpiredLock } from '../../core/domain/video-editing.js';
import { displayNameOf } from '../../core/domain/tasks.js';
import { translateAutomatically } from '../../core/domain/translation-requests.js';
import { logger } from '../../core/http/logger.js';
import { editableVideo } from './editorial-control.js';

async function transition(tenant: TenantContext, videoId: string, action: LifecycleAction, command: string) {
  const video = await settleExpiredLock(await editableVideo(tenant, videoId));
  const state = lifecycleOf(video);
  const refusal = transitionRefusal(state, action);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  const to = nextStatus(state.status, action);
  if (!to) throw conflict(LIFECYCLE_TEXTS.refused(action, state.status));
  if (!(await videoLifecycleData(tenant.activeOrgId).setStatus(video.videoId, state.status, to))) {
    throw conflict(LIFECYCLE_TEXTS.changed);
  }
  await logChange(tenant, videoSubject(video), `videoLifecycleCommand.${command}`, {
    before: { status: state.status },
    after: { status: to },
  });
  if (to === 'readyToPublish') {
    // The organization's autoGenerateTranslationTask: ready to publish is when translation may start.
    const requester = { userId: tenant.userId, email: tenant.email, name: await displayNameOf(tenant) };
    await translateAutomatically(tenant.activeOrgId, video, requester).catch((error: unknown) =>
      logger.error('automatic translation not started', { videoId: video.videoId, error }),
    );
  }
  return { id: video.videoId };
}

type Payload<T extends VideoLifecycleCommand['type']> = Extract<
  VideoLifecycleCommand,
  { type: T }
>['payload'];

export function markReadyToPublish(tenant: TenantContext, payload: Payload<'markReadyToPublish'>) {
  return transition(tenant, payload.videoId, 'markReady', 'markReadyToPublish');
}

export function makeDraft(tenant: TenantContext, payload: Payload<'makeDraft'>) {
  return transition(tenant, payload.videoId, 'makeDraft', 'makeDraft');
}
