import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, HISTORY_LIMIT, historyOf, record, redo, undo } from './history';

describe('undo and redo', () => {
  it('undoes and redoes steps in order', () => {
    let h = record(record(historyOf('a'), 'b'), 'c');
    expect(canUndo(h)).toBe(true);
    expect(canRedo(h)).toBe(false);
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    h = redo(h);
    expect(h.present).toBe('b');
    expect(canRedo(h)).toBe(true);
  });

  it('drops the undone steps when a new change follows an undo', () => {
    const h = record(undo(record(record(historyOf('a'), 'b'), 'c')), 'x');
    expect(h).toEqual({ past: ['a', 'b'], present: 'x', future: [] });
  });

  it('does nothing at either end, and records no step for the same document', () => {
    const h = historyOf({ n: 1 });
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
    expect(record(h, h.present)).toBe(h);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let h = historyOf(0);
    for (let i = 1; i <= HISTORY_LIMIT + 10; i++) h = record(h, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toBe(10);
  });
});
