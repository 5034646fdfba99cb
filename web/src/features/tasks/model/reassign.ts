/**
 * The reassign dialog (spec 2 §4 action "reassign", §9 "Autocomplete: 5 suggestions", §8 "Error
 * reassigning task"): what the user typed, whom they picked from the suggestions, which text is asked of
 * GET /taskAssignees (once typing pauses), which suggestion the arrow keys point at (the field is an ARIA
 * combobox: focus stays in it, ArrowDown/ArrowUp move through the suggestions, Enter picks, Escape
 * closes them), and the taskCommand body the dialog sends. Pure.
 */
import type { TaskCommand } from '#shared/api/endpoints/tasks';
import { ASSIGNEE_SUGGESTIONS } from '#shared/domain/task-list';
import { TASK_REASSIGN_ERROR } from '#shared/domain/task-model';

/** Spec 2 §9 "Autocomplete: 5 suggestions", the server's limit too (shared/domain/task-list.ts). */
export { ASSIGNEE_SUGGESTIONS };
/** The pause in typing before the suggestions are asked for. */
export const ASSIGNEE_QUERY_DELAY_MS = 300;
/** The contract's longest query text. */
const QUERY_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface Assignee {
  userId: string;
  email: string;
  name: string;
}

export interface ReassignState {
  /** The field's text as typed (or the picked user's e-mail). */
  text: string;
  /** The suggestion the user chose; typing again forgets it. */
  picked: Assignee | null;
  /** The suggestion the arrow keys point at (its index), or -1. */
  active: number;
  /** Escape closed the suggestions; typing or an arrow key opens them again. */
  closed: boolean;
}

export const EMPTY_REASSIGN: ReassignState = { text: '', picked: null, active: -1, closed: false };

export type ReassignEvent =
  | { type: 'typed'; text: string }
  | { type: 'picked'; assignee: Assignee }
  /** ArrowDown (+1) or ArrowUp (-1) over `count` shown suggestions; both wrap around. */
  | { type: 'moved'; by: 1 | -1; count: number }
  | { type: 'dismissed' };

export function reassignReducer(state: ReassignState, event: ReassignEvent): ReassignState {
  switch (event.type) {
    case 'typed':
      return {
        text: event.text,
        // Editing the picked e-mail means another user is meant.
        picked: state.picked && event.text === state.picked.email ? state.picked : null,
        active: -1,
        closed: false,
      };
    case 'picked':
      return { text: event.assignee.email, picked: event.assignee, active: -1, closed: false };
    case 'moved': {
      if (event.count <= 0) return state;
      // Closed suggestions open again on the first (ArrowDown) or the last (ArrowUp).
      const from = state.closed ? -1 : state.active;
      const active =
        from < 0 ? (event.by > 0 ? 0 : event.count - 1) : (from + event.by + event.count) % event.count;
      return { ...state, active, closed: false };
    }
    case 'dismissed':
      return { ...state, active: -1, closed: true };
  }
}

/**
 * The text to ask the suggestions for (the debounced field text), or null when there is nothing to ask:
 * an empty field, or a user already picked (their e-mail is in the field).
 */
export function assigneeQuery(state: ReassignState, settledText: string): string | null {
  if (state.picked) return null;
  const q = settledText.trim().slice(0, QUERY_MAX);
  return q ? q : null;
}

/** The suggestions shown: at most five, none once a user is picked or after Escape. */
export function shownSuggestions(state: ReassignState, suggestions: readonly Assignee[]): Assignee[] {
  return state.picked || state.closed ? [] : suggestions.slice(0, ASSIGNEE_SUGGESTIONS);
}

/** The shown suggestion the arrow keys point at, which Enter picks; null when none is. */
export function activeSuggestion(state: ReassignState, shown: readonly Assignee[]): Assignee | null {
  return shown[state.active] ?? null;
}

/** A suggestion as the list shows it: "Name (e-mail)", or the e-mail alone. */
export function assigneeLabel(assignee: Assignee): string {
  const name = assignee.name.trim();
  return name ? `${name} (${assignee.email})` : assignee.email;
}

/**
 * The reassign command for `taskId`: to the picked user, or to a complete e-mail typed in full (the
 * server checks it belongs to an active user). Anything else is refused before a request (`choose`).
 */
export function reassignCommandFor(
  taskId: string,
  state: ReassignState,
): { ok: true; command: TaskCommand } | { ok: false; reason: 'choose' } {
  const email = (state.picked?.email ?? state.text).trim().toLowerCase();
  if (!EMAIL.test(email)) return { ok: false, reason: 'choose' };
  return { ok: true, command: { type: 'reassign', payload: { taskId, assigneeEmail: email } } };
}

/** What a failed reassignment shows: the spec's message, then the server's reason when it gave one. */
export function reassignFailure(serverMessage: string | undefined, title = TASK_REASSIGN_ERROR): string {
  const reason = serverMessage?.trim();
  return reason ? `${title}: ${reason}` : title;
}
