/**
 * The local OpenID Connect provider's directory: the people who can sign in at its login form. The demo
 * tenant that signs in through it (globex, README "Single sign-on") trusts this provider; the users are
 * not in any Cognito pool until their first sign-in creates them there (as `<provider>_<sub>`).
 */
export interface OidcUser {
  /** The stable subject identifier (`sub`), what Cognito links the federated identity by. */
  sub: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const OIDC_DEMO_PASSWORD = 'Passw0rd!';

export const OIDC_DEMO_USERS: readonly OidcUser[] = [
  {
    sub: 'globex-0001',
    email: 'oidc.maria@globex.test',
    password: OIDC_DEMO_PASSWORD,
    firstName: 'Maria',
    lastName: 'Jansen',
  },
  {
    sub: 'globex-0002',
    email: 'oidc.pieter@globex.test',
    password: OIDC_DEMO_PASSWORD,
    firstName: 'Pieter',
    lastName: 'de Vries',
  },
];

/**
 * The relying party registered at the local provider: the Cognito layer (every tenant pool's hosted UI
 * shares its address locally). The secret is a local demo value (127.0.0.1 only), what an admin types
 * on /admin/security as a company's IdP administrator would hand it over.
 */
export const OIDC_DEMO_CLIENT_ID = 'tubes-local';
export const OIDC_DEMO_CLIENT_SECRET = 'tubes-local-oidc-secret';
