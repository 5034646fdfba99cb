// @vitest-environment jsdom
/**
 * The toolbar bell (spec 1 §2, §4 "Notifications"): the unseen count, the popup with the latest items,
 * opening marks the unseen ones seen (updateNotificationIsSeenStatus), clicking one marks it opened
 * (updateNotificationIsOpenedStatus) and opens the video; nothing at all while the flag is off.
 * The calls are replaced by spies; everything else (SWR, Chakra, router) is real.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '#shared/api';
import { SessionProvider, type Session } from '../../../lib/session';
import { NotificationBell } from './notification-bell';
import { initEnglish } from '../../../lib/test-i18n';

const calls = vi.hoisted(() => ({
  request: vi.fn(),
}));

vi.mock('../../../lib/api-client', () => ({
  request: calls.request,
  currentToken: async () => undefined,
}));
vi.mock('../../../lib/config', () => ({
  loadConfig: () => Promise.reject(new Error('no config in this test')),
}));

const i18n = i18next.createInstance();
beforeAll(async () => {
  // The popup positions itself with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  await initEnglish(i18n);
});

const note = (id: string, extra: Partial<Notification> = {}): Notification => ({
  id,
  type: 'watch-video',
  title: `Video <b>${id}</b><img src=x onerror="window.hacked=1">`,
  humanId: `video-${id}`,
  createdAt: '2026-11-21T10:00:00.000Z',
  isSeen: false,
  isOpened: false,
  isRecommendation: false,
  ...extra,
});

let items: Notification[];

function session(flag: 'tube' | 'deactivated'): Session {
  return {
    status: 'signedIn',
    role: 'member',
    isStaff: false,
    isMasterAdmin: false,
    isSwitched: false,
    initData: {
      featureFlags: [{ featureId: 'notifications', configuration: flag, activatedIn: [] }],
      originalOrgId: null,
      orgId: 'acme',
    } as unknown as Session['initData'],
    signOut: async () => undefined,
    reload: async () => undefined,
  };
}

function renderBell(flag: 'tube' | 'deactivated' = 'tube') {
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <SessionProvider value={session(flag)}>
            <MemoryRouter initialEntries={['/home']}>
              <Routes>
                <Route path="/home" element={<NotificationBell />} />
                <Route path="/video/:humanId" element={<p data-testid="video-page">video</p>} />
              </Routes>
            </MemoryRouter>
          </SessionProvider>
        </SWRConfig>
      </ChakraProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  items = [note('a'), note('b'), note('c', { isSeen: true, isOpened: true })];
  calls.request.mockReset();
  calls.request.mockImplementation(async (endpoint: { id: string }, input: { body?: unknown }) => {
    if (endpoint.id === 'getNotifications') {
      return { data: items, unseenCount: items.filter((n) => !n.isSeen).length, cursor: null };
    }
    if (endpoint.id === 'userCommand') {
      const body = input.body as { type: string; payload: Record<string, unknown> };
      if (body.type === 'updateNotificationIsSeenStatus') {
        const ids = body.payload.notificationIds as string[];
        items = items.map((n) => (ids.includes(n.id) ? { ...n, isSeen: true } : n));
      }
      if (body.type === 'updateNotificationIsOpenedStatus') {
        items = items.map((n) =>
          n.id === body.payload.notificationId ? { ...n, isOpened: true, isSeen: true } : n,
        );
      }
      return { id: 'x' };
    }
    throw new Error(`unexpected call ${endpoint.id}`);
  });
});
afterEach(cleanup);

const commands = () =>
  calls.request.mock.calls
    .filter(([endpoint]) => (endpoint as { id: string }).id === 'userCommand')
    .map(([, input]) => (input as { body: unknown }).body);

describe('NotificationBell', () => {
  it('shows the unseen count; opening lists them (sanitized) and marks the unseen ones seen', async () => {
    renderBell();
    expect(await screen.findByTestId('notification-count')).toHaveProperty('textContent', '2');
    await act(async () => fireEvent.click(screen.getByTestId('notification-bell')));
    const rendered = await screen.findAllByTestId('notification-title');
    expect(rendered).toHaveLength(3);
    expect(rendered[0]?.innerHTML).toBe('Video <b>a</b>');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    await waitFor(() =>
      expect(commands()).toContainEqual({
        type: 'updateNotificationIsSeenStatus',
        payload: { isSeen: true, notificationIds: ['a', 'b'] },
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('notification-count')).toBeNull());
  });

  it('clicking a watch-video notification marks it opened and opens the video', async () => {
    renderBell();
    await screen.findByTestId('notification-count');
    await act(async () => fireEvent.click(screen.getByTestId('notification-bell')));
    const [first] = await screen.findAllByTestId('notification-item');
    await act(async () => fireEvent.click(first as HTMLElement));
    expect(await screen.findByTestId('video-page')).toBeTruthy();
    expect(commands()).toContainEqual({
      type: 'updateNotificationIsOpenedStatus',
      payload: { notificationId: 'a', isOpened: true },
    });
  });

  it('is absent and fetches nothing unless the notifications flag has configuration "tube"', async () => {
    renderBell('deactivated');
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    expect(calls.request).not.toHaveBeenCalled();
  });
});
