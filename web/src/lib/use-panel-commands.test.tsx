// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '../components/notices';
import { ApiError } from './api-client';
import { initEnglish } from './test-i18n';
import { usePanelCommands } from './use-panel-commands';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await initEnglish(i18n);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

describe('usePanelCommands', () => {
  it('names the running command, then shows its notice and reports success', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => '');
    const { result } = renderHook(() => usePanelCommands(), { wrapper });
    let finish: () => void = () => {};
    let outcome: Promise<boolean> = Promise.resolve(false);
    act(() => {
      outcome = result.current.act(
        'share',
        () => new Promise<void>((resolve) => (finish = resolve)),
        'Shared',
      );
    });
    expect(result.current.busy).toBe('share');
    await act(async () => {
      finish();
      expect(await outcome).toBe(true);
    });
    expect(result.current.busy).toBeNull();
    expect(result.current.error).toBeNull();
    expect(success).toHaveBeenCalledWith('Shared');
  });

  it("keeps the server's reason for a refusal and the generic text for anything else", async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => '');
    const { result } = renderHook(() => usePanelCommands(), { wrapper });
    await act(async () => {
      const ok = await result.current.act(
        'share',
        () => Promise.reject(new ApiError(409, { message: 'Already shared' }, 'client', 'x')),
        'Shared',
      );
      expect(ok).toBe(false);
    });
    expect(result.current.error).toBe('Already shared');
    expect(result.current.busy).toBeNull();
    await act(async () => {
      await result.current.act('domains', () => Promise.reject(new Error('offline')), 'Saved');
    });
    expect(result.current.error).toBe(i18n.t('error-generic'));
    expect(success).not.toHaveBeenCalled();
  });
});
