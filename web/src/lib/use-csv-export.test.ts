// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCsvExport } from './use-csv-export';

describe('useCsvExport', () => {
  const click = vi.fn();
  const blobs: Blob[] = [];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    blobs.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      click(this.download, this.href);
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    click.mockReset();
  });

  it('downloads the built CSV under its file name', async () => {
    const { result } = renderHook(() =>
      useCsvExport(() => Promise.resolve({ csv: 'a,b\n1,2', fileName: 'list.csv' })),
    );
    await act(() => result.current.start());
    expect(click).toHaveBeenCalledWith('list.csv', 'blob:csv');
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    // Freed once the download has taken it.
    vi.advanceTimersByTime(1000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:csv');
    expect(result.current).toMatchObject({ exporting: false, failed: false });
  });

  it('says it failed when the file could not be built, and clears that on the next try', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useCsvExport(() =>
        fail ? Promise.reject(new Error('down')) : Promise.resolve({ csv: '', fileName: 'x.csv' }),
      ),
    );
    await act(() => result.current.start());
    expect(click).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ exporting: false, failed: true });
    fail = false;
    await act(() => result.current.start());
    expect(result.current.failed).toBe(false);
  });
});
