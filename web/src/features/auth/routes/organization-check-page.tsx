import { useEffect } from 'react';
import { SplashScreen } from '../../../components/splash-screen';
import { useEnvironment } from '../../../lib/app-context';
import { storage } from '../../../lib/storage';
import {
  apexCheckDestination,
  LAST_ORGANIZATION_STORAGE_KEY,
  rememberedOrganization,
} from '../model/last-organization';

/**
 * Apex /organization-check?organization=…&redirectTo=… (docs/decisions.md "## Session"): where
 * parent-domain cookies are refused (`*.localhost`), a tenant asks the apex, which keeps the last-used
 * organization, whether it is the one being opened. Same one (or none yet): straight back; another
 * one: the central login with the redirect target and the origin parameter (spec 1 §4). The app's
 * early check (app/early-organization-check.ts) answers before the app loads; this page is the answer
 * when that could not run.
 */
export function OrganizationCheckPage() {
  const { config } = useEnvironment();
  useEffect(() => {
    window.location.replace(
      apexCheckDestination({
        search: window.location.search,
        protocol: window.location.protocol,
        appDomain: config.appDomain,
        centralLoginUrl: config.centralLoginUrl,
        remembered: rememberedOrganization(storage.get(LAST_ORGANIZATION_STORAGE_KEY)),
      }),
    );
  }, [config]);
  return <SplashScreen />;
}
