import { describe, expect, it } from 'vitest';
import { addToPlan, moveById, moveItem, orderChanged, removeFromPlan } from './ordering';

describe('re-ordering (spec 2 §2 "processes can be re-ordered by drag")', () => {
  it('moves an item up, down and to the ends, clamped to the list', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(list, 3, -5)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 1, 1)).toBe(list);
    expect(moveItem(list, 9, 0)).toBe(list);
  });

  it('a drop puts the dragged item where the one it was dropped on is', () => {
    expect(moveById(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(moveById(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(moveById(['a', 'b'], 'x', 'a')).toEqual(['a', 'b']);
  });

  it('tells a changed order from the saved one', () => {
    expect(orderChanged(['a', 'b'], ['a', 'b'])).toBe(false);
    expect(orderChanged(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(orderChanged(['a'], ['a', 'b'])).toBe(true);
  });
});

describe("a plan's processes", () => {
  it('adds a process at the end once, and removes it', () => {
    expect(addToPlan(['a'], 'b')).toEqual(['a', 'b']);
    expect(addToPlan(['a', 'b'], 'a')).toEqual(['a', 'b']);
    expect(removeFromPlan(['a', 'b'], 'a')).toEqual(['b']);
  });
});
