/**
 * The address of one task's page (/tasks/{taskId}, the tasks feature's route), for the features that
 * link to a task without importing the tasks feature (the studio's translations: the step that waits).
 */
export function taskPath(taskId: string): string {
  return `/tasks/${encodeURIComponent(taskId)}`;
}
