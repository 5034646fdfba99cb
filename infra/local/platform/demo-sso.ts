/**
 * The demo tenant that signs in by single sign-on out of the box (README "Single sign-on"): on a
 * persistent `npm start`, acme's SAML identity provider is the local IdP, set up as an admin would on
 * /admin/security (functions/core/domain/sso-provider.ts). Only while acme has no SSO setting yet: what
 * an admin changed (SSO off, another IdP) survives restarts. Ephemeral platforms (tests) start without
 * it, so their journeys set SSO up themselves.
 */
import { ssoData } from '../../../functions/core/data/sso-data.js';
import { setUpSso } from '../../../functions/core/domain/sso-provider.js';

export const DEMO_SSO_ORG = 'acme';
export const DEMO_SSO_NAME = 'Acme IdP (local)';

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
