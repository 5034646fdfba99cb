/**
 * The translator's page's calls (shared contract; issue 14, /translate-video/{taskId}): the step's task
 * with the master's and the translation's texts, the step's task entry (the actions the caller is offered
 * on it), saving the translation's texts and the task actions (take, complete, reject).
 */
import { api } from '#shared/api';
import type { TranslationCommand, TranslationTaskView } from '#shared/api/endpoints/video-translation';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

type SaveTextsPayload = Extract<TranslationCommand, { type: 'saveTranslationTexts' }>['payload'];

/**
 * The step's task, its video's master texts and the translation's; `refreshMs` reads it again while the
 * page waits for something to move elsewhere (a machine translating, the workflow's next step).
 */
export function useTranslationTask(
  taskId: string,
  refreshMs: (latest: TranslationTaskView | undefined) => number,
) {
  return useApi(api.getTranslationTask, taskId ? { params: { taskId } } : null, {
    revalidateOnFocus: false,
    refreshInterval: (latest) => refreshMs(latest),
  });
}

/** The step's task entry: its assignee and the actions the caller is offered (none: no relation to it). */
export function useTranslationTaskEntry(taskId: string) {
  return useApi(api.getTask, taskId ? { params: { taskId } } : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** The translation's words, chapter by chapter and link by link, in the master's order. */
export function saveTranslationTexts(payload: SaveTextsPayload) {
  return request(api.translationCommand, { body: { type: 'saveTranslationTexts', payload } });
}

/** Takes the step's task (requested, nobody assigned): the caller becomes its assignee. */
export function takeTranslationTask(taskId: string) {
  return request(api.taskCommand, { body: { type: 'take', payload: { taskId } } });
}

/** Completes the step: the translation moves on (translate → approval → review → completed). */
export function completeTranslationTask(taskId: string) {
  return request(api.taskCommand, { body: { type: 'complete', payload: { taskId } } });
}

/** Rejects the step with its reason: the translation ends rejected. */
export function rejectTranslationTask(taskId: string, comment: string) {
  return request(api.taskCommand, { body: { type: 'reject', payload: { taskId, comment } } });
}
