import { describe, expect, it } from 'vitest';
import { filterByStatus } from './channels-filter';

describe('admin channels status filter', () => {
  const list = [
    { id: 'a', status: 'active' as const },
    { id: 'b', status: 'archived' as const },
    { id: 'c' },
  ];
  it('shows active channels (no status: active), archived ones, or all', () => {
    expect(filterByStatus(list, 'active').map((c) => c.id)).toEqual(['a', 'c']);
    expect(filterByStatus(list, 'archived').map((c) => c.id)).toEqual(['b']);
    expect(filterByStatus(list, 'all').map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });
});
