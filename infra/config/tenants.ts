/**
 * The configured tenants (organizations). Each gets one Cognito user pool + app client in every stage
 * (identity stack) and, locally, one pool in cognito-local. Validated at load time.
 */
import { z } from 'zod';
import { tenantConfigSchema, type TenantConfig } from '#shared/domain/tenant-config.js';

export { tenantConfigSchema, type TenantConfig };

const tenants: z.input<typeof tenantConfigSchema>[] = [
  {
    id: 'acme',
    subdomain: 'acme',
    name: 'Acme Corporation',
    masterLanguage: 'en-us',
    languages: ['en-us', 'da', 'de', 'es-es'],
    color: '#1F6FEB',
    theme: 'beach',
    logo: '/tenants/acme/logo.svg',
    hasActiveSubscription: true,
    autoLoginEnabled: true,
    emailDomains: ['acme.test'],
    initialAdmins: ['admin@acme.test'],
  },
  {
    id: 'globex',
    subdomain: 'globex',
    name: 'Globex',
    masterLanguage: 'en-us',
    languages: ['en-us', 'sv'],
    color: '#2E7D32',
    theme: 'greeny',
    logo: '/tenants/globex/logo.svg',
    hasActiveSubscription: false,
    emailDomains: ['globex.test'],
    initialAdmins: ['admin@globex.test'],
  },
  {
    id: 'studio',
    subdomain: 'studio',
    name: 'Tubes Studio',
    masterLanguage: 'en-us',
    languages: ['en-us', 'da'],
    color: '#9C3094',
    theme: 'default',
    logo: '/assets/images/logo.png',
    hasActiveSubscription: true,
    providerOrganization: true,
    autoLoginEnabled: true,
    // One of the organizations the onboarding wizard does not open in (spec 1 §4).
    onboardingWizard: false,
    emailDomains: ['tubes.dev'],
    initialAdmins: ['staff@tubes.dev'],
  },
];

export const TENANTS: TenantConfig[] = z
  .array(tenantConfigSchema)
  .refine((list) => new Set(list.map((t) => t.id)).size === list.length, 'tenant ids must be unique')
  .refine((list) => new Set(list.map((t) => t.subdomain)).size === list.length, 'sub-domains must be unique')
  .parse(tenants);
