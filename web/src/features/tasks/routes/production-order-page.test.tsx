// @vitest-environment jsdom
/**
 * /produce-video/{taskId} (issue 13): the order, its steps, its video's state, and on a taken generation
 * step the upload and "Request generation", whose 409 ("A file must be uploaded …") shows as the server
 * wrote it. The calls are spies; SWR, Chakra, the router and the dictionaries are real.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductionOrderView } from '#shared/api/endpoints/production-orders';
import type * as apiClient from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-client';
import { initEnglish } from '../../../lib/test-i18n';
import { ProductionOrderPage } from './production-order-page';

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
const order: ProductionOrderView = {
  orderId: 'o-1',
  orgId: 'acme',
  orgName: 'Acme',
  title: 'Onboarding flow',
  videoType: 'flowchart',
  variant: 'cp07',
  brief: 'Show the onboarding',
  requesterEmail: 'member@acme.test',
  requesterName: 'Martin Meyer',
  createdAt: at,
  video: { videoId: 'v-1', humanId: 'h-1', status: 'planned', uploaded: false, playable: false },
  steps: [
    {
      step: 'verify',
      round: 1,
      taskId: 't-v',
      status: 'completed',
      assigneeEmail: 'staff@tubes.dev',
      updatedAt: at,
    },
    {
      step: 'generate',
      round: 1,
      taskId: 't-g',
      status: 'inProgress',
      assigneeEmail: 'staff@tubes.dev',
      updatedAt: at,
    },
  ],
  task: {
    taskId: 't-g',
    orgId: 'acme',
    subtype: 'generate-generated-video-cp07',
    type: 'operation',
    category: null,
    status: 'inProgress',
    taskTitle: 'Onboarding flow',
    comment: '',
    ticketReferenceUrl: '',
    ticketId: '',
    channelId: 'ch-1',
    videoId: 'v-1',
    videoVersion: null,
    dueDate: null,
    assigneeId: 'u-staff',
    assigneeEmail: 'staff@tubes.dev',
    requesterEmail: 'member@acme.test',
    requesterName: 'Martin Meyer',
    inWorkflow: true,
    commentCount: 0,
    createdAt: at,
    updatedAt: at,
    relations: ['assignee'],
    actions: ['complete', 'reject'],
  },
};

beforeEach(() => {
  calls.request.mockImplementation(async (endpoint: { id: string }) => {
    switch (endpoint.id) {
      case 'getProductionOrder':
        return order;
      case 'taskCommand':
        throw new ApiError(
          409,
          { message: 'A file must be uploaded before a generation request' },
          'server',
          'taskCommand',
        );
      default:
        throw new Error(`unexpected call ${endpoint.id}`);
    }
  });
});

afterEach(() => {
  cleanup();
  calls.request.mockReset();
});

describe('production order page', () => {
  it('shows the order, its steps and the generation step’s upload; a refused request shows why', async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <I18nextProvider i18n={i18n}>
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            <MemoryRouter initialEntries={['/produce-video/t-g?orgId=acme']}>
              <Routes>
                <Route path="/produce-video/:taskId" element={<ProductionOrderPage />} />
              </Routes>
            </MemoryRouter>
          </SWRConfig>
        </I18nextProvider>
      </ChakraProvider>,
    );
    const steps = await screen.findByTestId('production-steps');
    expect(
      within(steps)
        .getAllByTestId('production-step')
        .map((s) => s.dataset.step),
    ).toEqual(['verify', 'generate']);
    expect(screen.getByTestId('production-video-state').dataset.state).toBe('not-uploaded');
    expect(screen.getByTestId('production-upload-input')).toBeTruthy();
    expect(calls.request.mock.calls[0]?.[1]).toMatchObject({
      params: { taskId: 't-g' },
      query: { orgId: 'acme' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request generation' }));
    expect(await screen.findByText('A file must be uploaded before a generation request')).toBeTruthy();
    expect(
      calls.request.mock.calls.find(([e]) => (e as { id: string }).id === 'taskCommand')?.[1],
    ).toMatchObject({
      body: { type: 'complete', payload: { taskId: 't-g', orgId: 'acme' } },
    });
  });
});
