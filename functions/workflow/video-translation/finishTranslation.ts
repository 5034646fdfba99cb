/**
 * The video-translation machine's closing step: every step task still open is canceled, and the
 * translation ends as the machine decided: completed (published at once when the organization's
 * autoPublishTranslationTaskVideo is on and a machine translated it: its subtitles join the video's
 * playlists), rejected (the approval or review said why), canceled, or failed. A step run again changes
 * nothing twice.
 */
import type { TranslationStatus } from '#shared/domain/video-translation.js';
import { cancelOpenTasks } from '../../core/domain/workflow-tasks.js';
import { translationData } from '../../core/data/translation-data.js';
import { logger } from '../../core/http/logger.js';
import { repackageSubtitles } from '../../core/media/subtitle-rendition.js';
import { refreshTranslatedTitles } from '../../core/domain/translated-titles.js';
import { feedbackText } from '../../core/workflows/human-steps.js';
import { TRANSLATION_STEPS, translationTaskId, type TranslationInput } from './translation.js';

type Outcome = Extract<TranslationStatus, 'completed' | 'rejected' | 'canceled' | 'failed'>;

interface FinishEvent {
  translation: TranslationInput;
  outcome: Outcome;
  /** The Catch's error: a rejection's decision (JSON in Cause), a failure's error and cause. */
  ending?: { Error?: string; Cause?: string };
  /** Whether a machine translated it (the Translate step's answer), when that step ran. */
  translated?: { machine?: boolean };
}

function reasonOf(event: FinishEvent): string | undefined {
  if (event.outcome === 'rejected') return feedbackText(event.ending?.Cause ?? '') || 'Rejected';
  if (event.outcome === 'failed') {
    const cause = event.ending?.Cause ?? '';
    let message = cause;
    try {
      message = (JSON.parse(cause) as { errorMessage?: string }).errorMessage ?? cause;
    } catch {
      // a plain text cause
    }
    return message || event.ending?.Error || 'The translation failed';
  }
  return undefined;
}

export async function handler(event: FinishEvent) {
  const { translation, outcome } = event;
  const canceled = await cancelOpenTasks(
    translation.orgId,
    TRANSLATION_STEPS.map((step) => translationTaskId(translation.translationId, step)),
  );
  const translations = translationData(translation.orgId);
  const reason = reasonOf(event);
  const ended = await translations.advance(
    translation.videoId,
    translation.language,
    translation.translationId,
    { status: outcome, ...(reason ? { reason } : {}) },
    reason ? ['taskId'] : ['taskId', 'reason'],
  );
  let published = false;
  if (ended && outcome === 'completed' && translation.autoPublish && event.translated?.machine === true) {
    published = await translations.setPublished(translation.videoId, translation.language, true, 'completed');
    if (published) {
      await repackageSubtitles(translation.orgId, translation.videoId, translation.version, {
        languages: [translation.language],
      });
      await refreshTranslatedTitles(translation.orgId, translation.videoId);
    }
  }
  logger.info('video translation finished', {
    videoId: translation.videoId,
    language: translation.language,
    outcome,
    canceled,
    published,
  });
  return { outcome, canceled, published };
}
