import type { OrganizationCommand } from '#shared/api/index.js';
import { certificateBody } from '#shared/domain/sso.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { badRequest, forbidden, notFound } from '../../core/http/errors.js';
import { ssoData } from '../../core/data/sso-data.js';
import {
  describeProvider,
  oidcMappingOf,
  setUpSso,
  updateProviderDetails,
} from '../../core/domain/sso-provider.js';
import { logSettingsChange } from './settings-access.js';

type Payload<T extends OrganizationCommand['type']> = Extract<OrganizationCommand, { type: T }>['payload'];

/** The caller's own organization, when they hold `permission` there (not while switched: spec 2 §6). */
async function organizationFor(
  tenant: TenantContext,
  permission: 'updateOrganization' | 'updateAzureAdCertificate',
) {
  if (tenant.activeOrgId !== tenant.orgId || !tenant.permissions.includes(permission)) throw forbidden();
  const data = ssoData(tenant.orgId);
  const organization = await data.organization();
  if (!organization) throw notFound();
  return { data, organization };
}

/**
 * /admin/security (spec 2 §2): the organization's SAML (metadata address or XML) or OIDC identity
 * provider in its own pool, the app client's OAuth settings, and, when enabled, the SSO address the
 * sign-in page offers ("Sign in with <displayName>") and an expired SSO token goes to.
 */
export async function updateSsoSettings(tenant: TenantContext, payload: Payload<'updateSsoSettings'>) {
  const { organization } = await organizationFor(tenant, 'updateOrganization');
  const current = await describeProvider(organization.userPoolId);
  const after = await setUpSso(organization, payload);
  // An OIDC provider's scopes and mapping live in the pool; its secret is never logged, only its change.
  const oidcBefore =
    current?.ProviderType === 'OIDC'
      ? {
          scopes: current.ProviderDetails?.authorize_scopes ?? null,
          attributeMapping: oidcMappingOf(current.AttributeMapping),
        }
      : {};
  const oidcAfter =
    payload.protocol === 'OIDC'
      ? {
          scopes: payload.scopes,
          attributeMapping: payload.attributeMapping,
          clientSecret: payload.clientSecret ? 'changed' : 'unchanged',
        }
      : {};
  await logSettingsChange(tenant, 'updateSsoSettings', {
    before: {
      sso: organization.sso ?? null,
      ssoUrl: organization.ssoUrl ?? null,
      metadata: null,
      ...oidcBefore,
    },
    after: {
      ...after,
      ssoUrl: after.ssoUrl ?? null,
      // The metadata XML itself is long: the log says that it was given.
      metadata: payload.protocol === 'SAML' && payload.metadataXml ? 'XML' : null,
      ...oidcAfter,
    },
  });
  return { id: tenant.orgId };
}

/** The SAML metadata of the provider now: its file, or what its address answers. */
async function currentMetadata(details: Record<string, string>): Promise<string> {
  if (details.MetadataFile) return details.MetadataFile;
  if (!details.MetadataURL) throw badRequest('The identity provider has no SAML metadata');
  const response = await fetch(details.MetadataURL, { signal: AbortSignal.timeout(5000) }).catch(() => null);
  if (!response?.ok) throw badRequest(`Could not read the metadata at ${details.MetadataURL}`);
  return response.text();
}

/**
 * /admin/azure-ad (spec 2 §6 "Azure AD configuration needs updateAzureAdCertificate"): the SAML IdP's
 * signing certificate, uploaded or replaced (e.g. when Entra ID rolls its certificate). The provider's
 * metadata is stored as XML with the new certificate from then on.
 */
export async function updateAzureAdCertificate(
  tenant: TenantContext,
  payload: Payload<'updateAzureAdCertificate'>,
) {
  const { data, organization } = await organizationFor(tenant, 'updateAzureAdCertificate');
  const provider = await describeProvider(organization.userPoolId);
  if (!provider || provider.ProviderType !== 'SAML') {
    throw badRequest('Connect a SAML identity provider under Security first', [
      { path: 'body.payload.certificate', message: 'Connect a SAML identity provider under Security first' },
    ]);
  }
  const body = certificateBody(payload.certificate) as string;
  const metadata = await currentMetadata(provider.ProviderDetails ?? {});
  const certificates = /<(\w+:)?X509Certificate>/g;
  if (!certificates.test(metadata)) throw badRequest('The identity provider’s metadata has no certificate');
  const before = /<(?:\w+:)?X509Certificate>([^<]*)</.exec(metadata)?.[1]?.replace(/\s+/g, '') ?? '';
  const replaced = metadata.replace(
    /<((?:\w+:)?X509Certificate)>[^<]*<\/((?:\w+:)?X509Certificate)>/g,
    (_all, open: string, close: string) => `<${open}>${body}</${close}>`,
  );
  await updateProviderDetails(organization.userPoolId, { MetadataFile: replaced });
  if (organization.sso?.metadataUrl) {
    const { metadataUrl: _url, ...rest } = organization.sso;
    await data.update({ sso: rest });
  }
  // Certificates are public: the log keeps their fingerprint-sized ends, enough to tell them apart.
  await logSettingsChange(tenant, 'updateAzureAdCertificate', {
    before: { certificate: before ? `…${before.slice(-16)}` : null },
    after: { certificate: `…${body.slice(-16)}` },
  });
  return { id: tenant.orgId };
}
