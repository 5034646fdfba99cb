import { describe, expect, it, vi } from 'vitest';
import { api } from '#shared/api';
import { createApiClient, type EarlyAnswer } from './api-client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const BASE = 'http://localhost:4000';
const STATUS_URL = `${BASE}/query/platformStatus`;
const INIT_DATA_URL = `${BASE}/query/initData`;

/** A client whose early answers are `early` (taken once each, by address). */
function client(early: Record<string, EarlyAnswer>, token?: string) {
  const fetchMock = vi.fn(async () => json({ maintenance: false, updatedAt: null }));
  const taken: string[] = [];
  const { request } = createApiClient({
    baseUrl: BASE,
    fetch: fetchMock as unknown as typeof fetch,
    getToken: () => token,
    earlyAnswers: (url) => {
      taken.push(url);
      const answer = early[url];
      delete early[url];
      return answer;
    },
  });
  return { request, fetchMock, taken };
}

describe('early answers (asked for by the boot, lib/api-client.ts askEarly)', () => {
  it('a GET takes the early answer to its address instead of asking again, once', async () => {
    const answer = Promise.resolve({ maintenance: true, updatedAt: null });
    const { request, fetchMock, taken } = client({ [STATUS_URL]: { token: undefined, answer } });
    await expect(request(api.getPlatformStatus)).resolves.toEqual({ maintenance: true, updatedAt: null });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(taken).toEqual([STATUS_URL]);
    // Taken: the next call asks the server.
    await expect(request(api.getPlatformStatus)).resolves.toEqual({ maintenance: false, updatedAt: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a member call takes it only when it would send the same bearer', async () => {
    const answer = Promise.resolve({ anything: true });
    const { request, fetchMock } = client({ [INIT_DATA_URL]: { token: 'old', answer } }, 'new');
    // Asked again with its own token (the mock's answer fails initData's contract: a contract error).
    await expect(request(api.getInitData)).rejects.toMatchObject({ kind: 'contract' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ authorization: 'Bearer new' });
  });

  it('a failed early call is asked again by the call that would have taken it', async () => {
    const answer = Promise.reject(new Error('Failed to fetch'));
    answer.catch(() => undefined);
    const { request, fetchMock } = client({ [STATUS_URL]: { token: undefined, answer } });
    await expect(request(api.getPlatformStatus)).resolves.toEqual({ maintenance: false, updatedAt: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('commands never look for one', async () => {
    const { request, taken } = client({});
    await request(api.platformCommand, { body: { type: 'setMaintenance', payload: { enabled: false } } });
    expect(taken).toEqual([]);
  });
});
