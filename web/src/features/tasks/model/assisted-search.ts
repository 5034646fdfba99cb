/**
 * Assisted search (spec 1 §4): "Submit shows a spinner, creates a task, waits 4 seconds, then goes to
 * /tasks. Blank or whitespace-only text is ignored. A second submit while busy is ignored. Enter or the
 * button submits." Errors (spec 1 §8): "Message in a snackbar; busy state cleared".
 * Framework-free, so the busy rules are tested with fake dependencies.
 */

/** Spec 1 §9 "assisted-search wait 4 s". */
export const ASSISTED_SEARCH_WAIT_MS = 4_000;

export interface AssistedSearchDeps {
  createTask(taskTitle: string): Promise<{ id?: string; taskId?: string; res?: { taskId?: string } }>;
  wait(ms: number): Promise<void>;
  navigate(href: string): void;
  showError(message: string): void;
  /** Called whenever busy changes (the spinner). */
  onBusyChange(busy: boolean): void;
}

/** "Task creation answers carry taskId, possibly nested under res." */
export function taskIdOf(answer: { id?: string; taskId?: string; res?: { taskId?: string } }): string | null {
  return answer.taskId ?? answer.res?.taskId ?? null;
}

/** /tasks for the new task ("/tasks with query selectedTaskChatId and … isFirstResonseToSearch"). */
export function assistedSearchHref(taskId: string | null): string {
  if (!taskId) return '/tasks';
  return `/tasks?${new URLSearchParams({ selectedTaskChatId: taskId, isFirstResonseToSearch: 'true' }).toString()}`;
}

export function createAssistedSearch(deps: AssistedSearchDeps) {
  let busy = false;
  const setBusy = (next: boolean) => {
    busy = next;
    deps.onBusyChange(next);
  };
  return {
    get busy() {
      return busy;
    },
    /** Returns whether the text was submitted (false when ignored). */
    async submit(text: string): Promise<boolean> {
      const taskTitle = text.trim();
      if (!taskTitle || busy) return false;
      setBusy(true);
      try {
        const answer = await deps.createTask(taskTitle);
        await deps.wait(ASSISTED_SEARCH_WAIT_MS);
        setBusy(false);
        deps.navigate(assistedSearchHref(taskIdOf(answer)));
      } catch (error) {
        setBusy(false);
        deps.showError(error instanceof Error ? error.message : String(error));
      }
      return true;
    },
  };
}
