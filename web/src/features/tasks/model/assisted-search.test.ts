import { describe, expect, it, vi } from 'vitest';
import {
  ASSISTED_SEARCH_WAIT_MS,
  assistedSearchHref,
  createAssistedSearch,
  taskIdOf,
  type AssistedSearchDeps,
} from './assisted-search';

function deps(overrides: Partial<AssistedSearchDeps> = {}) {
  const base = {
    createTask: vi.fn(async () => ({ id: 't1', res: { taskId: 't1' } })),
    wait: vi.fn(async () => undefined),
    navigate: vi.fn(),
    showError: vi.fn(),
    onBusyChange: vi.fn(),
  };
  return { ...base, ...overrides } as typeof base;
}

describe('assisted search (spec 1 §4)', () => {
  it('"Blank or whitespace-only text is ignored"', async () => {
    const d = deps();
    const search = createAssistedSearch(d);
    expect(await search.submit('')).toBe(false);
    expect(await search.submit('  \t\n ')).toBe(false);
    expect(d.createTask).not.toHaveBeenCalled();
    expect(d.onBusyChange).not.toHaveBeenCalled();
  });

  it('"creates a task, waits 4 seconds, then goes to /tasks" with the trimmed text', async () => {
    const d = deps();
    const search = createAssistedSearch(d);
    expect(await search.submit('  how do I book leave? ')).toBe(true);
    expect(d.createTask).toHaveBeenCalledWith('how do I book leave?');
    expect(d.wait).toHaveBeenCalledWith(ASSISTED_SEARCH_WAIT_MS);
    expect(ASSISTED_SEARCH_WAIT_MS).toBe(4000);
    expect(d.navigate).toHaveBeenCalledWith('/tasks?selectedTaskChatId=t1&isFirstResonseToSearch=true');
    expect(d.onBusyChange.mock.calls).toEqual([[true], [false]]);
    expect(search.busy).toBe(false);
  });

  it('"A second submit while busy is ignored"', async () => {
    let release!: () => void;
    const d = deps({ wait: vi.fn(() => new Promise<void>((r) => (release = r))) });
    const search = createAssistedSearch(d);
    const first = search.submit('first');
    await vi.waitFor(() => expect(d.wait).toHaveBeenCalled());
    expect(search.busy).toBe(true);
    expect(await search.submit('second')).toBe(false);
    expect(d.createTask).toHaveBeenCalledTimes(1);
    release();
    await first;
    expect(d.navigate).toHaveBeenCalledTimes(1);
    expect(search.busy).toBe(false);
  });

  it('an error shows its message and clears busy, without navigating ("busy state cleared")', async () => {
    const d = deps({ createTask: vi.fn(async () => Promise.reject(new Error('Quota exceeded'))) });
    const search = createAssistedSearch(d);
    await search.submit('help');
    expect(d.showError).toHaveBeenCalledWith('Quota exceeded');
    expect(d.navigate).not.toHaveBeenCalled();
    expect(search.busy).toBe(false);
    // Usable again after the error.
    d.createTask.mockResolvedValueOnce({ id: 'x', taskId: 'x' } as never);
    expect(await search.submit('again')).toBe(true);
  });

  it('"Task creation answers carry taskId, possibly nested under res"', () => {
    expect(taskIdOf({ id: 'a', taskId: 'b' })).toBe('b');
    expect(taskIdOf({ id: 'a', res: { taskId: 'c' } })).toBe('c');
    expect(taskIdOf({ id: 'a' })).toBeNull();
    expect(assistedSearchHref(null)).toBe('/tasks');
  });
});
