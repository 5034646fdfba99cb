/**
 * The configured tenants (organizations). Each gets one Cognito user pool + app client in every stage
 * (identity stack) and, locally, one pool in cognito-local. Validated at load time.
 */
import { z } from 'zod';
import { UI_LANGUAGES } from '../../shared/domain/languages.js';
import { THEMES } from '../../shared/domain/themes.js';

export const tenantConfigSchema = z
  .object({
    /** Organization id: lower-case, stable, used in every partition key. */
    id: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/),
    /** Sub-domain label of the tenant's tube, e.g. "acme" → acme.<stage domain>. */
    subdomain: z.string().regex(/^[a-z][a-z0-9-]{1,62}$/),
    name: z.string().min(1),
    masterLanguage: z.enum(UI_LANGUAGES),
    languages: z.array(z.enum(UI_LANGUAGES)).min(1),
    color: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
    theme: z.enum(THEMES),
    /** Logo path served by the web app (or an absolute URL). */
    logo: z.string().min(1),
    hasActiveSubscription: z.boolean(),
    /** The provider's own organization (staff tools, network area). */
    providerOrganization: z.boolean().default(false),
    /** Admins may generate auto-login links (spec 1 §2 user menu: "only for some organizations"). */
    autoLoginEnabled: z.boolean().default(false),
    /** E-mail domains whose not-yet-registered users belong to this organization. */
    emailDomains: z.array(z.string()).default([]),
  })
  .refine((t) => t.languages.includes(t.masterLanguage), {
    message: 'masterLanguage must be one of languages',
  });

export type TenantConfig = z.infer<typeof tenantConfigSchema>;

const tenants: z.input<typeof tenantConfigSchema>[] = [
  {
    id: 'acme',
    subdomain: 'acme',
    name: 'Acme Corporation',
    masterLanguage: 'en-us',
    languages: ['en-us', 'da', 'de'],
    color: '#1F6FEB',
    theme: 'beach',
    logo: '/tenants/acme/logo.svg',
    hasActiveSubscription: true,
    autoLoginEnabled: true,
    emailDomains: ['acme.test'],
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
    emailDomains: ['tubes.dev'],
  },
];

export const TENANTS: TenantConfig[] = z
  .array(tenantConfigSchema)
  .refine((list) => new Set(list.map((t) => t.id)).size === list.length, 'tenant ids must be unique')
  .refine((list) => new Set(list.map((t) => t.subdomain)).size === list.length, 'sub-domains must be unique')
  .parse(tenants);
