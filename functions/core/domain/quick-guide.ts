/**
 * The quick guide (issue 12; docs/decisions.md "Quick guide"): its pages are the chapters marked for it
 * (shared/domain/quick-guide.ts); each needs a still at its start, captured by a MediaConvert job that a
 * request object starts (functions/media/startQuickGuideStills.ts); the PDF is composed from the stills
 * and manuscripts when someone downloads it and its content changed since the last one
 * (quick-guide-download.ts).
 */
import { QUICK_GUIDE_TEXTS, type QuickGuideStillState } from '#shared/api/endpoints/quick-guide.js';
import {
  missingStills,
  quickGuideEntries,
  stillMs,
  type QuickGuideEntry,
} from '#shared/domain/quick-guide.js';
import type { SubtitleChapter } from '#shared/api/endpoints/rendering.js';
import { renderingData } from '../data/rendering-data.js';
import { quickGuideData, type GuideRef, type StoredQuickGuide } from '../data/quick-guide-data.js';
import { env } from '../http/env.js';
import { logger } from '../http/logger.js';
import { quickGuideRequestKey } from '../media/quick-guide-keys.js';
import { s3 } from '../media/s3.js';
import { originalOf } from './original.js';

/** How long a capture holds the guide before another may start (a job that never reported). */
export const CAPTURE_HOLD_MS = 15 * 60 * 1000;

export interface GuideState {
  ref: GuideRef & { orgId: string };
  entries: QuickGuideEntry[];
  record: StoredQuickGuide | null;
  /** Captured stills by chapter start (ms). */
  stills: Map<number, string>;
  missing: number[];
  /** A capture is at work (and has not expired). */
  capturing: boolean;
}

/** The guide of a version × language as it stands: its pages, their stills, what is missing. */
export async function guideState(orgId: string, ref: GuideRef, now = new Date()): Promise<GuideState> {
  const [rendering, record] = await Promise.all([
    renderingData(orgId).get(ref.videoId, ref.version, ref.language),
    quickGuideData(orgId).get(ref),
  ]);
  const entries = quickGuideEntries(rendering?.subtitles.chapters ?? []);
  const stills = new Map((record?.stills ?? []).map((s) => [s.ms, s.key]));
  return {
    ref: { orgId, ...ref },
    entries,
    record: record ?? null,
    stills,
    missing: missingStills(entries, new Set(stills.keys())),
    capturing: Boolean(record?.pendingId && (record.pendingExpiresAt ?? '') > now.toISOString()),
  };
}

/** Writes the request whose arrival starts the capture of the guide's missing stills. */
export async function requestStills(ref: GuideRef & { orgId: string }): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: env.uploadsBucket(),
      Key: quickGuideRequestKey(ref),
      Body: JSON.stringify({ requestedAt: new Date().toISOString() }),
      ContentType: 'application/json',
    }),
  );
}

export type StillsProgress = { stills: QuickGuideStillState; message?: string };

/**
 * What the stills are doing (pure): ready when none is missing; capturing while a capture is at work;
 * after a failed capture `failed`, unless `retryFailed` (the editor's save of a changed guide: a reader's
 * poll never starts a failing job over and over); else 'ask': the missing ones are to be asked for.
 */
export function stillsStep(
  state: Pick<GuideState, 'missing' | 'capturing'> & { error?: string | undefined },
  options: { retryFailed?: boolean } = {},
): StillsProgress | 'ask' {
  if (state.missing.length === 0) return { stills: 'ready' };
  if (state.capturing) return { stills: 'capturing' };
  if (state.error && !options.retryFailed) return { stills: 'failed', message: state.error };
  return 'ask';
}

/** What the stills are doing, asking for the missing ones (when the version has its original). */
export async function stillsProgress(
  state: GuideState,
  options: { retryFailed?: boolean } = {},
): Promise<StillsProgress> {
  const step = stillsStep({ ...state, error: state.record?.error }, options);
  if (step !== 'ask') return step;
  const { orgId, videoId, version, language } = state.ref;
  if (!(await originalOf(orgId, videoId, version, language))) {
    return { stills: 'waiting', message: QUICK_GUIDE_TEXTS.noMedia };
  }
  await requestStills(state.ref);
  return { stills: 'capturing' };
}

/**
 * After the editor's save: when the saved chapters have pages without a still, their capture is asked
 * for (a failed one too: the guide changed). Best effort: the save stands whatever happens here.
 */
export async function afterQuickGuideEdit(
  orgId: string,
  ref: GuideRef,
  before: readonly SubtitleChapter[],
  after: readonly SubtitleChapter[],
): Promise<void> {
  const starts = (chapters: readonly SubtitleChapter[]) =>
    quickGuideEntries(chapters)
      .map((e) => stillMs(e.chapter.startSeconds))
      .join(',');
  if (starts(after) === '' || starts(before) === starts(after)) return;
  try {
    await stillsProgress(await guideState(orgId, ref), { retryFailed: true });
  } catch (error) {
    logger.error('quick guide stills not requested after a save', { error: String(error) });
  }
}
