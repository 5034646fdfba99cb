/**
 * The translator's page's task side (issue 14): whether the texts may still be edited, which of the
 * step's actions the page offers (shared/domain/task-workflow.ts decides what the server allows; the
 * task entry says what it offers the caller), and whether the page reads the task again while the work
 * moves elsewhere (a machine translating, the workflow taking the completed step on). Pure.
 */
import type { TranslationTaskView } from '#shared/api/endpoints/video-translation';
import { TASK_STATUSES, type TaskStatus } from '#shared/domain/task-statuses';
import { isFinalTaskStatus, type TaskAction } from '#shared/domain/task-workflow';
import {
  STEP_STATUS,
  TRANSLATION_STEP_SUBTYPES,
  type TranslationStep,
} from '#shared/domain/video-translation';
import { TRANSLATION_POLL_MS } from '../../model/translations';

/** The task status as the shared vocabulary names it, or null for one the app does not know. */
export function taskStatusOf(status: string): TaskStatus | null {
  return (TASK_STATUSES as readonly string[]).includes(status) ? (status as TaskStatus) : null;
}

/** Whether the task is over (completed, rejected, canceled, skipped): nothing more happens on it. */
export function isTaskOver(status: string): boolean {
  const known = taskStatusOf(status);
  return known !== null && isFinalTaskStatus(known);
}

/** Why the texts cannot be edited: the task is over, or a machine translator is writing them now. */
export type ReadOnlyReason = 'taskOver' | 'machineTranslating';

export function readOnlyReason(view: TranslationTaskView): ReadOnlyReason | null {
  if (isTaskOver(view.taskStatus)) return 'taskOver';
  if (view.translation.status === 'translating') return 'machineTranslating';
  return null;
}

/** The dictionary key naming the step (the task lists' kind of the step's task). */
export function stepKindKey(step: TranslationStep): string {
  return `tasks-kind-${TRANSLATION_STEP_SUBTYPES[step]}`;
}

export type StepButton = 'take' | 'complete' | 'reject';

/** What the page knows of the step's task entry (GET /tasks/{taskId}); undefined: the caller has none. */
export interface StepTaskEntry {
  assigneeId: string | null;
  actions: readonly TaskAction[];
}

/**
 * The step's buttons: Take while nobody holds the task (the server offers it to its candidates), then
 * Complete for its assignee, and Reject where the server offers it. None while the texts are read-only.
 */
export function stepButtons(view: TranslationTaskView, entry: StepTaskEntry | undefined): StepButton[] {
  if (!entry || readOnlyReason(view)) return [];
  const buttons: StepButton[] = [];
  if (entry.actions.includes('take') && entry.assigneeId === null) buttons.push('take');
  if (entry.actions.includes('complete')) buttons.push('complete');
  if (entry.actions.includes('reject')) buttons.push('reject');
  return buttons;
}

/**
 * The task is over but the translation still waits at this step: the workflow is taking it on (the next
 * step's task, or the end), a moment later.
 */
export function awaitingNextStep(view: TranslationTaskView): boolean {
  return isTaskOver(view.taskStatus) && view.translation.status === STEP_STATUS[view.step];
}

/** How often the page asks while the workflow takes a finished step on, and for how long at most. */
export const NEXT_STEP_POLL_MS = 2_000;
export const NEXT_STEP_WAIT_MS = 60_000;

/**
 * When the page reads the task again (ms; 0: not by itself): every 5 s while a machine translates the
 * texts, every 2 s after the page finished the step (until `waitUntil`) while the translation has not
 * moved on yet.
 */
export function translationTaskPollMs(
  view: TranslationTaskView | undefined,
  waitUntil: number,
  now: number,
): number {
  if (!view) return 0;
  if (view.translation.status === 'translating') return TRANSLATION_POLL_MS;
  return awaitingNextStep(view) && now < waitUntil ? NEXT_STEP_POLL_MS : 0;
}

/** Once the page's task is over: the translation's next open step's task, when one waits. */
export function nextStepTaskId(view: TranslationTaskView): string | null {
  const next = view.translation.taskId;
  return isTaskOver(view.taskStatus) && next && next !== view.taskId ? next : null;
}
