import { describe, expect, it } from 'vitest';
import type { InitData } from '../../../lib/session';
import { workspaceOfSession } from './load-session';

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
