/** Real tokens from cognito-local (USER_PASSWORD_AUTH: cognito-local has no SRP). */
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
  type InitiateAuthCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import type { TenantContext } from '../../../functions/core/http/tenant.js';
import { PERMISSIONS } from '../../../shared/domain/roles.js';
import { platform, poolOf } from './platform.js';

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

let client: CognitoIdentityProviderClient | undefined;

export function cognito(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient({
    endpoint: platform().urls.cognito,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return client;
}

/** The raw InitiateAuth answer (for challenge flows such as NEW_PASSWORD_REQUIRED). */
export function initiateSignIn(
  email: string,
  password: string,
  orgId: string,
): Promise<InitiateAuthCommandOutput> {
  return cognito().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: poolOf(orgId).clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
}

/** Signs in to the organization's pool; fails if Cognito answers with a challenge instead of tokens. */
export async function signIn(email: string, password: string, orgId: string): Promise<Tokens> {
  const response = await initiateSignIn(email, password, orgId);
  const result = response.AuthenticationResult;
  if (!result?.IdToken || !result.AccessToken || !result.RefreshToken) {
    throw new Error(`sign-in of ${email} answered ${response.ChallengeName ?? 'without tokens'}`);
  }
  return {
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    refreshToken: result.RefreshToken,
    expiresIn: result.ExpiresIn ?? 0,
  };
}

/** A JWT's payload, unverified (for assertions about claims). */
export function decodeJwt(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The platform's fixed confirmation code (global-setup: fixedCode). */
export const FIXED_CODE = '123456';

/**
 * A new, confirmed user registered as /register does it (sign-up + the e-mailed code): the
 * organization's post-confirmation trigger has made them a member. Answers the e-mail.
 */
export async function registerUser(email: string, password: string, orgId = 'acme'): Promise<string> {
  const clientId = poolOf(orgId).clientId;
  await cognito().send(
    new SignUpCommand({
      ClientId: clientId,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  await cognito().send(
    new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: FIXED_CODE }),
  );
  return email;
}

/**
 * A user signed in with the demo password, as the authorizer hands them to in-process commands: their
 * token and their tenant context (an admin holds every permission, a member none).
 */
export async function signedInTenant(
  email: string,
  orgId: string,
  { role, isStaff = false }: { role: 'admin' | 'member'; isStaff?: boolean },
): Promise<{ token: string; tenant: TenantContext }> {
  const { idToken } = await signIn(email, 'Passw0rd!', orgId);
  return {
    token: idToken,
    tenant: {
      orgId,
      activeOrgId: orgId,
      userId: String(decodeJwt(idToken).sub),
      email,
      role,
      isStaff,
      permissions: role === 'admin' ? [...PERMISSIONS] : [],
    },
  };
}
