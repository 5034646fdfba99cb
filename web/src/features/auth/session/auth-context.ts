import { createContext, useContext } from 'react';

/** What the sign-in pages need from the session beyond useSession(): finishing a sign-in. */
export interface AuthActions {
  /**
   * After Amplify holds a session: loads it (initData) and records this organization as the last used.
   * Resolves to false when the session could not be loaded (the page shows the reason); true also for a
   * member the organization's block message applies to (the workspace shows them the message).
   */
  completeSignIn(): Promise<boolean>;
}

export const AuthActionsContext = createContext<AuthActions | null>(null);

export function useAuthActions(): AuthActions {
  const value = useContext(AuthActionsContext);
  if (!value) throw new Error('useAuthActions must be used inside the auth root');
  return value;
}
