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

describe('loadSession: a token the API refuses', () => {
  it("keeps the token's e-mail, so the shell can tell a member the organization blocks", async () => {
    auth.idToken.mockResolvedValue('token');
    auth.jwtPayload.mockReturnValue({ 'custom:orgId': 'acme', email: 'contractor@gmail.example' });
    // The authorizer denies a blocked member: initData fails.
    auth.getInitData.mockRejectedValue(new Error('403'));
    expect(await loadSession('acme')).toEqual({
      status: 'guest',
      reason: 'missing user data',
      email: 'contractor@gmail.example',
    });
  });

  it("is a guest without a session, and never another organization's session", async () => {
    auth.idToken.mockResolvedValue(undefined);
    expect(await loadSession('acme')).toEqual({ status: 'guest', reason: 'no session' });
    auth.idToken.mockResolvedValue('token');
    auth.jwtPayload.mockReturnValue({ 'custom:orgId': 'globex', email: 'x@globex.test' });
    expect(await loadSession('acme')).toEqual({ status: 'guest', reason: 'invalid session' });
  });
});
