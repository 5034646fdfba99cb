/**
 * The /admin/security form (issue 11, SSO): its values, the checks shown before sending, and the
 * updateSsoSettings payload. Pure.
 */
import type { SsoSettings, SsoSettingsUpdate } from '#shared/api/endpoints/sso-settings';

export type MetadataSource = 'url' | 'xml';

export interface SsoFormValues {
  protocol: 'SAML' | 'OIDC';
  enabled: boolean;
  displayName: string;
  metadataSource: MetadataSource;
  metadataUrl: string;
  metadataXml: string;
  issuer: string;
  clientId: string;
  /** Write-only: empty keeps the stored secret (`secretSet`). */
  clientSecret: string;
  secretSet: boolean;
  /** Space-separated; openid among them. */
  scopes: string;
  claimEmail: string;
  claimGivenName: string;
  claimFamilyName: string;
}

/** Dictionary keys of the fields' errors. */
export type SsoFormErrors = Partial<Record<keyof SsoFormValues, string>>;

export function ssoFormOf(saved: SsoSettings): SsoFormValues {
  return {
    protocol: saved.protocol ?? 'SAML',
    enabled: saved.protocol === null ? true : saved.enabled,
    displayName: saved.displayName,
    metadataSource: saved.metadataXml && !saved.metadataUrl ? 'xml' : 'url',
    metadataUrl: saved.metadataUrl,
    metadataXml: saved.metadataXml,
    issuer: saved.issuer,
    clientId: saved.clientId,
    clientSecret: '',
    secretSet: saved.clientSecretSet,
    scopes: saved.scopes,
    claimEmail: saved.attributeMapping.email,
    claimGivenName: saved.attributeMapping.givenName,
    claimFamilyName: saved.attributeMapping.familyName,
  };
}

const scopesOf = (text: string) => text.trim().split(/\s+/).filter(Boolean);
const isClaimName = (text: string) => /^[A-Za-z0-9_:./-]{1,64}$/.test(text.trim());

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === 'localhost');
  } catch {
    return false;
  }
};

export function ssoFormErrors(v: SsoFormValues): SsoFormErrors {
  const errors: SsoFormErrors = {};
  if (!v.displayName.trim()) errors.displayName = 'sso-error-required';
  if (v.protocol === 'SAML') {
    if (v.metadataSource === 'url' && !isWebAddress(v.metadataUrl)) errors.metadataUrl = 'sso-error-address';
    if (v.metadataSource === 'xml' && !/<(\w+:)?EntityDescriptor[\s>]/.test(v.metadataXml)) {
      errors.metadataXml = 'sso-error-metadata';
    }
  } else {
    if (!isWebAddress(v.issuer)) errors.issuer = 'sso-error-address';
    if (!v.clientId.trim()) errors.clientId = 'sso-error-required';
    if (!scopesOf(v.scopes).includes('openid')) errors.scopes = 'sso-oidc-error-scopes';
    for (const field of ['claimEmail', 'claimGivenName', 'claimFamilyName'] as const) {
      if (!isClaimName(v[field])) errors[field] = 'sso-oidc-error-claim';
    }
  }
  return errors;
}

export function ssoFormBody(v: SsoFormValues): SsoSettingsUpdate {
  const common = { enabled: v.enabled, displayName: v.displayName.trim() };
  if (v.protocol === 'SAML') {
    return v.metadataSource === 'url'
      ? { protocol: 'SAML', ...common, metadataUrl: v.metadataUrl.trim() }
      : { protocol: 'SAML', ...common, metadataXml: v.metadataXml.trim() };
  }
  return {
    protocol: 'OIDC',
    ...common,
    issuer: v.issuer.trim(),
    clientId: v.clientId.trim(),
    ...(v.clientSecret.trim() ? { clientSecret: v.clientSecret.trim() } : {}),
    scopes: scopesOf(v.scopes).join(' '),
    attributeMapping: {
      email: v.claimEmail.trim(),
      givenName: v.claimGivenName.trim(),
      familyName: v.claimFamilyName.trim(),
    },
  };
}
