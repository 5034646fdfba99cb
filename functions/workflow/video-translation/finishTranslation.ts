/**
 * The video-translation machine's closing step: every step task still open is canceled, and the
 * translation ends as the machine decided: completed (published at once when the organization's
 * autoPublishTranslationTaskVideo is on and a machine translated it: its subtitles join the video's
 * playlists), rejected (the approval or review said why), canceled, or failed. A step run again changes
 * nothing twice.
 */
import { taskActionResult } from '#shared/domain/task-workflow.js';
import type { TranslationStatus } from '#shared/domain/video-translation.js';
import { taskData } from '../../core/data/task-data.js';
import { translationData } from '../../core/data/translation-data.js';
import { logger } from '../../core/http/logger.js';
import { repackageSubtitles } from '../../core/media/subtitle-rendition.js';
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

async function cancelOpenSteps(translation: TranslationInput): Promise<number> {
  const tasks = taskData(translation.orgId);
  const stepTasks = await tasks.tasks(
    TRANSLATION_STEPS.map((s) => translationTaskId(translation.translationId, s)),
  );
  let canceled = 0;
  for (const task of stepTasks) {
    const move = taskActionResult('cancel', task.status);
    if (!move.ok) continue;
    const changed = await tasks.change(
      task.taskId,
      { status: task.status, assigneeId: task.assigneeId, createdAt: task.createdAt },
      { status: move.status, by: 'system', clearToken: true },
    );
    if (changed) canceled += 1;
  }
  return canceled;
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
  const canceled = await cancelOpenSteps(translation);
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
