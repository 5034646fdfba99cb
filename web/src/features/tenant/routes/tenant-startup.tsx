import { useLayoutEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { SplashScreen } from '../../../components/splash-screen';
import {
  TenantProvider,
  useEnvironment,
  WorkspaceBrandingProvider,
  type TenantState,
  type WorkspaceBrandingControl,
} from '../../../lib/app-context';
import { COLLABORATION_WORKSPACE_STORAGE_KEY, storage } from '../../../lib/storage';
import type { Site } from '../../../lib/tenant';
import { useBranding } from '../../../lib/theme/branding';
import { useOrganizationLookup, useTubeLookup } from '../api/tenant-lookups';
import { OrganizationNotAvailable } from '../components/organization-not-available';
import { brandingOf, isOrganization } from '../model/branding';
import { resolveWorkspace, workspaceToShow } from '../model/workspace-branding';

/**
 * Startup on a tenant host (spec 1 §4): 1. organization from the sub-domain, 2. the tube; then the
 * workspace carries the organization's logo, name, colour and theme. "If the organization lookup
 * returns an empty result or fails, the organization is treated as absent" (an empty object, "Failed
 * to fetch", a 502 alike) → the organization-not-available page.
 *
 * While the user works in a collaboration workspace, the page wears that organization's tube. The
 * workspace this browser remembers is loaded alongside, so the first paint after the switch's reload
 * is already in its branding; the session then confirms or corrects it (WorkspaceBrandingControl).
 */
export function TenantStartup() {
  const { site } = useEnvironment();
  const organizationLookup = useOrganizationLookup(tenantLabel(site));
  const organization = isOrganization(organizationLookup.data) ? organizationLookup.data : undefined;
  const tubeLookup = useTubeLookup(organization?.id);

  const [requested, setRequested] = useState(() => storage.get(COLLABORATION_WORKSPACE_STORAGE_KEY));
  const workspaceId = organization ? workspaceToShow(requested, organization) : null;
  const workspaceLookup = useOrganizationLookup(workspaceId);
  const workspaceOrganization = isOrganization(workspaceLookup.data) ? workspaceLookup.data : undefined;
  const workspaceTubeLookup = useTubeLookup(workspaceOrganization?.id);
  // Memoized on the lookups' answers: a new object on every render would re-brand the app in a loop.
  const resolution = useMemo(
    () =>
      resolveWorkspace(
        workspaceId,
        { data: workspaceLookup.data, error: workspaceLookup.error },
        { data: workspaceTubeLookup.data, error: workspaceTubeLookup.error },
      ),
    [
      workspaceId,
      workspaceLookup.data,
      workspaceLookup.error,
      workspaceTubeLookup.data,
      workspaceTubeLookup.error,
    ],
  );
  const workspace = resolution.ready ? resolution.workspace : null;

  // A failed tube load is not fatal: the organization's own logo and colour brand the page then.
  const tubeSettled = tubeLookup.data !== undefined || tubeLookup.error !== undefined;
  const tenant = useMemo<TenantState | undefined>(() => {
    if (!organization || !tubeSettled) return undefined;
    const shown = workspace ?? { organization, tube: tubeLookup.data };
    return {
      organization,
      tube: tubeLookup.data,
      branding: brandingOf(shown.organization, shown.tube),
      workspace,
    };
  }, [organization, tubeSettled, tubeLookup.data, workspace]);

  const control = useMemo<WorkspaceBrandingControl>(
    () => ({ shown: workspaceId, ready: resolution.ready, show: setRequested }),
    [workspaceId, resolution.ready],
  );

  const { setBrand } = useBranding();
  const brandReady = tenant !== undefined && resolution.ready;
  useLayoutEffect(() => {
    // Only the branding that will stay: no flash of this organization's colours before the workspace's.
    if (!tenant || !brandReady) return;
    const { branding } = tenant;
    setBrand({ theme: branding.theme, color: branding.color });
    document.title = branding.name;
    setFavicon(branding.icon);
  }, [tenant, brandReady, setBrand]);

  const absent =
    (organizationLookup.data !== undefined && !organization) ||
    (organizationLookup.error !== undefined && !organization);
  if (absent) return <OrganizationNotAvailable />;
  if (!tenant) return <SplashScreen />;
  return (
    <TenantProvider value={tenant}>
      <WorkspaceBrandingProvider value={control}>
        <Outlet />
      </WorkspaceBrandingProvider>
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
