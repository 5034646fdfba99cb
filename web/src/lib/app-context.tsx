import { createContext, useContext, type ReactNode } from 'react';
import type { z } from 'zod';
import type { organizationSchema, tubeSchema } from '#shared/api';
import type { ThemeName } from '#shared/domain/themes';
import type { WebConfig } from './config';
import type { Site } from './tenant';

/** What every screen may know once startup has run: configuration and which site this is. */
export interface AppEnvironment {
  config: WebConfig;
  site: Site;
}

const EnvironmentContext = createContext<AppEnvironment | null>(null);

export function EnvironmentProvider({ value, children }: { value: AppEnvironment; children: ReactNode }) {
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
}

export function useEnvironment(): AppEnvironment {
  const value = useContext(EnvironmentContext);
  if (!value) throw new Error('useEnvironment must be used inside <EnvironmentProvider>');
  return value;
}

export type Organization = z.infer<typeof organizationSchema>;
export type Tube = z.infer<typeof tubeSchema>;

/** How the workspace looks: the tube's branding, completed from the organization where it is blank. */
export interface Branding {
  name: string;
  logo: string;
  icon: string;
  color: string;
  theme: ThemeName;
  /** The tube's images on video cards (spec 2 §3 Tube): a corner logo and an overlay; '' for none. */
  thumbnailLogo: string;
  thumbnailOverlay: string;
  /** Behind the home page's header; '' for none. */
  backgroundImage: string;
}

/** An organization with its tube (undefined when the tube could not be loaded). */
export interface OrganizationWithTube {
  organization: Organization;
  tube: Tube | undefined;
}

/** The organization of a tenant host, available to every feature below the tenant startup. */
export interface TenantState {
  /** The organization of this sub-domain: its user pool signs the user in. */
  organization: Organization;
  /** Undefined when the tube could not be loaded (spec: a failed step leaves the visitor a guest). */
  tube: Tube | undefined;
  /**
   * How the page looks: the collaboration workspace's tube while the user works in another
   * organization (spec 1 §1 "each organization is one tube"), else this organization's.
   */
  branding: Branding;
  /** The organization the user works in while switched into another one, with its tube; else null. */
  workspace?: OrganizationWithTube | null;
}

/** The tube whose feature flags and channels the user works with: the workspace's while switched. */
export function activeTubeId(tenant: TenantState): string {
  if (tenant.workspace) return tenant.workspace.tube?.id ?? tenant.workspace.organization.tubeId;
  return tenant.tube?.id ?? tenant.organization.tubeId;
}

const TenantContext = createContext<TenantState | null>(null);

export function TenantProvider({ value, children }: { value: TenantState; children: ReactNode }) {
  return <TenantContext.Provider value={value}>{children}</TenantContext.Provider>;
}

/** The page's branding, or null outside a tenant startup (a component rendered alone in a test). */
export function useBrandingIfAny(): Branding | null {
  return useContext(TenantContext)?.branding ?? null;
}

export function useTenant(): TenantState {
  const value = useContext(TenantContext);
  if (!value) throw new Error('useTenant must be used on a tenant host, inside the tenant startup');
  return value;
}

/**
 * Which organization's tube brands the page. The tenant startup starts from the workspace this browser
 * remembers (so the first paint after a switch already wears it); the session, once loaded, says
 * where the user really works (`show`), and its pages wait until that tube is `ready`.
 */
export interface WorkspaceBrandingControl {
  /** The collaboration workspace whose branding is shown or loading; null: this organization's. */
  shown: string | null;
  /** The shown branding has loaded (or failed, leaving this organization's). */
  ready: boolean;
  show(orgId: string | null): void;
}

const WorkspaceBrandingContext = createContext<WorkspaceBrandingControl | null>(null);

export function WorkspaceBrandingProvider({
  value,
  children,
}: {
  value: WorkspaceBrandingControl;
  children: ReactNode;
}) {
  return <WorkspaceBrandingContext.Provider value={value}>{children}</WorkspaceBrandingContext.Provider>;
}

/** Null outside a tenant startup (tests that render a page alone): nothing to wait for then. */
export function useWorkspaceBranding(): WorkspaceBrandingControl | null {
  return useContext(WorkspaceBrandingContext);
}
