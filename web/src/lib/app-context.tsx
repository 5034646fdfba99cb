import { createContext, useContext, type ReactNode } from 'react';
import type { z } from 'zod';
import type { organizationSchema, tubeSchema } from '../../../shared/api';
import type { ThemeName } from '../../../shared/domain/themes';
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
}

/** The organization of a tenant host, available to every feature below the tenant startup. */
export interface TenantState {
  organization: Organization;
  /** Undefined when the tube could not be loaded (spec: a failed step leaves the visitor a guest). */
  tube: Tube | undefined;
  branding: Branding;
}

const TenantContext = createContext<TenantState | null>(null);

export function TenantProvider({ value, children }: { value: TenantState; children: ReactNode }) {
  return <TenantContext.Provider value={value}>{children}</TenantContext.Provider>;
}

export function useTenant(): TenantState {
  const value = useContext(TenantContext);
  if (!value) throw new Error('useTenant must be used on a tenant host, inside the tenant startup');
  return value;
}
