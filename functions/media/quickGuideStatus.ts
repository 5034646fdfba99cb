/**
 * A quick guide's stills job-state events (called by transcodeStatus for jobs tagged `quickGuideStills`):
 * on COMPLETE the captures become the stills of the starts the capture was taken for (capture n of
 * start n: quick-guide-settings.ts), checked against the final capture MediaConvert reports; on ERROR the
 * capture ends with its error. Only the capture at work may end (a late or repeated event changes
 * nothing). Pages that were marked while the job ran are asked for once it has ended.
 */
import { QUICK_GUIDE_TEXTS } from '#shared/api/endpoints/quick-guide.js';
import { logger } from '../core/http/logger.js';
import { quickGuideData } from '../core/data/quick-guide-data.js';
import { guideState, requestStills } from '../core/domain/quick-guide.js';
import { isCaptureId, stillKey } from '../core/media/quick-guide-keys.js';
import type { RenditionRef } from '../core/media/keys.js';
import type { MediaConvertJobEvent } from './transcodeStatus.js';

/** The number of the final capture (still.<n>.jpg) the job reports, or null. */
export function finalCapture(event: MediaConvertJobEvent): number | null {
  for (const group of event.detail.outputGroupDetails ?? []) {
    for (const output of group.outputDetails ?? []) {
      const match = /\/still\.(\d{7})\.jpg$/.exec(output.outputFilePaths?.[0] ?? '');
      if (match) return Number(match[1]);
    }
  }
  return null;
}

export async function quickGuideStatus(
  event: MediaConvertJobEvent,
  known: RenditionRef & { captureId: string },
): Promise<void> {
  const { orgId, captureId, ...guide } = known;
  if (!isCaptureId(captureId)) return;
  const data = quickGuideData(orgId);
  const status = event.detail.status;
  if (status !== 'COMPLETE' && status !== 'ERROR' && status !== 'CANCELED') return;
  const record = await data.get(guide);
  if (record?.pendingId !== captureId) return;
  const starts = record.pendingMs ?? [];
  let ended: boolean;
  if (status === 'COMPLETE' && (finalCapture(event) ?? -1) + 1 >= starts.length && starts.length > 0) {
    const ref = { orgId, ...guide };
    const stills = starts.map((ms, n) => ({ ms, key: stillKey(ref, captureId, n) }));
    ended = await data.finishCapture(guide, captureId, { stills });
    logger.info('quick guide stills captured', { stills: stills.length });
  } else {
    logger.warn('quick guide stills job failed', {
      status,
      errorMessage: event.detail.errorMessage,
      finalCapture: finalCapture(event),
      asked: starts.length,
    });
    ended = await data.finishCapture(guide, captureId, { error: QUICK_GUIDE_TEXTS.failed });
  }
  if (!ended || status !== 'COMPLETE') return;
  const state = await guideState(orgId, guide);
  if (state.missing.length > 0) await requestStills(state.ref);
}
