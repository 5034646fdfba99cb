import { useEffect } from 'react';
import { SplashScreen } from '../../../components/splash-screen';
import { useEnvironment } from '../../../lib/app-context';
import { centralLoginHref } from '../../../lib/central-login';
import { storage } from '../../../lib/storage';
import { resolveSite } from '../../../lib/tenant';
import {
  apexOrganizationCheck,
  LAST_ORGANIZATION_STORAGE_KEY,
  ORGANIZATION_CHECKED_PARAM,
} from '../model/last-organization';

/**
 * Apex /organization-check?organization=…&redirectTo=… (docs/decisions.md "## Session"): where
 * parent-domain cookies are refused (`*.localhost`), a tenant asks the apex, which keeps the last-used
 * organization, whether it is the one being opened. Same one (or none yet): straight back; another
 * one: the central login with the redirect target and the origin parameter (spec 1 §4).
 */
export function OrganizationCheckPage() {
  const { config } = useEnvironment();
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const orgId = params.get('organization') ?? '';
    const redirectTo = params.get('redirectTo') ?? '';
    let target: URL | undefined;
    try {
      target = new URL(redirectTo);
    } catch {
      target = undefined;
    }
    // Only back to a tenant of this platform: the check must not become an open redirect.
    const tenant = target ? resolveSite(target.hostname, config.appDomain) : undefined;
    if (!target || tenant?.kind !== 'tenant' || target.protocol !== window.location.protocol || !orgId) {
      window.location.replace('/');
      return;
    }
    const decision = apexOrganizationCheck(rememberedOrgId(), orgId);
    if (decision === 'back') {
      target.searchParams.set(ORGANIZATION_CHECKED_PARAM, orgId);
      window.location.replace(target.toString());
    } else {
      window.location.replace(
        centralLoginHref(config.centralLoginUrl, { redirectTo: target.toString(), commingFrom: orgId }),
      );
    }
  }, [config]);
  return <SplashScreen />;
}

function rememberedOrgId(): string | undefined {
  const raw = storage.get(LAST_ORGANIZATION_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as { orgId?: unknown };
    return typeof value.orgId === 'string' ? value.orgId : undefined;
  } catch {
    return undefined;
  }
}
