// @vitest-environment jsdom
/**
 * Publish / Unpublish on the video page (docs/decisions.md "Publishing commands"): shown only for a
 * channel the caller may add videos to, sends publishVideo / unpublishVideo, refreshes the video and
 * shows a success notice, or the server's refusal as an error notice. The calls and notices are spies;
 * SWR, Chakra and i18n are real.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, type Session } from '../../../lib/session';
import { PublishButton } from './publish-button';
import type * as ApiClient from '../../../lib/api-client';
import { initEnglish } from '../../../lib/test-i18n';

const calls = vi.hoisted(() => ({
  request: vi.fn(),
  success: vi.fn(),
  error: vi.fn(),
  channels: [] as { id: string; orgId: string; sourceOrgId: string }[],
}));

vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  request: calls.request,
  currentToken: async () => undefined,
}));
vi.mock('../../../components/notices', () => ({ notify: { success: calls.success, error: calls.error } }));
vi.mock('../../../lib/config', () => ({
  loadConfig: () => Promise.reject(new Error('no config in this test')),
}));

const { ApiError } = await import('../../../lib/api-client');

const i18n = i18next.createInstance();
beforeAll(async () => {
  await initEnglish(i18n);
});

const session = {
  status: 'signedIn',
  role: 'admin',
  isStaff: false,
  isMasterAdmin: false,
  isSwitched: false,
  initData: { featureFlags: [], originalOrgId: null, orgId: 'acme' },
  signOut: async () => undefined,
  reload: async () => undefined,
} as unknown as Session;

function renderButton(status: string, onChanged = vi.fn(async () => undefined)) {
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <SessionProvider value={session}>
            <PublishButton video={{ id: 'v1', channelId: 'ch-a', status }} onChanged={onChanged} />
            <p data-testid="rendered">rendered</p>
          </SessionProvider>
        </SWRConfig>
      </ChakraProvider>
    </I18nextProvider>,
  );
  return onChanged;
}

const commands = () =>
  calls.request.mock.calls
    .filter(([endpoint]) => (endpoint as { id: string }).id === 'videoCommand')
    .map(([, input]) => (input as { body: unknown }).body);

beforeEach(() => {
  calls.channels = [{ id: 'ch-a', orgId: 'acme', sourceOrgId: 'acme' }];
  calls.success.mockReset();
  calls.error.mockReset();
  calls.request.mockReset();
  calls.request.mockImplementation(async (endpoint: { id: string }) => {
    if (endpoint.id === 'listChannels') return calls.channels;
    if (endpoint.id === 'videoCommand') return { id: 'v1' };
    throw new Error(`unexpected call ${endpoint.id}`);
  });
});
afterEach(cleanup);

describe('PublishButton', () => {
  it('publishes a draft, refreshes the video and shows the success notice', async () => {
    const onChanged = renderButton('draft');
    await act(async () => fireEvent.click(await screen.findByTestId('video-publish')));
    await waitFor(() => expect(calls.success).toHaveBeenCalledWith(i18n.t('video-published-notice')));
    expect(commands()).toEqual([{ type: 'publishVideo', payload: { videoId: 'v1' } }]);
    expect(onChanged).toHaveBeenCalled();
  });

  it('unpublishes a published video', async () => {
    renderButton('published');
    expect(await screen.findByTestId('video-unpublish')).toHaveProperty('textContent', 'Unpublish');
    await act(async () => fireEvent.click(screen.getByTestId('video-unpublish')));
    await waitFor(() => expect(calls.success).toHaveBeenCalledWith(i18n.t('video-unpublished-notice')));
    expect(commands()).toEqual([{ type: 'unpublishVideo', payload: { videoId: 'v1' } }]);
  });

  it("shows the server's refusal as an error notice", async () => {
    calls.request.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'listChannels') return calls.channels;
      throw new ApiError(
        409,
        { message: 'Cannot publish a video when it is getting processed' },
        'client',
        'videoCommand',
      );
    });
    const onChanged = renderButton('draft');
    await act(async () => fireEvent.click(await screen.findByTestId('video-publish')));
    await waitFor(() =>
      expect(calls.error).toHaveBeenCalledWith('Cannot publish a video when it is getting processed'),
    );
    expect(calls.success).not.toHaveBeenCalled();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('is not shown for a channel the caller may not add videos to', async () => {
    calls.channels = [{ id: 'ch-other', orgId: 'acme', sourceOrgId: 'acme' }];
    renderButton('draft');
    await screen.findByTestId('rendered');
    await waitFor(() => expect(calls.request).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('video-publish')).toBeNull();
  });
});
