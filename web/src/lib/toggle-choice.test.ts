import { describe, expect, it } from 'vitest';
import { toggleChoice } from './toggle-choice';

describe('choosing roles', () => {
  it('keeps the choice in the order of the list, whatever the order of the clicks', () => {
    const all = ['a', 'b', 'c'];
    expect(toggleChoice(toggleChoice([], 'c', all), 'a', all)).toEqual(['a', 'c']);
    expect(toggleChoice(['a', 'c'], 'a', all)).toEqual(['c']);
    // An id no longer listed (a role deleted meanwhile) falls out of the choice.
    expect(toggleChoice(['gone', 'a'], 'b', all)).toEqual(['a', 'b']);
  });
});
