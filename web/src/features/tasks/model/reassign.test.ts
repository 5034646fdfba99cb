import { describe, expect, it } from 'vitest';
import {
  ASSIGNEE_SUGGESTIONS,
  assigneeLabel,
  assigneeQuery,
  EMPTY_REASSIGN,
  reassignCommandFor,
  reassignFailure,
  reassignReducer,
  shownSuggestions,
  type Assignee,
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
    expect(picked).toEqual({ text: 'member@acme.test', picked: martin });
    expect(assigneeQuery(picked, picked.text)).toBeNull();
    expect(shownSuggestions(picked, [martin])).toEqual([]);
  });

  it('editing the picked e-mail forgets the pick', () => {
    const picked = reassignReducer(EMPTY_REASSIGN, { type: 'picked', assignee: martin });
    expect(reassignReducer(picked, { type: 'typed', text: 'member@acme.test' }).picked).toBe(martin);
    const edited = reassignReducer(picked, { type: 'typed', text: 'member@acme.tes' });
    expect(edited).toEqual({ text: 'member@acme.tes', picked: null });
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
    expect(reassignCommandFor('t1', { text: ' Member@Acme.test ', picked: null })).toEqual({
      ok: true,
      command: { type: 'reassign', payload: { taskId: 't1', assigneeEmail: 'member@acme.test' } },
    });
    expect(reassignCommandFor('t1', { text: 'Mar', picked: null })).toEqual({ ok: false, reason: 'choose' });
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
