// @vitest-environment jsdom
/**
 * /playlist/edit/{trackId}/translations (issue 14): one card per language to translate into beside the
 * original; a description without a name is refused under the field before anything is sent; Save
 * sends the named languages (an emptied one left out); the server's 403 shows the no-access text. The
 * calls are spies; SWR, Chakra, the router and the dictionaries are real.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackEdit } from '#shared/api';
import type * as apiClient from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-client';
import { initEnglish } from '../../../lib/test-i18n';
import { PlaylistTranslationsRoute } from './track-translations-page';

const calls = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  request: calls.request,
}));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await initEnglish(i18n);
});

const track: TrackEdit = {
  id: 'tr-1',
  channelId: 'ch-1',
  channelName: 'Sales',
  parentTrackId: null,
  parentName: null,
  depth: 0,
  name: 'Sales 101',
  abstract: '',
  description: 'The basics of selling.',
  mandatory: false,
  createdAt: '2026-12-01T10:00:00.000Z',
  items: [],
  masterLanguage: 'en-us',
  translationLanguages: ['da', 'de'],
  translations: [{ language: 'de', name: 'Vertrieb 101', description: 'Die Grundlagen.' }],
};

beforeEach(() => {
  calls.request.mockImplementation(async (endpoint: { id: string }) => {
    if (endpoint.id === 'getTrack') return track;
    if (endpoint.id === 'channelCommand') return { id: 'tr-1', res: { id: 'tr-1' } };
    throw new Error(`unexpected call ${endpoint.id}`);
  });
});

afterEach(() => {
  cleanup();
  calls.request.mockReset();
});

function renderPage() {
  return render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter initialEntries={['/playlist/edit/tr-1/translations']}>
            <Routes>
              <Route path="/playlist/edit/:trackId/translations" element={<PlaylistTranslationsRoute />} />
            </Routes>
          </MemoryRouter>
        </SWRConfig>
      </I18nextProvider>
    </ChakraProvider>,
  );
}

const card = (language: string) =>
  screen.getAllByTestId('track-translation').find((c) => c.dataset.language === language)!;
const commands = () => calls.request.mock.calls.filter(([e]) => e.id === 'channelCommand');

describe('PlaylistTranslationsRoute', () => {
  it('shows one card per language beside the original, filled from the saved translations', async () => {
    renderPage();
    await screen.findByText('Translations of Sales 101');
    expect(screen.getAllByTestId('track-translation').map((c) => c.dataset.language)).toEqual(['da', 'de']);
    const de = card('de');
    expect(within(de).getByRole('heading', { name: 'Deutsch' }).getAttribute('lang')).toBe('de');
    expect(within(de).getByTestId('track-translation-master').textContent).toBe(
      'Sales 101The basics of selling.',
    );
    expect((within(de).getByLabelText('Name (Deutsch)') as HTMLInputElement).value).toBe('Vertrieb 101');
    expect((within(card('da')).getByLabelText('Name (Dansk)') as HTMLInputElement).value).toBe('');
  });

  it('refuses a description without a name under the field, then saves the named languages', async () => {
    renderPage();
    await screen.findByText('Translations of Sales 101');
    const da = card('da');
    fireEvent.change(within(da).getByLabelText('Description (Dansk)'), { target: { value: 'Grundlaget.' } });
    fireEvent.click(screen.getByTestId('track-translations-save'));
    expect(await within(da).findByText('Give a name as well, or clear the description')).toBeTruthy();
    expect(commands()).toEqual([]);

    fireEvent.change(within(da).getByLabelText('Name (Dansk)'), { target: { value: ' Salg 101 ' } });
    // Emptying a name removes that language's translation.
    fireEvent.change(within(card('de')).getByLabelText('Name (Deutsch)'), { target: { value: '' } });
    fireEvent.change(within(card('de')).getByLabelText('Description (Deutsch)'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('track-translations-save'));
    await waitFor(() => expect(commands()).toHaveLength(1));
    expect(commands()[0]?.[1]).toEqual({
      body: {
        type: 'saveTrackTranslations',
        payload: {
          trackId: 'tr-1',
          translations: [{ language: 'da', name: 'Salg 101', description: 'Grundlaget.' }],
        },
      },
    });
  });

  it("the server's 403 shows the no-access text and no form", async () => {
    calls.request.mockImplementation(async () => {
      throw new ApiError(403, { message: 'You may not manage the playlists of this channel' }, 'server', 'x');
    });
    renderPage();
    expect(await screen.findByText('You may not manage these playlists.')).toBeTruthy();
    expect(screen.queryByTestId('track-translations-form')).toBeNull();
  });
});
