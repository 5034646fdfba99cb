/**
 * The signed-in session as every feature sees it (spec 1 §4 "Startup and session"; client user state
 * in spec 1 §3: role default guest, data, profile, settings, externalOrgsUserHasAccessTo).
 * The auth feature provides it (features/auth); the shell and pages only read it through useSession().
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { z } from 'zod';
import type { api } from '#shared/api';
import type { Role } from '#shared/domain/roles';

export type InitData = z.infer<typeof api.getInitData.response>;

export interface Session {
  /** 'loading' while the session and initData are checked (the splash screen shows meanwhile). */
  status: 'loading' | 'guest' | 'signedIn';
  /** guest on any failure; admin iff updateOrganization; else member. */
  role: Role;
  /** Provider staff, by e-mail domain. */
  isStaff: boolean;
  /** The master admin profile flag. */
  isMasterAdmin: boolean;
  /** The startup data; null for guests. */
  initData: InitData | null;
  /** Working in another organization (the server reports originalOrgId). */
  isSwitched: boolean;
  /** Clears the session and goes to the central login (spec 1 §7 logout parameters). */
  signOut(): Promise<void>;
  /** Loads initData again (after a profile or language change). */
  reload(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ value, children }: { value: Session; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside the session provider (features/auth)');
  return value;
}
