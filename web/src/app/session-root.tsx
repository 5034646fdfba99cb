import { AuthRoot } from '../features/auth/session/auth-root';
import { UnsupportedBrowserNotice } from '../features/status/components/unsupported-browser-notice';
import { MaintenancePage } from '../features/status/routes/maintenance-page';

/**
 * The session layer of every tenant page (the auth feature) with what the status feature shows around
 * it: the maintenance page and the unsupported-browser notice.
 */
export function SessionRoot() {
  return <AuthRoot maintenancePage={<MaintenancePage />} browserNotice={<UnsupportedBrowserNotice />} />;
}
