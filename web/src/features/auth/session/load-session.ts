/**
 * Step 3 and 4 of the startup (spec 1 §4): the session, then the initial data. "A failure of any of
 * these yields role guest"; the reasons are the spec's session errors.
 */
import { roleFromPermissions } from '#shared/domain/roles';
import type { InitData } from '../../../lib/session';
import { idToken, jwtPayload } from '../amplify';
import { getInitData } from '../api/auth';

export type SessionError = 'no session' | 'invalid session' | 'missing user data';

export type LoadedSession =
  | { status: 'signedIn'; initData: InitData }
  /** `email`: whose token the API refused (the organization's block message may say why). */
  | { status: 'guest'; reason: SessionError; email?: string };

export async function loadSession(orgId: string): Promise<LoadedSession> {
  let token: string | undefined;
  try {
    token = await idToken();
  } catch {
    return { status: 'guest', reason: 'invalid session' };
  }
  if (!token) return { status: 'guest', reason: 'no session' };
  const claims = jwtPayload(token);
  // A token of another organization's pool is never this workspace's session.
  const tokenOrg = claims['custom:orgId'];
  if (typeof tokenOrg === 'string' && tokenOrg !== orgId)
    return { status: 'guest', reason: 'invalid session' };
  try {
    const initData = await getInitData();
    if (!initData.email) return { status: 'guest', reason: 'missing user data' };
    return { status: 'signedIn', initData };
  } catch {
    // The API refuses a member the organization's block message applies to (the authorizer): the
    // shell tells them with the token's e-mail (blockedByOrganization).
    const email = typeof claims.email === 'string' ? claims.email : undefined;
    return { status: 'guest', reason: 'missing user data', ...(email ? { email } : {}) };
  }
}

/** The roles of spec 1 §1 from the startup data, by the shared rules (shared/domain/roles.ts). */
export function rolesOf(initData: InitData | null) {
  if (!initData) return { role: 'guest' as const, isStaff: false, isMasterAdmin: false };
  return {
    role: roleFromPermissions(initData.permissions),
    // Staff is the server's decision (verified e-mail + operator organization, shared/domain/roles.ts).
    isStaff: initData.isStaff,
    isMasterAdmin: initData.userData.profile.isMasterAdmin,
  };
}

/**
 * The collaboration workspace the user works in, by the server's word: the active organization while
 * initData reports another original one (spec 1 §4), else null (also for guests).
 */
export function workspaceOfSession(session: LoadedSession): string | null {
  if (session.status !== 'signedIn') return null;
  const { orgId, originalOrgId } = session.initData;
  return originalOrgId && orgId !== originalOrgId ? orgId : null;
}
