/**
 * The demo tenants that sign in by single sign-on out of the box (README "Single sign-on"): on a
 * persistent `npm start`, acme's SAML identity provider is the local SAML IdP and globex's OpenID Connect
 * provider the local OIDC provider, each set up as an admin would on /admin/security
 * (functions/core/domain/sso-provider.ts). Only while the organization has no SSO setting yet: what an
 * admin changed (SSO off, another IdP) survives restarts. Ephemeral platforms (tests) start without
 * them, so their journeys set SSO up themselves.
 */
import { ssoData } from '../../../functions/core/data/sso-data.js';
import { setUpSso } from '../../../functions/core/domain/sso-provider.js';
import { OIDC_DEFAULT_MAPPING, OIDC_DEFAULT_SCOPES } from '#shared/api/endpoints/sso-settings.js';
import { OIDC_DEMO_CLIENT_ID, OIDC_DEMO_CLIENT_SECRET } from '../emulators/oidc-idp/users.js';

export const DEMO_SSO_ORG = 'acme';
export const DEMO_SSO_NAME = 'Acme IdP (local)';
export const DEMO_OIDC_ORG = 'globex';
export const DEMO_OIDC_NAME = 'Globex ID (local)';

export async function ensureDemoSso(samlIdpMetadataUrl: string, log: (line: string) => void): Promise<void> {
  const organization = await ssoData(DEMO_SSO_ORG).organization();
  if (!organization || organization.sso) return;
  await setUpSso(organization, {
    protocol: 'SAML',
    enabled: true,
    displayName: DEMO_SSO_NAME,
    metadataUrl: samlIdpMetadataUrl,
  });
  log(`sso: ${DEMO_SSO_ORG} signs in with ${DEMO_SSO_NAME} (${samlIdpMetadataUrl})`);
}

export async function ensureDemoOidcSso(issuer: string, log: (line: string) => void): Promise<void> {
  const organization = await ssoData(DEMO_OIDC_ORG).organization();
  if (!organization || organization.sso) return;
  await setUpSso(organization, {
    protocol: 'OIDC',
    enabled: true,
    displayName: DEMO_OIDC_NAME,
    issuer,
    clientId: OIDC_DEMO_CLIENT_ID,
    clientSecret: OIDC_DEMO_CLIENT_SECRET,
    scopes: OIDC_DEFAULT_SCOPES,
    attributeMapping: OIDC_DEFAULT_MAPPING,
  });
  log(`sso: ${DEMO_OIDC_ORG} signs in with ${DEMO_OIDC_NAME} (OpenID Connect, ${issuer})`);
}
