/**
 * The local identity provider's directory: the people who can sign in at its login form. The demo
 * tenant that signs in by SSO (acme, README "Single sign-on") trusts this IdP; the users are not in
 * any Cognito pool until their first SSO sign-in creates them there (as `<provider>_<nameId>`).
 */
export interface IdpUser {
  /** The NameID (emailAddress format) and the `email` attribute. */
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const IDP_DEMO_PASSWORD = 'Passw0rd!';

export const IDP_DEMO_USERS: readonly IdpUser[] = [
  { email: 'sso.anna@acme.test', password: IDP_DEMO_PASSWORD, firstName: 'Anna', lastName: 'Berg' },
  { email: 'sso.jonas@acme.test', password: IDP_DEMO_PASSWORD, firstName: 'Jonas', lastName: 'Holm' },
];
