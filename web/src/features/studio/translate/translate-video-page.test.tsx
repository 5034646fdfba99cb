// @vitest-environment jsdom
/**
 * /translate-video/{taskId} (issue 14; spec 2 §2 translation tabs): the header names the task, the video
 * and the languages; each master text stands beside the translation's field (each in its language);
 * edits survive tab switches and one Save sends every tab's texts; the draft is checked before sending
 * and the server's refusals are shown (a 400's issue beside its field); Complete saves unsaved texts
 * first and the page then shows the new state; Reject asks for its reason; Take comes first on a task
 * nobody holds; the page is read-only while a machine translates and once the task is over. The calls
 * are spies; SWR, Chakra, the router and the dictionaries are real.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaskEntry } from '#shared/api/endpoints/tasks';
import type { TranslationTaskView } from '#shared/api/endpoints/video-translation';
import type * as apiClient from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-client';
import { initEnglish } from '../../../lib/test-i18n';
import { TranslateVideoPage } from './translate-video-page';

const calls = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  request: calls.request,
}));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await initEnglish(i18n);
});

const at = '2026-12-01T10:00:00.000Z';
const effect = (text: string) => ({ enabled: true, text, position: 'top', style: 'subtitle' }) as const;

function taskView(over: Partial<TranslationTaskView> = {}): TranslationTaskView {
  return {
    taskId: 'task-1',
    step: 'translate',
    taskStatus: 'inProgress',
    taskTitle: 'Translate “Pricing” into Deutsch',
    videoId: 'v1',
    humanId: 'h1',
    version: 2,
    masterLanguage: 'en-us',
    master: { name: 'Pricing', description: 'How prices work', abstract: 'Prices in short' },
    translation: {
      language: 'de',
      description: '',
      abstract: '',
      version: 2,
      status: 'awaitingTranslator',
      published: false,
      machine: false,
      name: 'Preise',
      requestedBy: 'editor@acme.test',
      requestedAt: at,
      updatedAt: at,
      taskId: 'task-1',
    },
    masterContent: {
      chapters: [
        { startSeconds: 0, title: 'Intro', manuscript: 'Hello and welcome', textEffect: effect('Welcome') },
        {
          startSeconds: 65.5,
          manuscript: 'Press save',
          keyboardEffect: { enabled: true, keys: 'Ctrl+S' },
          quickGuide: true,
        },
      ],
      links: [{ startSeconds: 3, url: 'https://acme.test/prices', title: 'Price list' }],
    },
    translatedContent: {
      chapters: [
        { startSeconds: 0, title: 'Einleitung', manuscript: 'Hallo', textEffect: effect('Willkommen') },
        {
          startSeconds: 65.5,
          manuscript: 'Speichern drücken',
          keyboardEffect: { enabled: true, keys: 'Ctrl+S' },
          quickGuide: true,
        },
      ],
      links: [{ startSeconds: 3, url: 'https://acme.test/prices', title: 'Preisliste' }],
    },
    ...over,
  };
}

function taskEntry(over: Partial<TaskEntry> = {}): TaskEntry {
  return {
    taskId: 'task-1',
    orgId: 'acme',
    subtype: 'translate-video',
    type: 'operation',
    category: null,
    status: 'inProgress',
    taskTitle: 'Translate “Pricing” into Deutsch',
    comment: '',
    ticketReferenceUrl: '',
    ticketId: '',
    channelId: 'ch-1',
    videoId: 'v1',
    videoVersion: 2,
    dueDate: null,
    assigneeId: 'u-1',
    assigneeEmail: 'translator@acme.test',
    requesterEmail: 'editor@acme.test',
    requesterName: 'Eddie Editor',
    inWorkflow: true,
    commentCount: 0,
    createdAt: at,
    updatedAt: at,
    relations: ['assignee'],
    actions: ['complete', 'reject', 'reassign', 'resetAssignee'],
    ...over,
  };
}

type SavePayload = {
  name: string;
  description: string;
  abstract: string;
  chapters: { title?: string; manuscript: string; effectText?: string }[];
  links: { title: string }[];
};

/** The server after a save: the translation's texts are the saved ones. */
function applySaved(payload: SavePayload) {
  answer = {
    ...answer,
    translation: {
      ...answer.translation,
      name: payload.name,
      description: payload.description,
      abstract: payload.abstract,
    },
    translatedContent: {
      chapters: answer.translatedContent.chapters.map((c, i) => {
        const words = payload.chapters[i]!;
        return {
          ...c,
          ...(words.title !== undefined ? { title: words.title } : {}),
          manuscript: words.manuscript,
          ...(c.textEffect ? { textEffect: { ...c.textEffect, text: words.effectText ?? '' } } : {}),
        };
      }),
      links: answer.translatedContent.links.map((l, i) => ({ ...l, title: payload.links[i]!.title })),
    },
  };
}

let answer: TranslationTaskView;
let entry: TaskEntry;
let saveAnswer: () => unknown;
let taskAnswer: (body: { type: string }) => unknown;

beforeEach(() => {
  answer = taskView();
  entry = taskEntry();
  saveAnswer = () => ({ id: 'v1' });
  taskAnswer = () => ({ id: 'task-1' });
  calls.request.mockImplementation(async (endpoint: { id: string }, input: { body?: { type: string } }) => {
    switch (endpoint.id) {
      case 'getTranslationTask':
        return answer;
      case 'getTask':
        return { ...entry, comments: [] };
      case 'translationCommand': {
        const result = saveAnswer();
        applySaved((input.body as unknown as { payload: SavePayload }).payload);
        return result;
      }
      case 'taskCommand':
        return taskAnswer(input.body!);
      default:
        throw new Error(`unexpected call ${endpoint.id}`);
    }
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
          <MemoryRouter initialEntries={['/translate-video/task-1']}>
            <Routes>
              <Route path="/translate-video/:taskId" element={<TranslateVideoPage />} />
            </Routes>
          </MemoryRouter>
        </SWRConfig>
      </I18nextProvider>
    </ChakraProvider>,
  );
}

const callsOf = (id: string) =>
  calls.request.mock.calls.filter(([e]) => (e as { id: string }).id === id).map(([, i]) => i);
const fieldOf = (path: string) => {
  const field = screen.getAllByTestId('translate-field').find((f) => f.dataset.path === path);
  if (!field) throw new Error(`no field ${path}`);
  return field;
};
const masterOf = (path: string) => within(fieldOf(path)).getByTestId('translate-master');
const targetOf = (path: string) =>
  within(fieldOf(path)).getByTestId<HTMLInputElement | HTMLTextAreaElement>('translate-target');
const type = (path: string, value: string) => fireEvent.change(targetOf(path), { target: { value } });
const openTab = async (name: string) => {
  await act(async () => fireEvent.click(screen.getByRole('tab', { name })));
  await waitFor(() => expect(screen.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true'));
};

describe('TranslateVideoPage', () => {
  it('shows the task, the video, the languages, the statuses and the way to the studio', async () => {
    renderPage();
    expect((await screen.findByTestId('translate-task-title')).textContent).toBe(
      'Translate “Pricing” into Deutsch',
    );
    expect(callsOf('getTranslationTask')[0]).toEqual({ params: { taskId: 'task-1' } });
    expect(screen.getByText('Video translation')).toBeTruthy();
    expect(screen.getByTestId('translate-video-name').textContent).toBe('Video: Pricing');
    expect(screen.getByTestId('translate-languages').textContent).toBe('From English (US) into Deutsch');
    expect(screen.getByTestId('translate-translation-status').textContent).toBe(
      'Translation: Awaiting translator',
    );
    expect(screen.getByTestId('translate-task-status').textContent).toBe('Task: In progress');
    expect(screen.getByTestId('translate-open-studio').getAttribute('href')).toBe(
      '/edit/video/translations/v1/2',
    );
  });

  it('puts each master text beside its field, each in its own language, in the spec’s tabs', async () => {
    renderPage();
    await screen.findByTestId('translate-video-page');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Title',
      'Effects',
      'Manuscript',
      'Quick guide',
      'Links',
      'Voice-annotation',
    ]);
    expect(masterOf('name').textContent).toBe('Pricing');
    expect(masterOf('name').getAttribute('lang')).toBe('en-us');
    expect(targetOf('name').value).toBe('Preise');
    expect(targetOf('name').getAttribute('lang')).toBe('de');
    expect(masterOf('description').textContent).toBe('How prices work');
    expect(within(fieldOf('name')).getByText('Title (English (US))')).toBeTruthy();
    expect(within(fieldOf('name')).getByText('Title (Deutsch)')).toBeTruthy();
    expect(within(fieldOf('name')).getByText('6 of 200 characters')).toBeTruthy();

    await openTab('Manuscript');
    const chapters = screen.getAllByTestId('translate-chapter');
    expect(chapters).toHaveLength(2);
    expect(within(chapters[1]!).getByText('Chapter 2 · 1:05.5')).toBeTruthy();
    expect(
      within(chapters[1]!).getByText('Starts at 1:05.5. The timing is kept from the master.'),
    ).toBeTruthy();
    expect(masterOf('chapters.0.title').textContent).toBe('Intro');
    expect(masterOf('chapters.0.manuscript').textContent).toBe('Hello and welcome');
    expect(targetOf('chapters.0.manuscript').value).toBe('Hallo');
    // The second chapter has no title in either language: nothing to translate.
    expect(screen.queryAllByTestId('translate-field').map((f) => f.dataset.path)).not.toContain(
      'chapters.1.title',
    );

    await openTab('Effects');
    expect(masterOf('chapters.0.effectText').textContent).toBe('Welcome');
    expect(targetOf('chapters.0.effectText').value).toBe('Willkommen');
    const keys = screen.getByTestId('translate-keyboard-effect');
    expect(within(keys).getByText('Ctrl+S')).toBeTruthy();
    expect(within(keys).getByText('Key combinations are not translated.')).toBeTruthy();

    await openTab('Links');
    expect(screen.getByTestId('translate-link-url').getAttribute('href')).toBe('https://acme.test/prices');
    expect(masterOf('links.0.title').textContent).toBe('Price list');
    expect(targetOf('links.0.title').value).toBe('Preisliste');
  });

  it('the quick-guide tab shows the pages with their translated manuscript and leads to the manuscript tab', async () => {
    renderPage();
    await screen.findByTestId('translate-video-page');
    type('name', 'Preise 2026');
    await openTab('Manuscript');
    type('chapters.1.manuscript', 'Drücken Sie Speichern');
    await openTab('Quick guide');
    expect(screen.getByTestId('translate-quick-guide-pages').textContent).toBe('Pages in the quick guide: 1');
    const pages = screen.getAllByTestId('translate-quick-guide-page');
    expect(pages).toHaveLength(1);
    expect(within(pages[0]!).getByText('Drücken Sie Speichern').getAttribute('lang')).toBe('de');
    // Read-only here: no field.
    expect(
      within(screen.getByTestId('translate-pane-quick-guide')).queryAllByTestId('translate-field'),
    ).toEqual([]);
    await act(async () => fireEvent.click(screen.getByTestId('translate-open-manuscript')));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Manuscript' }).getAttribute('aria-selected')).toBe('true'),
    );
  });

  it('keeps the edits across tabs and saves every tab’s texts at once', async () => {
    renderPage();
    await screen.findByTestId('translate-video-page');
    expect(screen.getByTestId<HTMLButtonElement>('translate-save').disabled).toBe(true);
    type('abstract', 'Preise kurz');
    await openTab('Manuscript');
    type('chapters.1.manuscript', 'Drücken Sie Speichern');
    await openTab('Effects');
    type('chapters.0.effectText', 'Hallo!');
    await openTab('Links');
    type('links.0.title', 'Preisübersicht');
    await openTab('Title');
    expect(targetOf('abstract').value).toBe('Preise kurz');
    expect(screen.getByTestId('translate-save-status').textContent).toBe('Unsaved changes');

    await act(async () => fireEvent.click(screen.getByTestId('translate-save')));
    await waitFor(() => expect(callsOf('translationCommand')).toHaveLength(1));
    expect(callsOf('translationCommand')[0]).toEqual({
      body: {
        type: 'saveTranslationTexts',
        payload: {
          videoId: 'v1',
          language: 'de',
          name: 'Preise',
          description: '',
          abstract: 'Preise kurz',
          chapters: [
            { title: 'Einleitung', manuscript: 'Hallo', effectText: 'Hallo!' },
            { manuscript: 'Drücken Sie Speichern' },
          ],
          links: [{ title: 'Preisübersicht' }],
        },
      },
    });
    // Saved: the task is read again and nothing is left to save.
    await waitFor(() => expect(callsOf('getTranslationTask').length).toBeGreaterThanOrEqual(2));
    await waitFor(() =>
      expect(screen.getByTestId('translate-save-status').textContent).toBe('All changes saved'),
    );
    expect(targetOf('abstract').value).toBe('Preise kurz');
  });

  it('checks the draft before sending: a blank required field opens its tab and says so', async () => {
    renderPage();
    await screen.findByTestId('translate-video-page');
    await openTab('Links');
    type('links.0.title', '  ');
    await openTab('Title');
    await act(async () => fireEvent.click(screen.getByTestId('translate-save')));
    expect(await screen.findByText('Correct the marked fields first.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Links/ }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(within(fieldOf('links.0.title')).getByText('Field cannot be empty')).toBeTruthy();
    expect(callsOf('translationCommand')).toEqual([]);
  });

  it('marks a too long text at once, with the contract’s limit', async () => {
    renderPage();
    await screen.findByTestId('translate-video-page');
    type('name', 'x'.repeat(201));
    expect(within(fieldOf('name')).getByText('At most 200 characters')).toBeTruthy();
    expect(within(fieldOf('name')).getByText('201 of 200 characters')).toBeTruthy();
  });

  it('shows the server’s refusal, and a 400’s issue beside its field', async () => {
    saveAnswer = () => {
      throw new ApiError(
        409,
        { message: "The video's chapters or links changed since the page was opened: reload it" },
        'server',
        'translationCommand',
      );
    };
    renderPage();
    await screen.findByTestId('translate-video-page');
    type('name', 'Preisgestaltung');
    await act(async () => fireEvent.click(screen.getByTestId('translate-save')));
    expect(
      await screen.findByText("The video's chapters or links changed since the page was opened: reload it"),
    ).toBeTruthy();
    expect(screen.getByTestId('translate-save-status').textContent).toBe('Unsaved changes');

    saveAnswer = () => {
      throw new ApiError(
        400,
        {
          message: 'The title says nothing',
          issues: [{ path: 'links.0.title', message: 'The title says nothing' }],
        },
        'server',
        'translationCommand',
      );
    };
    await act(async () => fireEvent.click(screen.getByTestId('translate-save')));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Links/ }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(within(fieldOf('links.0.title')).getByText('The title says nothing')).toBeTruthy();
    // Typing in the field clears its issue.
    type('links.0.title', 'Preisliste 2026');
    expect(within(fieldOf('links.0.title')).queryByText('The title says nothing')).toBeNull();
  });

  it('Complete saves the unsaved texts first, then completes the step and shows where things stand', async () => {
    taskAnswer = () => {
      answer = {
        ...answer,
        taskStatus: 'completed',
        translation: { ...answer.translation, status: 'awaitingApproval', taskId: 'task-2' },
      };
      return { id: 'task-1' };
    };
    renderPage();
    const actions = await screen.findByTestId('translate-step-actions');
    expect(within(actions).queryByTestId('translate-take')).toBeNull();
    type('name', 'Preisgestaltung');
    await act(async () => fireEvent.click(within(actions).getByTestId('translate-complete')));
    await waitFor(() => expect(callsOf('taskCommand')).toHaveLength(1));
    const order = calls.request.mock.calls
      .map(([e]) => (e as { id: string }).id)
      .filter((id) => id === 'translationCommand' || id === 'taskCommand');
    expect(order).toEqual(['translationCommand', 'taskCommand']);
    expect(callsOf('translationCommand')[0]).toMatchObject({
      body: { payload: { name: 'Preisgestaltung' } },
    });
    expect(callsOf('taskCommand')[0]).toEqual({ body: { type: 'complete', payload: { taskId: 'task-1' } } });

    await waitFor(() =>
      expect(screen.getByTestId('translate-task-status').getAttribute('data-status')).toBe('completed'),
    );
    expect(screen.getByTestId('translate-translation-status').textContent).toBe(
      'Translation: Awaiting approval',
    );
    expect(screen.getByTestId('translate-read-only').getAttribute('data-reason')).toBe('taskOver');
    expect(screen.getByTestId('translate-next-step').getAttribute('href')).toBe('/translate-video/task-2');
    expect(screen.queryByTestId('translate-step-actions')).toBeNull();
    expect(screen.queryByTestId('translate-save')).toBeNull();
    expect(targetOf('name').matches(':disabled')).toBe(true);
    expect(targetOf('name').value).toBe('Preisgestaltung');
  });

  it('a refused save stops Complete', async () => {
    saveAnswer = () => {
      throw new ApiError(
        409,
        { message: 'A machine translator is translating this video now' },
        'server',
        'x',
      );
    };
    renderPage();
    const actions = await screen.findByTestId('translate-step-actions');
    type('name', 'Preisgestaltung');
    await act(async () => fireEvent.click(within(actions).getByTestId('translate-complete')));
    expect(await screen.findByText('A machine translator is translating this video now')).toBeTruthy();
    expect(callsOf('taskCommand')).toEqual([]);
  });

  it('Reject asks for its reason before sending it', async () => {
    taskAnswer = () => {
      answer = taskView({
        taskStatus: 'rejected',
        translation: { ...answer.translation, status: 'rejected', reason: 'Wrong video' },
      });
      return { id: 'task-1' };
    };
    renderPage();
    const actions = await screen.findByTestId('translate-step-actions');
    await act(async () => fireEvent.click(within(actions).getByTestId('translate-reject')));
    await act(async () => fireEvent.click(within(actions).getByTestId('translate-reject-confirm')));
    expect(within(actions).getByText('Comment cannot be empty')).toBeTruthy();
    expect(callsOf('taskCommand')).toEqual([]);
    fireEvent.change(within(actions).getByTestId('translate-reject-reason'), {
      target: { value: ' Wrong video ' },
    });
    await act(async () => fireEvent.click(within(actions).getByTestId('translate-reject-confirm')));
    await waitFor(() => expect(callsOf('taskCommand')).toHaveLength(1));
    expect(callsOf('taskCommand')[0]).toEqual({
      body: { type: 'reject', payload: { taskId: 'task-1', comment: 'Wrong video' } },
    });
    await waitFor(() =>
      expect(screen.getByTestId('translate-translation-status').getAttribute('data-status')).toBe('rejected'),
    );
    expect(screen.getByTestId('translate-read-only')).toBeTruthy();
  });

  it('offers Take first on a requested task nobody holds', async () => {
    answer = taskView({ taskStatus: 'requested' });
    entry = taskEntry({
      status: 'requested',
      assigneeId: null,
      assigneeEmail: '',
      relations: ['candidate'],
      actions: ['take'],
    });
    taskAnswer = () => {
      answer = taskView({ taskStatus: 'inProgress' });
      entry = taskEntry();
      return { id: 'task-1' };
    };
    renderPage();
    const actions = await screen.findByTestId('translate-step-actions');
    expect(within(actions).queryByTestId('translate-complete')).toBeNull();
    await act(async () => fireEvent.click(within(actions).getByTestId('translate-take')));
    await waitFor(() => expect(callsOf('taskCommand')).toHaveLength(1));
    expect(callsOf('taskCommand')[0]).toEqual({ body: { type: 'take', payload: { taskId: 'task-1' } } });
    expect(await within(actions).findByTestId('translate-complete')).toBeTruthy();
    expect(within(actions).queryByTestId('translate-take')).toBeNull();
  });

  it('says who completes the step when the caller does not hold it, and still lets them correct the texts', async () => {
    entry = taskEntry({
      assigneeId: 'u-2',
      relations: ['manager'],
      actions: ['reassign', 'resetAssignee', 'cancel'],
    });
    renderPage();
    expect(await screen.findByTestId('translate-not-assignee')).toBeTruthy();
    expect(targetOf('name').matches(':disabled')).toBe(false);
  });

  it('is read-only while a machine translates the texts', async () => {
    answer = taskView({ translation: { ...taskView().translation, status: 'translating' } });
    renderPage();
    const notice = await screen.findByTestId('translate-read-only');
    expect(notice.getAttribute('data-reason')).toBe('machineTranslating');
    expect(targetOf('name').matches(':disabled')).toBe(true);
    expect(screen.queryByTestId('translate-save')).toBeNull();
    expect(screen.queryByTestId('translate-step-actions')).toBeNull();
  });

  it('is read-only once the task is over', async () => {
    answer = taskView({
      taskStatus: 'canceled',
      translation: { ...taskView().translation, status: 'canceled' },
    });
    renderPage();
    expect((await screen.findByTestId('translate-read-only')).getAttribute('data-reason')).toBe('taskOver');
    await openTab('Manuscript');
    expect(targetOf('chapters.0.manuscript').matches(':disabled')).toBe(true);
  });

  it('says when the task is not a translation step', async () => {
    calls.request.mockImplementation(async () => {
      throw new ApiError(404, { message: 'Task not found' }, 'server', 'getTranslationTask');
    });
    renderPage();
    expect(
      await screen.findByText('This task was not found, or it is not a step of a video translation.'),
    ).toBeTruthy();
  });
});
