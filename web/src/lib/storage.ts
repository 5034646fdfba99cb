/**
 * localStorage that never throws: private modes and disabled storage must not break sign-in, they only
 * lose what would have been remembered.
 */
/**
 * Keys shared by more than one feature. The apex's record of the last organization: written by the
 * "Login to organization" screen, read by the tenant's last-used-organization check.
 */
export const LAST_ORGANIZATION_STORAGE_KEY = 'lastOrganization';
/**
 * The collaboration workspace this browser works in (spec 1 §4): kept by the organization switch,
 * read at startup so the page wears the workspace's branding from its first paint.
 */
export const COLLABORATION_WORKSPACE_STORAGE_KEY = 'collaborationWorkspace';

export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // storage unavailable or full: nothing to remember then
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // storage unavailable: nothing stored either
    }
  },
};
