// @vitest-environment jsdom
/**
 * /channel/{channelId}/tasks with the reassign dialog (spec 2 §2, §4 "reassign", §8 "Error reassigning
 * task", §9 "Autocomplete: 5 suggestions"): the server's 403 shows the no-access text; a task offering
 * reassign opens the dialog, the typed text asks GET /taskAssignees, the picked user's e-mail is sent
 * with POST /taskCommand, and a refusal shows the spec's text with the server's reason. The calls are
 * spies; SWR, Chakra, the router and the dictionaries are real.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaskEntry } from '#shared/api/endpoints/tasks';
import type * as apiClient from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-client';
import { initEnglish } from '../../../lib/test-i18n';
import { ChannelTasksPage } from './channel-tasks-page';

const calls = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  request: calls.request,
}));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await initEnglish(i18n);
});

const task: TaskEntry = {
  taskId: 't-1',
  orgId: 'acme',
  subtype: 'support-ticket',
  type: 'operation',
  category: null,
  status: 'notStarted',
  taskTitle: 'Quiz broken',
  comment: '',
  ticketReferenceUrl: '',
  ticketId: '',
  channelId: 'ch-1',
  videoId: null,
  videoVersion: null,
  dueDate: null,
  assigneeId: 'u-admin',
  assigneeEmail: 'admin@acme.test',
  requesterEmail: 'staff@tubes.dev',
  requesterName: 'Sam Studio',
  inWorkflow: false,
  commentCount: 0,
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
  relations: ['manager', 'assignee'],
  actions: ['reassign'],
};

let commandAnswer: () => unknown;

beforeEach(() => {
  commandAnswer = () => ({ id: 't-1' });
  calls.request.mockImplementation(async (endpoint: { id: string }, input: { query?: { q?: string } }) => {
    switch (endpoint.id) {
      case 'listChannelTasks':
        return { items: [task], total: 1, page: 1, pageSize: 25 };
      case 'listTaskAssignees':
        return input.query?.q?.startsWith('Mar')
          ? [{ userId: 'u-martin', email: 'member@acme.test', name: 'Martin Meyer' }]
          : [];
      case 'taskCommand':
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

function renderPage() {
  return render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter initialEntries={['/channel/ch-1/tasks']}>
            <Routes>
              <Route path="/channel/:channelId/tasks" element={<ChannelTasksPage />} />
            </Routes>
          </MemoryRouter>
        </SWRConfig>
      </I18nextProvider>
    </ChakraProvider>,
  );
}

async function openDialogAndPickMartin() {
  renderPage();
  const row = await screen.findByTestId('channel-task-row');
  fireEvent.click(within(row).getByRole('button', { name: 'Reassign' }));
  const dialog = await screen.findByTestId('task-reassign-dialog');
  const field = within(dialog).getByRole('combobox', { name: 'New assignee (name or e-mail)' });
  fireEvent.change(field, { target: { value: 'Mar' } });
  // Picked from the keyboard: ArrowDown points at the first suggestion, Enter picks it.
  const martin = await within(dialog).findByRole(
    'option',
    { name: 'Martin Meyer (member@acme.test)' },
    { timeout: 3000 },
  );
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  expect(martin.getAttribute('aria-selected')).toBe('true');
  expect(field.getAttribute('aria-activedescendant')).toBe(martin.id);
  fireEvent.keyDown(field, { key: 'Enter' });
  return dialog;
}

describe('ChannelTasksPage', () => {
  it("reads the channel's tasks; the server's 403 shows the no-access text", async () => {
    calls.request.mockImplementation(async () => {
      throw new ApiError(403, { message: 'You do not have access to this resource' }, 'server', 'x');
    });
    renderPage();
    expect(await screen.findByText('You do not have access to this page.')).toBeTruthy();
    expect(calls.request.mock.calls[0]?.[0]).toMatchObject({ id: 'listChannelTasks' });
    expect(calls.request.mock.calls[0]?.[1]).toMatchObject({ params: { channelId: 'ch-1' } });
  });

  it("links a translation step to its translator's page, and no other task", async () => {
    const translation: TaskEntry = {
      ...task,
      taskId: 't-2',
      subtype: 'approve-translation',
      taskTitle: 'Approve the Deutsch translation',
      actions: [],
    };
    calls.request.mockImplementation(async () => ({
      items: [task, translation],
      total: 2,
      page: 1,
      pageSize: 25,
    }));
    renderPage();
    await screen.findByText('Approve the Deutsch translation');
    const [ticketRow, translationRow] = screen.getAllByTestId('channel-task-row');
    expect(within(ticketRow!).queryByTestId('translation-open-page')).toBeNull();
    const link = within(translationRow!).getByTestId('translation-open-page');
    expect(link.textContent).toBe('Open translation');
    expect(link.getAttribute('href')).toBe('/translate-video/t-2');
  });

  it('reassigns to the user picked from the suggestions', async () => {
    const dialog = await openDialogAndPickMartin();
    expect(within(dialog).getByTestId('task-reassign-picked').textContent).toBe(
      'Chosen: Martin Meyer (member@acme.test)',
    );
    expect(calls.request.mock.calls.find(([e]) => e.id === 'listTaskAssignees')?.[1]).toEqual({
      query: { q: 'Mar' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(screen.queryByTestId('task-reassign-dialog')).toBeNull());
    expect(calls.request.mock.calls.find(([e]) => e.id === 'taskCommand')?.[1]).toEqual({
      body: { type: 'reassign', payload: { taskId: 't-1', assigneeEmail: 'member@acme.test' } },
    });
  });

  it('a refusal shows "Error reassigning task" with the server’s reason', async () => {
    commandAnswer = () => {
      throw new ApiError(409, { message: 'The task is already assigned to member@acme.test' }, 'server', 'x');
    };
    const dialog = await openDialogAndPickMartin();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(
      await within(dialog).findByText(
        'Error reassigning task: The task is already assigned to member@acme.test',
      ),
    ).toBeTruthy();
  });
});
