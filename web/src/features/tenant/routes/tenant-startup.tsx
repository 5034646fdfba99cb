import { useLayoutEffect, useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { SplashScreen } from '../../../components/splash-screen';
import { TenantProvider, useEnvironment } from '../../../lib/app-context';
import type { Site } from '../../../lib/tenant';
import { useBranding } from '../../../lib/theme/branding';
import { useOrganizationLookup, useTubeLookup } from '../api/tenant-lookups';
import { OrganizationNotAvailable } from '../components/organization-not-available';
import { brandingOf, isOrganization } from '../model/branding';

/**
 * Startup on a tenant host (spec 1 §4): 1. organization from the sub-domain, 2. the tube; then the
 * workspace carries the organization's logo, name, colour and theme. "If the organization lookup
 * returns an empty result or fails, the organization is treated as absent" (an empty object, "Failed
 * to fetch", a 502 alike) → the organization-not-available page.
 */
export function TenantStartup() {
  const { site } = useEnvironment();
  const organizationLookup = useOrganizationLookup(tenantLabel(site));
  const organization = isOrganization(organizationLookup.data) ? organizationLookup.data : undefined;
  const tubeLookup = useTubeLookup(organization?.id);

  // A failed tube load is not fatal: the organization's own logo and colour brand the page then.
  const tubeSettled = tubeLookup.data !== undefined || tubeLookup.error !== undefined;
  const tenant = useMemo(() => {
    if (!organization || !tubeSettled) return undefined;
    return { organization, tube: tubeLookup.data, branding: brandingOf(organization, tubeLookup.data) };
  }, [organization, tubeSettled, tubeLookup.data]);

  const { setBrand } = useBranding();
  useLayoutEffect(() => {
    if (!tenant) return;
    const { branding } = tenant;
    setBrand({ theme: branding.theme, color: branding.color });
    document.title = branding.name;
    setFavicon(branding.icon);
  }, [tenant, setBrand]);

  const absent =
    (organizationLookup.data !== undefined && !organization) ||
    (organizationLookup.error !== undefined && !organization);
  if (absent) return <OrganizationNotAvailable />;
  if (!tenant) return <SplashScreen />;
  return (
    <TenantProvider value={tenant}>
      <Outlet />
    </TenantProvider>
  );
}

function tenantLabel(site: Site): string {
  if (site.kind !== 'tenant') throw new Error('TenantStartup is mounted only on tenant hosts');
  return site.label;
}

function setFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.removeAttribute('type'); // the tube's icon may be PNG or SVG
  link.href = href;
}
