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
    clientSecret: z.string().trim().max(500).optional(),
  }),
]);
export type SsoSettingsUpdate = z.infer<typeof ssoSettingsUpdateSchema>;

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
  /** What the admin configures in their IdP. */
  cognitoIdentifier: z.string(),
  samlResponseUrl: z.string(),
  ssoUrl: z.string(),
  /** The IdP's signing certificate in use (base64 body), '' when unknown. */
  certificate: z.string(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;
