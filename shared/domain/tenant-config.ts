/**
 * What configures a tenant (organization): validated once, used by the CDK app (one user pool per
 * tenant), the cloud's tenant provisioning and the local platform's seed.
 */
import * as z from 'zod';
import { UI_LANGUAGES } from './languages.js';
import { THEMES } from './themes.js';

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
    /**
     * The organization's single-sign-on address (its identity provider's login, e.g. Cognito's hosted UI
     * with the organization's SAML provider). An expired SSO token sends the user there (spec 1 §4).
     */
    ssoUrl: z.url().optional(),
    /**
     * Whether the onboarding wizard opens for first-time users (spec 1 §4: "It does not open … for two
     * specific organizations"). Those organizations are configured with false.
     */
    onboardingWizard: z.boolean().optional(),
    /** E-mail domains whose not-yet-registered users belong to this organization. */
    emailDomains: z.array(z.string()).default([]),
    /**
     * The organization's first admins (at least one, so a new organization can be run by its own people):
     * provisioning creates each account in the tenant's pool (Cognito e-mails a temporary password) and
     * makes it a master admin, once per address (functions/core/domain/initial-admins.ts).
     */
    initialAdmins: z
      .array(z.email().toLowerCase())
      .min(1, 'name at least one first admin (initialAdmins)')
      .refine((list) => new Set(list).size === list.length, 'initialAdmins must not repeat an address'),
  })
  .refine((t) => t.languages.includes(t.masterLanguage), {
    message: 'masterLanguage must be one of languages',
  });

export type TenantConfig = z.infer<typeof tenantConfigSchema>;
