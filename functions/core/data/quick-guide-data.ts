/**
 * Quick guides of ONE organization's videos, per video × version × language (access patterns 140–141):
 * the stills captured at chapter starts, the one capture job at work, the PDF last composed. Taking a
 * capture is conditional (none at work, or the one at work expired), and only the capture that is at
 * work may record its outcome, so two requests never start two jobs and a late event changes nothing.
 */
import { getEntities } from './entities/index.js';
import { conditionally } from './errors.js';

export interface GuideRef {
  videoId: string;
  version: number;
  language: string;
}

export interface CapturedStill {
  /** The chapter's start, ms. */
  ms: number;
  /** Media-bucket key of the JPEG. */
  key: string;
}

export interface GuidePdf {
  key: string;
  fingerprint: string;
  pages: number;
  composedAt: string;
}

/** Stills kept per guide: the ones of its current chapters, and a few of earlier ones (undo). */
const KEPT_STILLS = 300;

export function quickGuideData(orgId: string) {
  if (!orgId) throw new Error('quickGuideData needs an organization id');
  const e = getEntities();
  const keyOf = (ref: GuideRef) => ({ orgId, ...ref });
  return {
    async get(ref: GuideRef) {
      return (await e.quickGuide.get(keyOf(ref)).go()).data;
    },
    /**
     * Takes the guide's capture for `ms` (pattern 141): only when no capture is at work or the one at work
     * expired. False when another one holds it.
     */
    startCapture(
      ref: GuideRef,
      capture: { id: string; ms: number[]; expiresAt: string },
      now = new Date(),
    ): Promise<boolean> {
      return conditionally(() =>
        e.quickGuide
          .upsert({
            ...keyOf(ref),
            pendingId: capture.id,
            pendingMs: capture.ms,
            pendingExpiresAt: capture.expiresAt,
          })
          .remove(['pendingJobId', 'error'])
          .where(
            ({ pendingId, pendingExpiresAt }, { notExists, lt }) =>
              `${notExists(pendingId)} OR ${lt(pendingExpiresAt, now.toISOString())}`,
          )
          .go(),
      );
    },
    /** The MediaConvert job of the capture at work. */
    setCaptureJob(ref: GuideRef, id: string, jobId: string): Promise<boolean> {
      return conditionally(() =>
        e.quickGuide
          .patch(keyOf(ref))
          .set({ pendingJobId: jobId })
          .where(({ pendingId }, { eq }) => eq(pendingId, id))
          .go(),
      );
    },
    /**
     * Ends the capture `id` (only if it is still the one at work): its stills join the guide's (a start
     * captured again takes the new still), or its error is kept. False when another capture is at work.
     */
    async finishCapture(
      ref: GuideRef,
      id: string,
      outcome: { stills: CapturedStill[] } | { error: string },
    ): Promise<boolean> {
      const current = await this.get(ref);
      if (current?.pendingId !== id) return false;
      const update = e.quickGuide.patch(keyOf(ref));
      if ('stills' in outcome) {
        const fresh = new Set(outcome.stills.map((s) => s.ms));
        const kept = (current.stills ?? []).filter((s) => !fresh.has(s.ms));
        update.set({ stills: [...outcome.stills, ...kept].slice(0, KEPT_STILLS) }).remove(['error']);
      } else {
        update.set({ error: outcome.error });
      }
      return conditionally(() =>
        update
          .remove(['pendingId', 'pendingMs', 'pendingJobId', 'pendingExpiresAt'])
          .where(({ pendingId }, { eq }) => eq(pendingId, id))
          .go(),
      );
    },
    /** The PDF just composed (the last writer wins: both composed the same content). */
    async setPdf(ref: GuideRef, pdf: GuidePdf): Promise<void> {
      await e.quickGuide
        .upsert({
          ...keyOf(ref),
          pdfKey: pdf.key,
          pdfFingerprint: pdf.fingerprint,
          pdfPages: pdf.pages,
          pdfComposedAt: pdf.composedAt,
        })
        .go();
    },
  };
}

export type QuickGuideData = ReturnType<typeof quickGuideData>;
export type StoredQuickGuide = NonNullable<Awaited<ReturnType<QuickGuideData['get']>>>;
