// @vitest-environment jsdom
/**
 * /tasks/{taskId} of a video translation's step (issue 14): the page links to the translator's page
 * (/translate-video/{taskId}) beside the task's kind; a task of another kind has no such link. The
 * calls are spies; SWR, Chakra, the router and the dictionaries are real.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TaskEntry } from '#shared/api/endpoints/tasks';
import type * as apiClient from '../../../lib/api-client';
import { initEnglish } from '../../../lib/test-i18n';
import { TaskPage } from './task-page';

const calls = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  request: calls.request,
}));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await initEnglish(i18n);
});

afterEach(() => {
  cleanup();
  calls.request.mockReset();
});

const task = (subtype: TaskEntry['subtype']): TaskEntry & { comments: [] } => ({
  taskId: 't-7',
  orgId: 'acme',
  subtype,
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
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
  relations: ['assignee'],
  actions: ['complete', 'reject'],
  comments: [],
});

function renderPage() {
  return render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter initialEntries={['/tasks/t-7']}>
            <Routes>
              <Route path="/tasks/:taskId" element={<TaskPage />} />
            </Routes>
          </MemoryRouter>
        </SWRConfig>
      </I18nextProvider>
    </ChakraProvider>,
  );
}

describe('TaskPage', () => {
  it.each(['translate-video', 'approve-translation', 'review-translation'] as const)(
    "a %s task links to the translator's page",
    async (subtype) => {
      calls.request.mockResolvedValue(task(subtype));
      renderPage();
      const link = await screen.findByTestId('translation-open-page');
      expect(link.textContent).toBe('Open translation');
      expect(link.getAttribute('href')).toBe('/translate-video/t-7');
    },
  );

  it('a task of another kind has no such link', async () => {
    calls.request.mockResolvedValue(task('support-ticket'));
    renderPage();
    await screen.findByTestId('task-assignee');
    expect(screen.queryByTestId('translation-open-page')).toBeNull();
  });
});
