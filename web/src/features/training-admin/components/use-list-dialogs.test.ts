// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListDialogs } from './use-list-dialogs';

describe('useListDialogs', () => {
  it('starts with both dialogs closed', () => {
    const { result } = renderHook(() => useListDialogs<string>());
    expect(result.current.editing).toBeNull();
    expect(result.current.deleting).toBeNull();
  });

  it('tells adding (no item) from editing an item, and closes the edit dialog', () => {
    const { result } = renderHook(() => useListDialogs<string>());
    act(() => result.current.openAdd());
    expect(result.current.editing).toEqual({ item: null });
    act(() => result.current.openEdit('role-1'));
    expect(result.current.editing).toEqual({ item: 'role-1' });
    act(() => result.current.closeEdit());
    expect(result.current.editing).toBeNull();
  });

  it('opens and closes the delete confirmation for an item', () => {
    const { result } = renderHook(() => useListDialogs<string>());
    act(() => result.current.openDelete('role-1'));
    expect(result.current.deleting).toBe('role-1');
    expect(result.current.editing).toBeNull();
    act(() => result.current.closeDelete());
    expect(result.current.deleting).toBeNull();
  });
});
