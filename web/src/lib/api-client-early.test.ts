import { describe, expect, it, vi } from 'vitest';
import { api } from '#shared/api';
import { createApiClient, type EarlyAnswer, type Reauthentication } from './api-client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const BASE = 'http://localhost:4000';
const STATUS_URL = `${BASE}/query/platformStatus`;
const INIT_DATA_URL = `${BASE}/query/initData`;
const SERVER_STATUS = { maintenance: false, updatedAt: null };

/** A client whose early sends are `early` (taken once each, by address); the server answers SERVER_STATUS. */
function client(
  early: Record<string, EarlyAnswer>,
  token?: () => string,
  reauthentication?: Reauthentication,
) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json(SERVER_STATUS));
  const taken: string[] = [];
  const { request } = createApiClient({
    baseUrl: BASE,
    fetch: fetchMock as unknown as typeof fetch,
    getToken: token,
    reauthentication: () => reauthentication,
    earlyAnswers: (url) => {
      taken.push(url);
      const answer = early[url];
      delete early[url];
      return answer;
    },
  });
  return { request, fetchMock, taken };
}

describe('early sends (the boot, lib/api-client.ts askEarly)', () => {
  it('a GET takes the early response to its address as its first send (validated), once', async () => {
    const response = Promise.resolve(json({ maintenance: true, updatedAt: null }));
    const { request, fetchMock, taken } = client({ [STATUS_URL]: { token: undefined, response } });
    await expect(request(api.getPlatformStatus)).resolves.toEqual({ maintenance: true, updatedAt: null });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(taken).toEqual([STATUS_URL]);
    // Taken: the next call asks the server.
    await expect(request(api.getPlatformStatus)).resolves.toEqual(SERVER_STATUS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('an early response is checked against the contract like any other', async () => {
    const response = Promise.resolve(json({ maintenance: 'yes' }));
    const { request } = client({ [STATUS_URL]: { token: undefined, response } });
    await expect(request(api.getPlatformStatus)).rejects.toMatchObject({ kind: 'contract' });
  });

  it('a member call takes it only when it would send the same bearer', async () => {
    const response = Promise.resolve(json({ anything: true }));
    const { request, fetchMock } = client({ [INIT_DATA_URL]: { token: 'old', response } }, () => 'new');
    // Sent again with its own token (the mock's answer fails initData's contract: a contract error).
    await expect(request(api.getInitData)).rejects.toMatchObject({ kind: 'contract' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).toMatchObject({ authorization: 'Bearer new' });
  });

  it('an early 401 is the first send of the call: one refresh and one retry, not a second 401', async () => {
    let token = 'stale';
    const refresh = vi.fn(async () => {
      token = 'fresh';
      return true;
    });
    const failed = vi.fn();
    const response = Promise.resolve(json({ message: 'Unauthorized' }, 401));
    const { request, fetchMock } = client({ [INIT_DATA_URL]: { token: 'stale', response } }, () => token, {
      refresh,
      failed,
    });
    // The retry's answer (SERVER_STATUS) fails initData's contract: what matters is who was asked.
    await expect(request(api.getInitData)).rejects.toMatchObject({ kind: 'contract' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).toMatchObject({ authorization: 'Bearer fresh' });
    expect(failed).not.toHaveBeenCalled();
  });

  it('an early send that got no answer is sent again by the call', async () => {
    const response = Promise.reject(new TypeError('Failed to fetch'));
    response.catch(() => undefined);
    const { request, fetchMock } = client({ [STATUS_URL]: { token: undefined, response } });
    await expect(request(api.getPlatformStatus)).resolves.toEqual(SERVER_STATUS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('commands never look for one', async () => {
    const { request, taken } = client({});
    await request(api.platformCommand, { body: { type: 'setMaintenance', payload: { enabled: false } } });
    expect(taken).toEqual([]);
  });
});
