import { describe, expect, it } from 'vitest';
import {
  activeSuggestion,
  ASSIGNEE_SUGGESTIONS,
  assigneeLabel,
  assigneeQuery,
  EMPTY_REASSIGN,
  reassignCommandFor,
  reassignFailure,
  reassignReducer,
  shownSuggestions,
  type Assignee,
  type ReassignState,
} from './reassign';

const martin: Assignee = { userId: 'u-martin', email: 'member@acme.test', name: 'Martin Meyer' };
const many: Assignee[] = Array.from({ length: 7 }, (_, i) => ({
  userId: `u${i}`,
  email: `user${i}@acme.test`,
  name: '',
}));

describe('reassign dialog state', () => {
  it('typing asks the settled text; picking fills the e-mail and stops asking', () => {
    const typed = reassignReducer(EMPTY_REASSIGN, { type: 'typed', text: ' Mar ' });
    expect(assigneeQuery(typed, typed.text)).toBe('Mar');
    // Nothing is asked for an empty or blank field.
    expect(assigneeQuery(EMPTY_REASSIGN, '')).toBeNull();
    expect(assigneeQuery(typed, '   ')).toBeNull();

    const picked = reassignReducer(typed, { type: 'picked', assignee: martin });
    expect(picked).toMatchObject({ text: 'member@acme.test', picked: martin });
    expect(assigneeQuery(picked, picked.text)).toBeNull();
    expect(shownSuggestions(picked, [martin])).toEqual([]);
  });

  it('editing the picked e-mail forgets the pick', () => {
    const picked = reassignReducer(EMPTY_REASSIGN, { type: 'picked', assignee: martin });
    expect(reassignReducer(picked, { type: 'typed', text: 'member@acme.test' }).picked).toBe(martin);
    const edited = reassignReducer(picked, { type: 'typed', text: 'member@acme.tes' });
    expect(edited).toMatchObject({ text: 'member@acme.tes', picked: null });
    expect(assigneeQuery(edited, edited.text)).toBe('member@acme.tes');
  });

  it('"Autocomplete: 5 suggestions"', () => {
    expect(ASSIGNEE_SUGGESTIONS).toBe(5);
    expect(shownSuggestions(EMPTY_REASSIGN, many).map((a) => a.userId)).toEqual([
      'u0',
      'u1',
      'u2',
      'u3',
      'u4',
    ]);
  });

  it('the arrow keys move through the suggestions and wrap; Enter picks the one pointed at', () => {
    const shown = shownSuggestions(EMPTY_REASSIGN, many);
    const down = (state: ReassignState) =>
      reassignReducer(state, { type: 'moved', by: 1, count: shown.length });
    const up = (state: ReassignState) =>
      reassignReducer(state, { type: 'moved', by: -1, count: shown.length });
    const typed = reassignReducer(EMPTY_REASSIGN, { type: 'typed', text: 'user' });
    expect(activeSuggestion(typed, shown)).toBeNull();
    expect(down(typed).active).toBe(0);
    expect(activeSuggestion(down(down(typed)), shown)?.userId).toBe('u1');
    // From the last, ArrowDown goes back to the first; from none, ArrowUp goes to the last.
    expect(up(typed).active).toBe(4);
    expect(down(up(typed)).active).toBe(0);
    expect(up(down(typed)).active).toBe(4);
    // Nothing to move through: nothing changes.
    expect(reassignReducer(typed, { type: 'moved', by: 1, count: 0 })).toBe(typed);
    // Typing again starts over.
    expect(reassignReducer(down(typed), { type: 'typed', text: 'users' }).active).toBe(-1);
  });

  it('Escape closes the suggestions until the user types or presses an arrow key', () => {
    const typed = reassignReducer(EMPTY_REASSIGN, { type: 'typed', text: 'user' });
    const active = reassignReducer(typed, { type: 'moved', by: 1, count: 5 });
    const closed = reassignReducer(active, { type: 'dismissed' });
    expect(shownSuggestions(closed, many)).toEqual([]);
    expect(activeSuggestion(closed, shownSuggestions(closed, many))).toBeNull();
    const reopened = reassignReducer(closed, { type: 'moved', by: 1, count: 5 });
    expect(reopened).toMatchObject({ active: 0, closed: false });
    expect(shownSuggestions(reassignReducer(closed, { type: 'typed', text: 'use' }), many)).toHaveLength(5);
  });

  it('labels a suggestion by name and e-mail, or the e-mail alone', () => {
    expect(assigneeLabel(martin)).toBe('Martin Meyer (member@acme.test)');
    expect(assigneeLabel({ ...martin, name: '  ' })).toBe('member@acme.test');
  });
});

describe('reassignCommandFor', () => {
  it('sends the picked user’s e-mail', () => {
    const picked = reassignReducer(EMPTY_REASSIGN, { type: 'picked', assignee: martin });
    expect(reassignCommandFor('t1', picked)).toEqual({
      ok: true,
      command: { type: 'reassign', payload: { taskId: 't1', assigneeEmail: 'member@acme.test' } },
    });
  });

  it('accepts a complete e-mail typed in full, refuses a fragment or nothing', () => {
    expect(reassignCommandFor('t1', { ...EMPTY_REASSIGN, text: ' Member@Acme.test ' })).toEqual({
      ok: true,
      command: { type: 'reassign', payload: { taskId: 't1', assigneeEmail: 'member@acme.test' } },
    });
    expect(reassignCommandFor('t1', { ...EMPTY_REASSIGN, text: 'Mar' })).toEqual({
      ok: false,
      reason: 'choose',
    });
    expect(reassignCommandFor('t1', EMPTY_REASSIGN)).toEqual({ ok: false, reason: 'choose' });
  });
});

describe('reassignFailure', () => {
  it('shows "Error reassigning task" and the server’s reason', () => {
    expect(reassignFailure(undefined)).toBe('Error reassigning task');
    expect(reassignFailure('  ')).toBe('Error reassigning task');
    expect(reassignFailure('The task is already assigned to member@acme.test')).toBe(
      'Error reassigning task: The task is already assigned to member@acme.test',
    );
  });
});
