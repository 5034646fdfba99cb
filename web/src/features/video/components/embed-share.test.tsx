// @vitest-environment jsdom
/**
 * "Embed & share" on the video page: shown only when the video read carries `embed` (the server adds it
 * only for callers who may change the video), switches publicEmbed with updateGeneral, offers the
 * sharing link, the embed link with ?subTitleLang= and an iframe of /sharing/embed/{key} on the
 * tenant's own address, copies each with "Copied" feedback, shows failures in the dialog, and links to
 * the studio's embed-codes section (the same panel, components/embed-share-panel.tsx). The API call and
 * the clipboard are spies; Chakra, the router and i18n are real.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VideoPage } from '#shared/api';
import {
  EnvironmentProvider,
  TenantProvider,
  type AppEnvironment,
  type TenantState,
} from '../../../lib/app-context';
import type * as ApiClient from '../../../lib/api-client';
import { EmbedShareButton } from './embed-share';
import { initEnglish } from '../../../lib/test-i18n';

const calls = vi.hoisted(() => ({ request: vi.fn(), writeText: vi.fn() }));

vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  request: calls.request,
  currentToken: async () => undefined,
}));

const { ApiError } = await import('../../../lib/api-client');

const i18n = i18next.createInstance();
beforeAll(async () => {
  await initEnglish(i18n);
});

const KEY = 'AbCdEfGhIjKlMnOpQrStUv_-';
// jsdom's page is http://localhost:3000; the links name the organization's own sub-domain.
const ORIGIN = 'http://acme.localhost:3000';

const environment = { config: {}, site: { kind: 'apex' } } as unknown as AppEnvironment;
const tenant = { organization: { id: 'acme', domain: 'acme' } } as unknown as TenantState;

type Video = Parameters<typeof EmbedShareButton>[0]['video'];
const baseVideo: Video = {
  id: 'v1',
  name: 'Onboarding',
  lastVersion: 2,
  masterLanguage: 'en-us',
  renditions: [
    { version: 2, language: 'en-us', status: 'completed' },
    { version: 2, language: 'de', status: 'completed' },
  ],
  subtitleLanguages: ['da'],
};

/** The page: refetching (onChanged) gives the video the server's current embed settings. */
function Page({ initial, server }: { initial: Video; server: { embed: VideoPage['embed'] } }) {
  const [video, setVideo] = useState(initial);
  return (
    <EmbedShareButton
      video={video}
      onChanged={async () => setVideo((v) => ({ ...v, embed: server.embed }))}
    />
  );
}

function renderPage(embed: VideoPage['embed']) {
  const server = { embed };
  render(
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={defaultSystem}>
          <EnvironmentProvider value={environment}>
            <TenantProvider value={tenant}>
              <Page initial={{ ...baseVideo, ...(embed ? { embed } : {}) }} server={server} />
              <p data-testid="rendered">rendered</p>
            </TenantProvider>
          </EnvironmentProvider>
        </ChakraProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
  return server;
}

const commands = () => calls.request.mock.calls.map(([, input]) => (input as { body: unknown }).body);

async function openDialog() {
  await act(async () => fireEvent.click(screen.getByTestId('video-embed-share')));
  return screen.findByTestId('embed-share-dialog');
}

async function clickSwitch(dialog: HTMLElement) {
  await act(async () => fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Public embed' })));
}

beforeEach(() => {
  calls.request.mockReset();
  calls.writeText.mockReset();
  calls.writeText.mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: calls.writeText },
    configurable: true,
  });
});
afterEach(cleanup);

describe('EmbedShareButton', () => {
  it('is not shown when the video read has no embed settings (callers who may not change the video)', async () => {
    renderPage(undefined);
    await screen.findByTestId('rendered');
    expect(screen.queryByTestId('video-embed-share')).toBeNull();
  });

  it("links to the studio's embed-codes section of the video's latest version", async () => {
    renderPage({ publicEmbed: true, embedKey: KEY });
    const dialog = await openDialog();
    const link = within(dialog).getByTestId('embed-share-studio');
    expect(link.getAttribute('href')).toBe('/edit/video/embed-codes/v1/2');
    expect(link.textContent).toBe('Open the embed codes in the studio');
  });

  it('turns public embedding on with updateGeneral and then offers the links on the tenant address', async () => {
    const server = renderPage({ publicEmbed: false, embedKey: null });
    calls.request.mockImplementation(async () => {
      server.embed = { publicEmbed: true, embedKey: KEY };
      return { id: 'v1', embedKey: KEY };
    });
    const dialog = await openDialog();
    expect(within(dialog).getByTestId('embed-share-state').textContent).toBe(
      'Turn on public embedding to get the links.',
    );
    expect(within(dialog).getByText(/anyone with one of the links below can watch this video/)).toBeTruthy();
    expect(within(dialog).queryByTestId('embed-share-sharing')).toBeNull();

    await clickSwitch(dialog);
    await waitFor(() => expect(within(dialog).getByTestId('embed-share-sharing')).toBeTruthy());
    expect(commands()).toEqual([
      { type: 'updateGeneral', payload: { videoId: 'v1', version: 2, publicEmbed: true } },
    ]);
    expect(within(dialog).getByTestId('embed-share-state').textContent).toBe(
      'Public embedding is on: anyone with a link can watch this video.',
    );
    expect(within(dialog).getByTestId('embed-share-public').getAttribute('data-state')).toBe('checked');
    expect(within(dialog).getByTestId('embed-share-sharing')).toHaveProperty(
      'value',
      `${ORIGIN}/sharing/${KEY}`,
    );
    expect(within(dialog).getByTestId('embed-share-embed')).toHaveProperty('value', `${ORIGIN}/embed/${KEY}`);
    const iframe = (within(dialog).getByTestId('embed-share-iframe') as HTMLTextAreaElement).value;
    expect(iframe).toContain(`src="${ORIGIN}/sharing/embed/${KEY}"`);
    expect(iframe).toMatch(/width="640" height="360"/);
    expect(iframe).toContain('allowfullscreen');
  });

  it("adds the chosen subtitle language to every link and the iframe snippet (the video's languages)", async () => {
    renderPage({ publicEmbed: true, embedKey: KEY });
    const dialog = await openDialog();
    const select = within(dialog).getByTestId('embed-share-subtitle-language') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['', 'en-us', 'da', 'de']);
    await act(async () => fireEvent.change(select, { target: { value: 'da' } }));
    expect(within(dialog).getByTestId('embed-share-embed')).toHaveProperty(
      'value',
      `${ORIGIN}/embed/${KEY}?subTitleLang=da`,
    );
    expect(within(dialog).getByTestId('embed-share-sharing')).toHaveProperty(
      'value',
      `${ORIGIN}/sharing/${KEY}?subTitleLang=da`,
    );
    expect((within(dialog).getByTestId('embed-share-iframe') as HTMLTextAreaElement).value).toContain(
      `src="${ORIGIN}/sharing/embed/${KEY}?subTitleLang=da"`,
    );
  });

  it('copies a link and says "Copied"; a refused clipboard shows a message', async () => {
    renderPage({ publicEmbed: true, embedKey: KEY });
    const dialog = await openDialog();
    await act(async () => fireEvent.click(within(dialog).getByTestId('embed-share-copy-sharing')));
    expect(calls.writeText).toHaveBeenCalledWith(`${ORIGIN}/sharing/${KEY}`);
    expect(within(dialog).getByTestId('embed-share-copy-sharing').textContent).toBe('Copied');
    expect(within(dialog).getByTestId('embed-share-copy-embed').textContent).toBe('Copy');

    calls.writeText.mockRejectedValueOnce(new DOMException('Write permission denied.', 'NotAllowedError'));
    await act(async () => fireEvent.click(within(dialog).getByTestId('embed-share-copy-iframe')));
    expect(within(dialog).getByTestId('embed-share-copy-failed').textContent).toBe(
      'Could not copy to the clipboard. Select the text and copy it yourself.',
    );
    expect(within(dialog).getByTestId('embed-share-copy-iframe').textContent).toBe('Copy');
  });

  it('turns public embedding off; the kept links then ask visitors to log in', async () => {
    const server = renderPage({ publicEmbed: true, embedKey: KEY });
    calls.request.mockImplementation(async () => {
      server.embed = { publicEmbed: false, embedKey: KEY };
      return { id: 'v1', embedKey: KEY };
    });
    const dialog = await openDialog();
    await clickSwitch(dialog);
    await waitFor(() =>
      expect(within(dialog).getByTestId('embed-share-state').textContent).toBe(
        'Public embedding is off: visitors opening these links are asked to log in.',
      ),
    );
    expect(commands()).toEqual([
      { type: 'updateGeneral', payload: { videoId: 'v1', version: 2, publicEmbed: false } },
    ]);
    expect(within(dialog).getByTestId('embed-share-sharing')).toHaveProperty(
      'value',
      `${ORIGIN}/sharing/${KEY}`,
    );
  });

  it("shows the server's refusal in the dialog and leaves the switch as it was", async () => {
    renderPage({ publicEmbed: false, embedKey: null });
    calls.request.mockRejectedValue(
      new ApiError(403, { message: 'You may not add videos to this channel' }, 'client', 'videoCommand'),
    );
    const dialog = await openDialog();
    await clickSwitch(dialog);
    await waitFor(() =>
      expect(within(dialog).getByTestId('embed-share-error').textContent).toContain(
        'You may not add videos to this channel',
      ),
    );
    expect(within(dialog).getByTestId('embed-share-public').getAttribute('data-state')).toBe('unchecked');
    expect(within(dialog).queryByTestId('embed-share-sharing')).toBeNull();
  });
});
