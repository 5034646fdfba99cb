// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialLocalList, localListReducer } from '../../../lib/list-paging';
import { SEARCH_DELAY_MS } from '../../../lib/use-search-text';
import { useServerList } from './use-server-list';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useServerList', () => {
  const initial = initialLocalList<'name'>('name', 25);

  it('hands the typed search to the list once typing pauses', () => {
    const { result } = renderHook(() => useServerList(localListReducer<'name'>, initial));
    act(() => result.current.setSearchText('ann'));
    expect(result.current.searchText).toBe('ann');
    expect(result.current.state.search).toBe('');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(result.current.state.search).toBe('ann');
  });

  it('keeps the list state by its reducer', () => {
    const { result } = renderHook(() => useServerList(localListReducer<'name'>, initial));
    act(() => result.current.dispatch({ type: 'page', page: 3 }));
    expect(result.current.state.page).toBe(3);
  });
});
