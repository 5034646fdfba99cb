/**
 * Single sign-on of an organization (spec 2 §2 /admin/security and /admin/azure-ad, §3 ssoUrl,
 * samlResponseUrl, cognitoIdentifier): the Cognito names and addresses an identity provider is set up
 * with, in one place for the handlers, the web app and the tests.
 */

/** The Cognito identity provider's name in the tenant's pool (one SSO provider per organization). */
export const SSO_PROVIDER_NAME = 'OrgSSO';

/** What the admin gives their IdP as the service provider's entity id (Cognito's SAML SP id). */
export const cognitoIdentifierOf = (userPoolId: string) => `urn:amazon:cognito:sp:${userPoolId}`;

/** The assertion consumer service the IdP posts its Response to (the pool domain's). */
export const samlResponseUrlOf = (cognitoDomain: string) => `${cognitoDomain}/saml2/idpresponse`;

/** The redirect URI an OIDC provider sends its authorization code to (the pool domain's). */
export const oidcRedirectUrlOf = (cognitoDomain: string) => `${cognitoDomain}/oauth2/idpresponse`;

/**
 * The organization's SSO address: the pool domain's authorize endpoint straight to the IdP, with the
 * implicit grant, so the sign-in ends with the tokens in the tube's URL hash (spec 1 §4).
 */
export function ssoUrlOf(options: { cognitoDomain: string; clientId: string; callbackUrl: string }): string {
  const url = new URL(`${options.cognitoDomain}/oauth2/authorize`);
  url.searchParams.set('identity_provider', SSO_PROVIDER_NAME);
  url.searchParams.set('client_id', options.clientId);
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('redirect_uri', options.callbackUrl);
  return url.toString();
}

/** The certificate's base64 body from PEM or bare base64; null when it is not one. */
export function certificateBody(text: string): string | null {
  const body = text
    .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
    .replace(/\s+/g, '')
    .trim();
  if (body.length < 200 || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return null;
  return body;
}
