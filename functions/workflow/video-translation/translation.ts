/**
 * The video-translation machine's execution input (infra/workflows/video-translation.asl.json), as
 * translationCommand requestTranslation starts it (one execution per language), and what its steps
 * share: each human step's task has an id derived from the request and the step, so a retried step finds
 * the task it made and the closing step finds every task of the request without a query.
 */
import type { TranslationStep } from '#shared/domain/video-translation.js';
import { derivedTaskId } from '../../core/data/task-data.js';

export interface TranslationInput {
  orgId: string;
  /** The execution's name. */
  translationId: string;
  videoId: string;
  channelId: string;
  version: number;
  sourceLanguage: string;
  language: string;
  requester: { userId: string; email: string; name: string };
  /** The organization's autoPublishTranslationTaskVideo: a machine translation is published without human steps. */
  autoPublish: boolean;
  /** The organization's autoGenerateVoiceOver: once published automatically, a computer voice-over joins the player. */
  autoVoiceOver: boolean;
}

export const TRANSLATION_STEPS: readonly TranslationStep[] = ['translate', 'approve', 'review'];

export const translationTaskId = (translationId: string, step: TranslationStep) =>
  derivedTaskId('video-translation', translationId, step);

/** An error the machine's Retry names (a step that may succeed when run again). */
export class TranslationStepError extends Error {
  override name = 'TranslationStepError';
}
