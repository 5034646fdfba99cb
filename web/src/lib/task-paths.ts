import { TRANSLATION_STEP_SUBTYPES } from '#shared/domain/video-translation';

/**
 * The address of one task's page (/tasks/{taskId}, the tasks feature's route), for the features that
 * link to a task without importing the tasks feature (the studio's translations: the step that waits).
 */
export function taskPath(taskId: string): string {
  return `/tasks/${encodeURIComponent(taskId)}`;
}

/**
 * The translator's page of a translation step's task (/translate-video/{taskId}, the studio's route;
 * issue 14), which the tasks feature links to from its lists and a task's page.
 */
export function translationTaskPath(taskId: string): string {
  return `/translate-video/${encodeURIComponent(taskId)}`;
}

const TRANSLATION_SUBTYPES: readonly string[] = Object.values(TRANSLATION_STEP_SUBTYPES);

/**
 * The translator's page of a task when it is a translation step (translate-video, approve-translation,
 * review-translation), else null.
 */
export function translationTaskLinkFor(task: { taskId: string; subtype: string }): string | null {
  return TRANSLATION_SUBTYPES.includes(task.subtype) ? translationTaskPath(task.taskId) : null;
}
