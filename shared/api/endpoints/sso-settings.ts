/**
 * Single-sign-on settings (spec 2 §2 /admin/security, /admin/azure-ad): the payloads of the
 * organizationCommand types updateSsoSettings and updateAzureAdCertificate, and what GET /ssoSettings
 * answers. The identity provider lives in the organization's own Cognito pool.
 */
import * as z from 'zod';
import { certificateBody } from '../../domain/sso.js';

const METADATA_MAX = 200_000;

const httpsOrLocalUrl = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === 'localhost');
    } catch {
      return false;
    }
  }, 'Enter an https:// address');

/** An OIDC claim's name (what the provider's ID token / userinfo calls an attribute). */
const claimName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_:./-]{1,64}$/, 'Enter the claim’s name (letters, digits, _ : . / -)');

/** Which OIDC claims carry the user's e-mail and names (Cognito's AttributeMapping, inverted). */
export const oidcAttributeMappingSchema = z.object({
  email: claimName,
  givenName: claimName,
  familyName: claimName,
});
export type OidcAttributeMapping = z.infer<typeof oidcAttributeMappingSchema>;

export const OIDC_DEFAULT_SCOPES = 'openid email profile';
export const OIDC_DEFAULT_MAPPING: OidcAttributeMapping = {
  email: 'email',
  givenName: 'given_name',
  familyName: 'family_name',
};

/** Space-separated OAuth scopes (RFC 6749 §3.3), `openid` among them (Cognito's authorize_scopes). */
const oidcScopes = z
  .string()
  .trim()
  .max(500)
  .refine(
    (v) => v.split(/\s+/).every((scope) => /^[\x21\x23-\x5B\x5D-\x7E]+$/.test(scope)),
    'Separate the scopes with spaces',
  )
  .refine((v) => v.split(/\s+/).includes('openid'), 'The scopes must include openid');

export const ssoSettingsUpdateSchema = z.discriminatedUnion('protocol', [
  z
    .object({
      protocol: z.literal('SAML'),
      enabled: z.boolean(),
      /** Shown on the sign-in button: "Sign in with <displayName>". */
      displayName: z.string().trim().min(1, 'Required').max(40, 'At most 40 characters'),
      metadataUrl: httpsOrLocalUrl.optional(),
      metadataXml: z.string().trim().max(METADATA_MAX, 'The metadata is too large').optional(),
    })
    .superRefine((v, ctx) => {
      if (!v.metadataUrl === !v.metadataXml) {
        ctx.addIssue({
          code: 'custom',
          path: ['metadataUrl'],
          message: 'Give either the metadata address or the metadata XML',
        });
      }
      if (v.metadataXml !== undefined && !/<(\w+:)?EntityDescriptor[\s>]/.test(v.metadataXml)) {
        ctx.addIssue({ code: 'custom', path: ['metadataXml'], message: 'This is not SAML metadata' });
      }
    }),
  z.object({
    protocol: z.literal('OIDC'),
    enabled: z.boolean(),
    displayName: z.string().trim().min(1, 'Required').max(40, 'At most 40 characters'),
    issuer: httpsOrLocalUrl,
    clientId: z.string().trim().min(1, 'Required').max(200),
    /** Write-only: absent keeps the secret already stored with the provider. */
    clientSecret: z.string().trim().min(1).max(500).optional(),
    scopes: oidcScopes.default(OIDC_DEFAULT_SCOPES),
    attributeMapping: oidcAttributeMappingSchema.default(OIDC_DEFAULT_MAPPING),
  }),
]);
export type SsoSettingsUpdate = z.infer<typeof ssoSettingsUpdateSchema>;
/** What a client sends (scopes and mapping may be left to their defaults). */
export type SsoSettingsUpdateInput = z.input<typeof ssoSettingsUpdateSchema>;

export const azureAdCertificateSchema = z.object({
  certificate: z
    .string()
    .max(20_000)
    .refine((v) => certificateBody(v) !== null, 'Paste the certificate (PEM or base64)'),
});

export const ssoSettingsSchema = z.object({
  /** null: no identity provider yet. */
  protocol: z.enum(['SAML', 'OIDC']).nullable(),
  enabled: z.boolean(),
  displayName: z.string(),
  metadataUrl: z.string(),
  /** SAML: the metadata in use when it was given as XML (or the certificate was replaced). */
  metadataXml: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  /** OIDC: whether a client secret is stored (the secret itself never leaves the pool). */
  clientSecretSet: z.boolean(),
  /** OIDC: the scopes asked for, and which claims carry the e-mail and names. */
  scopes: z.string(),
  attributeMapping: oidcAttributeMappingSchema,
  /** What the admin configures in their IdP (OIDC: oidcRedirectUrl is the redirect URI). */
  oidcRedirectUrl: z.string(),
  cognitoIdentifier: z.string(),
  samlResponseUrl: z.string(),
  ssoUrl: z.string(),
  /** The IdP's signing certificate in use (base64 body), '' when unknown. */
  certificate: z.string(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;
