import { describe, expect, it, vi } from 'vitest';
import { api } from '#shared/api';
import { ApiError, createApiClient } from './api-client';

const initData = {
  permissions: [],
  featureFlags: [],
  settings: {
    tooltipDisabled: false,
    mailOptOuts: [],
    isConfigurationCompleted: true,
    preferredLanguage: 'en-us',
    isFirstLogin: false,
  },
  userData: {
    displayName: 'M',
    photoURL: '',
    email: 'm@acme.test',
    profile: {
      firstName: '',
      lastName: '',
      jobTitle: '',
      phoneNumber: '',
      country: '',
      profilePic: '',
      email: 'm@acme.test',
      isMasterAdmin: false,
    },
  },
  originalOrgId: null,
  orgId: 'acme',
  externalOrgsUserHasAccessTo: [],
  email: 'm@acme.test',
  role: 'member',
  isStaff: false,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('"A 401 on a call outside the public routes triggers a token refresh and a retry" (spec 1 §4)', () => {
  it('refreshes once and retries with the new token', async () => {
    let token = 'old';
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const auth = (init?.headers as Record<string, string>).authorization;
      return auth === 'Bearer new' ? json(200, initData) : json(401, { message: 'Unauthorized' });
    });
    const refresh = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const failed = vi.fn();
    const client = createApiClient({
      baseUrl: 'http://api',
      fetch,
      getToken: () => token,
      reauthentication: () => ({ refresh, failed }),
    });
    await expect(client.request(api.getInitData)).resolves.toMatchObject({ orgId: 'acme' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(failed).not.toHaveBeenCalled();
  });

  it('"If that fails … the user is sent to login": a failed refresh or a second 401 ends the session', async () => {
    const fetch = vi.fn(async () => json(401, { message: 'Unauthorized' }));
    const failed = vi.fn();
    const client = createApiClient({
      baseUrl: 'http://api',
      fetch,
      getToken: () => 't',
      reauthentication: () => ({ refresh: async () => true, failed }),
    });
    await expect(client.request(api.getInitData)).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(failed).toHaveBeenCalledTimes(1);

    const noRefresh = createApiClient({
      baseUrl: 'http://api',
      fetch,
      getToken: () => 't',
      reauthentication: () => ({ refresh: async () => false, failed }),
    });
    await expect(noRefresh.request(api.getInitData)).rejects.toMatchObject({ status: 401 });
    expect(failed).toHaveBeenCalledTimes(2);
  });

  it('public endpoints never trigger re-authentication', async () => {
    const fetch = vi.fn(async () => json(401, { message: 'Unauthorized' }));
    const refresh = vi.fn(async () => true);
    const client = createApiClient({
      baseUrl: 'http://api',
      fetch,
      reauthentication: () => ({ refresh, failed: vi.fn() }),
    });
    await expect(client.request(api.getPlatformStatus)).rejects.toMatchObject({ status: 401 });
    expect(refresh).not.toHaveBeenCalled();
  });
});
