import { describe, expect, it, vi } from 'vitest';
import type { InitData } from '../../../lib/session';

const auth = vi.hoisted(() => ({
  idToken: vi.fn<() => Promise<string | undefined>>(),
  jwtPayload: vi.fn<(token: string) => Record<string, unknown>>(),
  getInitData: vi.fn<() => Promise<InitData>>(),
}));
vi.mock('../amplify', () => ({ idToken: auth.idToken, jwtPayload: auth.jwtPayload }));
vi.mock('../api/auth', () => ({ getInitData: auth.getInitData }));

const { loadSession, workspaceOfSession } = await import('./load-session');

const initData = (orgId: string, originalOrgId: string | null) => ({ orgId, originalOrgId }) as InitData;

describe('workspaceOfSession: where the server says the user works', () => {
  it('is the active organization while initData reports another original one (spec 1 §4)', () => {
    expect(workspaceOfSession({ status: 'signedIn', initData: initData('acme', 'studio') })).toBe('acme');
  });

  it('is none in the own organization and for guests', () => {
    expect(workspaceOfSession({ status: 'signedIn', initData: initData('studio', null) })).toBeNull();
    expect(workspaceOfSession({ status: 'signedIn', initData: initData('studio', 'studio') })).toBeNull();
    expect(workspaceOfSession({ status: 'guest', reason: 'no session' })).toBeNull();
  });
});

describe("loadSession: the organization's block message", () => {
  const acme = {
    id: 'acme',
    blockMessage: 'Only Acme employees may sign in here.',
    whitelistedDomains: ['acme.test'],
  };
  const refusedFor = (email: string) => {
    auth.idToken.mockResolvedValue('token');
    auth.jwtPayload.mockReturnValue({ 'custom:orgId': 'acme', email });
    // The authorizer denies a blocked member: initData fails.
    auth.getInitData.mockRejectedValue(new Error('403'));
  };

  it('tells a member outside the domains that the organization blocks them', async () => {
    refusedFor('contractor@gmail.example');
    expect(await loadSession(acme)).toEqual({ status: 'guest', reason: 'blocked' });
  });

  it('is a plain failed start-up for anyone else', async () => {
    refusedFor('member@acme.test');
    expect(await loadSession(acme)).toEqual({ status: 'guest', reason: 'missing user data' });
    refusedFor('contractor@gmail.example');
    expect(await loadSession({ ...acme, blockMessage: undefined })).toEqual({
      status: 'guest',
      reason: 'missing user data',
    });
  });
});
