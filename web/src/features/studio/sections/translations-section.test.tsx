// @vitest-environment jsdom
/**
 * The studio's translations section (issue 14; spec 2 §2 translation area, §8): off for the channel it
 * says so and offers no form; the list shows each translation's status, kind, requester, publication and
 * waiting task; one getting processed can be neither published nor deleted (the spec's texts say why);
 * a request sends the chosen languages with the video's latest version, checked locally first, and a
 * refusal shows the server's text; publish and delete (behind its checkbox) send their commands. The
 * calls are spies; SWR, Chakra, the router and the dictionaries are real.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudioVideo, VideoTranslationsView, VideoTranslationView } from '#shared/api';
import { TRANSLATION_TEXTS } from '#shared/domain/video-translation';
import type * as apiClient from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-client';
import { initEnglish } from '../../../lib/test-i18n';
import { TRANSLATION_POLL_MS } from '../model/translations';
import { TranslationsSection } from './translations-section';

const calls = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  request: calls.request,
}));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await initEnglish(i18n);
});

const video: StudioVideo = {
  id: 'v1',
  humanId: 'h1',
  version: 1,
  lastVersion: 2,
  name: 'Pricing',
  abstract: '',
  description: '',
  type: 'other',
  status: 'readyToPublish',
  masterLanguage: 'en-us',
  playableLanguages: ['en-us'],
  channelId: 'c1',
  channelName: 'Channel',
  stage: '',
  responsibleEmail: 'editor@acme.test',
  tags: [],
  infClassification: '',
  createdAt: '2026-11-25T10:00:00.000Z',
  labelChoices: { tagsEnabled: false, tags: [], classificationEnabled: false, classifications: [] },
};

const translation = (over: Partial<VideoTranslationView>): VideoTranslationView => ({
  language: 'da',
  version: 2,
  description: '',
  abstract: '',
  status: 'completed',
  published: false,
  machine: true,
  name: 'Prissætning',
  requestedBy: 'editor@acme.test',
  requestedAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:05:00.000Z',
  ...over,
});

let answer: VideoTranslationsView;
let commandAnswer: () => unknown;

beforeEach(() => {
  answer = {
    videoId: 'v1',
    masterLanguage: 'en-us',
    featureOn: true,
    targetLanguages: ['da', 'de', 'sv'],
    translations: [
      translation({ language: 'da', status: 'completed', published: true }),
      translation({
        language: 'de',
        status: 'awaitingApproval',
        machine: false,
        requestedBy: 'other@acme.test',
        taskId: 'task-7',
      }),
    ],
  };
  commandAnswer = () => ({ id: 'v1' });
  calls.request.mockImplementation(async (endpoint: { id: string }) => {
    switch (endpoint.id) {
      case 'getVideoTranslations':
        return answer;
      case 'translationCommand':
        return commandAnswer();
      default:
        throw new Error(`unexpected call ${endpoint.id}`);
    }
  });
});

afterEach(() => {
  cleanup();
  calls.request.mockReset();
});

function renderSection() {
  return render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter>
            <TranslationsSection video={video} refresh={async () => undefined} />
          </MemoryRouter>
        </SWRConfig>
      </I18nextProvider>
    </ChakraProvider>,
  );
}

const commands = () =>
  calls.request.mock.calls
    .filter(([e]) => (e as { id: string }).id === 'translationCommand')
    .map(([, i]) => i);
const rowOf = (language: string) =>
  screen.getAllByTestId('translation-row').find((row) => row.getAttribute('data-language') === language)!;

describe('TranslationsSection', () => {
  it("reads the video's translations", async () => {
    renderSection();
    await screen.findByTestId('studio-translations');
    expect(calls.request.mock.calls[0]?.[0]).toMatchObject({ id: 'getVideoTranslations' });
    expect(calls.request.mock.calls[0]?.[1]).toEqual({ params: { videoId: 'v1' } });
  });

  it('reads the list again every 5 s while a translation is getting processed, not after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const reads = () => calls.request.mock.calls.filter(([e]) => e.id === 'getVideoTranslations').length;
      renderSection();
      await screen.findByTestId('translation-list');
      expect(reads()).toBe(1);
      answer = { ...answer, translations: [translation({ language: 'de', status: 'completed' })] };
      await act(async () => vi.advanceTimersByTimeAsync(TRANSLATION_POLL_MS));
      await waitFor(() => expect(reads()).toBe(2));
      await act(async () => vi.advanceTimersByTimeAsync(3 * TRANSLATION_POLL_MS));
      expect(reads()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the feature is off for the channel, and offers no form', async () => {
    answer = { ...answer, featureOn: false };
    renderSection();
    expect(await screen.findByText(TRANSLATION_TEXTS.featureOff)).toBeTruthy();
    expect(screen.queryByTestId('translation-request-form')).toBeNull();
  });

  it('lists each translation: status, kind, requester, date, publication and its waiting task', async () => {
    renderSection();
    await screen.findByTestId('translation-list');
    expect(screen.getAllByTestId('translation-row')).toHaveLength(2);
    const da = within(rowOf('da'));
    expect(da.getByTestId('translation-language').textContent).toBe('Dansk');
    expect(da.getByTestId('translation-status').textContent).toBe('Completed');
    expect(da.getByText('Machine translation')).toBeTruthy();
    expect(da.getByText('December 1st, 2026')).toBeTruthy();
    expect(da.getByTestId('translation-published').textContent).toBe('Yes');
    expect(da.queryByTestId('translation-task')).toBeNull();
    const de = within(rowOf('de'));
    expect(de.getByTestId('translation-status').textContent).toBe('Awaiting approval');
    expect(de.getByText('Human translation')).toBeTruthy();
    expect(de.getByText('other@acme.test')).toBeTruthy();
    expect(de.getByTestId('translation-published').textContent).toBe('No');
    expect(de.getByTestId('translation-task').getAttribute('href')).toBe('/tasks/task-7');
  });

  it('a translation getting processed can be neither published nor deleted, and says why', async () => {
    renderSection();
    await screen.findByTestId('translation-list');
    const de = within(rowOf('de'));
    const publish = de.getByTestId<HTMLButtonElement>('translation-publish');
    const remove = de.getByTestId<HTMLButtonElement>('translation-delete');
    expect(publish.disabled).toBe(true);
    expect(remove.disabled).toBe(true);
    const describedBy = (button: HTMLElement) =>
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(describedBy(publish)).toBe(TRANSLATION_TEXTS.publishProcessing);
    expect(describedBy(remove)).toBe(TRANSLATION_TEXTS.deleteProcessing);
    // Its language is no choice for a new request either.
    const form = within(screen.getByTestId('translation-request-form'));
    expect(
      form.getByRole<HTMLInputElement>('checkbox', { name: 'Deutsch (translation in progress)' }).disabled,
    ).toBe(true);
  });

  it("requests the chosen languages with the video's latest version", async () => {
    renderSection();
    const form = within(await screen.findByTestId('translation-request-form'));
    await act(async () => fireEvent.click(form.getByRole('checkbox', { name: 'Svenska' })));
    await act(async () => fireEvent.click(form.getByRole('checkbox', { name: 'Dansk' })));
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Request translation' })));
    await waitFor(() => expect(commands()).toHaveLength(1));
    expect(commands()[0]).toEqual({
      body: { type: 'requestTranslation', payload: { videoId: 'v1', version: 2, languages: ['da', 'sv'] } },
    });
    // The list is read again.
    await waitFor(() =>
      expect(calls.request.mock.calls.filter(([e]) => e.id === 'getVideoTranslations').length).toBe(2),
    );
  });

  it('asks for a language before sending anything', async () => {
    renderSection();
    const form = within(await screen.findByTestId('translation-request-form'));
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Request translation' })));
    expect(form.getByText(TRANSLATION_TEXTS.noLanguages)).toBeTruthy();
    expect(commands()).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    commandAnswer = () => {
      throw new ApiError(409, { message: TRANSLATION_TEXTS.notReady }, 'server', 'translationCommand');
    };
    renderSection();
    const form = within(await screen.findByTestId('translation-request-form'));
    await act(async () => fireEvent.click(form.getByRole('checkbox', { name: 'Svenska' })));
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Request translation' })));
    expect(await form.findByText(TRANSLATION_TEXTS.notReady)).toBeTruthy();
  });

  it('unpublishes a published translation and publishes a completed one', async () => {
    answer.translations = [
      translation({ language: 'da', published: true }),
      translation({ language: 'sv', published: false }),
    ];
    renderSection();
    await screen.findByTestId('translation-list');
    expect(within(rowOf('da')).queryByTestId('translation-publish')).toBeNull();
    await act(async () => fireEvent.click(within(rowOf('da')).getByTestId('translation-unpublish')));
    await act(async () => fireEvent.click(within(rowOf('sv')).getByTestId('translation-publish')));
    await waitFor(() => expect(commands()).toHaveLength(2));
    expect(commands()).toEqual([
      { body: { type: 'unpublishTranslation', payload: { videoId: 'v1', language: 'da' } } },
      { body: { type: 'publishTranslation', payload: { videoId: 'v1', language: 'sv' } } },
    ]);
  });

  it('deletes a translation once its confirmation box is ticked', async () => {
    renderSection();
    await screen.findByTestId('translation-list');
    await act(async () => fireEvent.click(within(rowOf('da')).getByTestId('translation-delete')));
    const dialog = within(await screen.findByTestId('translation-delete-dialog'));
    const action = dialog.getByRole<HTMLButtonElement>('button', { name: 'Delete' });
    expect(action.disabled).toBe(true);
    await act(async () =>
      fireEvent.click(dialog.getByRole('checkbox', { name: 'I understand that this cannot be undone' })),
    );
    await act(async () => fireEvent.click(action));
    await waitFor(() => expect(screen.queryByTestId('translation-delete-dialog')).toBeNull());
    expect(commands()).toEqual([
      { body: { type: 'deleteTranslation', payload: { videoId: 'v1', language: 'da', confirm: true } } },
    ]);
  });
});
