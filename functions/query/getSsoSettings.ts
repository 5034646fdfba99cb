import * as api from '#shared/api/endpoints/organization-admin.js';
import { OIDC_DEFAULT_SCOPES } from '#shared/api/endpoints/sso-settings.js';
import { cognitoIdentifierOf, oidcRedirectUrlOf } from '#shared/domain/sso.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden, notFound } from '../core/http/errors.js';
import { ssoData } from '../core/data/sso-data.js';
import { cognitoDomain, describeProvider, oidcMappingOf } from '../core/domain/sso-provider.js';

/**
 * GET /query/ssoSettings: the caller's own organization's single sign-on as /admin/security and
 * /admin/azure-ad show it (updateOrganization or updateAzureAdCertificate), with what the admin gives
 * their IdP (the pool's SAML entity id and response URL, or the OIDC redirect URI). An OIDC provider's
 * client secret is never answered: only whether one is stored.
 */
export const handler = httpHandler(api.getSsoSettings, async ({ tenant }) => {
  if (tenant.activeOrgId !== tenant.orgId) throw forbidden();
  const mayRead = tenant.permissions.some(
    (p) => p === 'updateOrganization' || p === 'updateAzureAdCertificate',
  );
  if (!mayRead) throw forbidden();
  const organization = await ssoData(tenant.orgId).organization();
  if (!organization) throw notFound();
  const provider = organization.sso ? await describeProvider(organization.userPoolId) : undefined;
  const metadataXml = provider?.ProviderDetails?.MetadataFile ?? '';
  const certificate = /<(?:\w+:)?X509Certificate>([^<]*)</.exec(metadataXml)?.[1]?.replace(/\s+/g, '') ?? '';
  const sso = organization.sso;
  const oidc = provider?.ProviderType === 'OIDC' ? provider : undefined;
  return {
    protocol: sso?.protocol ?? null,
    enabled: sso?.enabled ?? false,
    displayName: sso?.displayName ?? '',
    metadataUrl: sso?.metadataUrl ?? '',
    metadataXml: sso?.metadataUrl ? '' : metadataXml,
    issuer: sso?.issuer ?? '',
    clientId: sso?.clientId ?? '',
    clientSecretSet: Boolean(oidc?.ProviderDetails?.client_secret),
    scopes: oidc?.ProviderDetails?.authorize_scopes ?? OIDC_DEFAULT_SCOPES,
    attributeMapping: oidcMappingOf(oidc?.AttributeMapping),
    oidcRedirectUrl: oidcRedirectUrlOf(cognitoDomain(tenant.orgId)),
    cognitoIdentifier: organization.cognitoIdentifier ?? cognitoIdentifierOf(organization.userPoolId),
    samlResponseUrl: organization.samlResponseUrl ?? '',
    ssoUrl: organization.ssoUrl ?? '',
    certificate,
  };
});
