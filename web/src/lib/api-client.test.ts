import { describe, expect, it, vi } from 'vitest';
import { api } from '#shared/api';
import { ApiError, buildUrl, createApiClient } from './api-client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(answer: () => Response | Promise<Response>, getToken?: () => string | undefined) {
  const fetchMock = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer());
  return {
    fetchMock,
    ...createApiClient({ baseUrl: 'http://localhost:4000/', fetch: fetchMock as typeof fetch, getToken }),
  };
}

describe('buildUrl', () => {
  it('puts the group base path, path parameters and the query together', () => {
    expect(
      buildUrl('http://localhost:4000', api.getOrganization, {
        params: { orgId: 'acme' },
        query: { fetchShareInfo: 'true' },
      }),
    ).toBe('http://localhost:4000/query/organizations/acme?fetchShareInfo=true');
    expect(
      buildUrl('https://api.example.com/prod/', api.getOrgId, { query: { email: 'a+b@acme.test' } }),
    ).toBe('https://api.example.com/prod/query/getOrgId?email=a%2Bb%40acme.test');
    expect(buildUrl('http://localhost:4000', api.getLanguage)).toBe('http://localhost:4000/query/language');
  });

  it('encodes path parameters', () => {
    expect(buildUrl('http://x', api.getOrganization, { params: { orgId: 'a/b' } })).toBe(
      'http://x/query/organizations/a%2Fb',
    );
  });
});

describe('request', () => {
  it('calls the endpoint and returns the validated answer', async () => {
    const { request, fetchMock } = client(() => json({ orgId: 'acme' }));
    await expect(request(api.getOrgId, { query: { email: 'member@acme.test' } })).resolves.toEqual({
      orgId: 'acme',
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://localhost:4000/query/getOrgId?email=member%40acme.test');
    expect(init.method).toBe('GET');
    expect(init.headers).not.toHaveProperty('authorization');
  });

  it('rejects input the contract rejects, before sending anything', async () => {
    const { request, fetchMock } = client(() => json({ orgId: 'acme' }));
    const error = await request(api.getOrgId, { query: { email: 'not-an-email' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, kind: 'client', message: 'Invalid email' });
    expect((error as ApiError).issues[0]?.path).toBe('query.email');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("carries the server's status, message and issues", async () => {
    const { request } = client(() =>
      json({ message: 'This email does not belong to any organization' }, 404),
    );
    await expect(request(api.getOrgId, { query: { email: 'x@nowhere.test' } })).rejects.toMatchObject({
      status: 404,
      kind: 'server',
      message: 'This email does not belong to any organization',
    });

    const issues = [{ path: 'query.orgId', message: 'must be a lower-case organization id' }];
    const { request: second } = client(() => json({ message: 'Invalid request', issues }, 400));
    const error = (await second(api.getTube, { query: { orgId: 'acme' } }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.issues).toEqual(issues);
  });

  it('maps a non-JSON error page and a missing answer', async () => {
    const { request } = client(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(request(api.getTube, { query: { orgId: 'acme' } })).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
    });

    const { request: offline } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline(api.getTube, { query: { orgId: 'acme' } })).rejects.toMatchObject({
      status: 0,
      kind: 'network',
      message: 'Failed to fetch',
    });
  });

  it('rejects an answer that breaks the contract', async () => {
    const { request } = client(() => json({ wrong: true }));
    await expect(request(api.getOrgId, { query: { email: 'member@acme.test' } })).rejects.toMatchObject({
      kind: 'contract',
    });
  });

  it('sends the bearer token only to endpoints that need one', async () => {
    const { request, fetchMock } = client(
      () => json({ channels: [], tracks: [], videos: [], alertsEnabledChannels: [] }),
      () => 'token-1',
    );
    await request(api.getUserFollowingData);
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit).headers).toMatchObject({
      authorization: 'Bearer token-1',
    });

    const { request: publicCall, fetchMock: publicFetch } = client(
      () => json({ orgId: 'acme' }),
      () => 'token-1',
    );
    await publicCall(api.getOrgId, { query: { email: 'member@acme.test' } });
    expect((publicFetch.mock.calls[0]?.[1] as RequestInit).headers).not.toHaveProperty('authorization');
  });
});

describe('request typing', () => {
  it('makes the contract the compile-time shape of every call', async () => {
    const { request } = client(() => json({ orgId: 'acme' }));
    // @ts-expect-error getOrgId needs its query
    await request(api.getOrgId).catch(() => undefined);
    // @ts-expect-error getOrgId declares no body
    await request(api.getOrgId, { query: { email: 'a@b.test' }, body: {} }).catch(() => undefined);
    // @ts-expect-error unknown query field
    await request(api.getTube, { query: { org: 'acme' } }).catch(() => undefined);
    // getLanguage's query is all defaults: it may be left out.
    await request(api.getLanguage).catch(() => undefined);
    const answer: { orgId: string } = await request(api.getOrgId, { query: { email: 'a@b.test' } });
    expect(answer.orgId).toBe('acme');
  });
});
