/**
 * Amplify Auth, configured at runtime with the organization's own user pool (design.md §4: one pool per
 * tenant) and, locally, the Cognito emulator's endpoint. Only this module (and the pages that import it)
 * load Amplify, so the apex entry stays free of it. Sign-in uses USER_PASSWORD_AUTH: the local emulator
 * has no SRP (toolchain.md), and the cloud app client allows the same flow.
 */
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import type { Organization } from '../../lib/app-context';
import type { WebConfig } from '../../lib/config';
import { storage } from '../../lib/storage';
import { jwtClaims } from './model/jwt';
import { SSO_SESSION_STORAGE_KEY } from './model/reauth-target';

let configuredFor: string | undefined;

export function configureAuth(
  organization: Pick<Organization, 'userPoolId' | 'userPoolClientId'>,
  config: WebConfig,
) {
  const key = `${organization.userPoolId}/${organization.userPoolClientId}`;
  if (configuredFor === key) return;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: organization.userPoolId,
        userPoolClientId: organization.userPoolClientId,
        ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
  configuredFor = key;
}

/** The Cognito ID token (the API's bearer), refreshed by Amplify when expired; undefined without a session. */
export async function idToken(forceRefresh = false): Promise<string | undefined> {
  const session = await fetchAuthSession(forceRefresh ? { forceRefresh: true } : undefined);
  return session.tokens?.idToken?.toString();
}

export type SignInOutcome = 'done' | 'newPasswordRequired' | 'confirmSignUp';

export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  // A stale session of another user would otherwise make Amplify refuse ("already signed in").
  await signOut().catch(() => undefined);
  storage.remove(SSO_SESSION_STORAGE_KEY);
  const result = await signIn({
    username: email,
    password,
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  });
  return outcomeOf(result.nextStep.signInStep);
}

function outcomeOf(step: string): SignInOutcome {
  if (step === 'DONE') return 'done';
  if (step === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return 'newPasswordRequired';
  if (step === 'CONFIRM_SIGN_UP') return 'confirmSignUp';
  throw new Error(`Unsupported sign-in step: ${step}`);
}

/** The "must create new password" step. */
export async function completeNewPassword(newPassword: string): Promise<SignInOutcome> {
  const result = await confirmSignIn({ challengeResponse: newPassword });
  return outcomeOf(result.nextStep.signInStep);
}

/** Sign-up with the e-mail and website attributes (spec 2 §7); the organization is bound server-side. */
export async function register(
  email: string,
  password: string,
  website: string,
): Promise<'confirm' | 'done'> {
  const result = await signUp({
    username: email,
    password,
    options: { userAttributes: { email, website } },
  });
  return result.nextStep.signUpStep === 'CONFIRM_SIGN_UP' ? 'confirm' : 'done';
}

export async function confirmRegistration(email: string, code: string): Promise<void> {
  await confirmSignUp({ username: email, confirmationCode: code });
}

export async function resendRegistrationCode(email: string): Promise<void> {
  await resendSignUpCode({ username: email });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await resetPassword({ username: email });
}

export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}

export async function clearSession(): Promise<void> {
  await signOut().catch(() => undefined);
  storage.remove(SSO_SESSION_STORAGE_KEY);
}

/**
 * Puts tokens obtained elsewhere (the auto-login exchange) where Amplify v6 keeps its own, so the normal
 * session continues. Signs the previous user out first (server-side too, where possible).
 */
export async function adoptTokens(
  clientId: string,
  tokens: { idToken: string; accessToken: string; refreshToken?: string },
): Promise<void> {
  await clearSession();
  storeTokens(clientId, tokens);
}

/**
 * Writes tokens synchronously where Amplify v6's DefaultTokenStore keeps them (localStorage keys
 * `CognitoIdentityServiceProvider.<clientId>.<username>.<token>`, `….LastAuthUser`, the clock drift),
 * replacing whatever this app client had stored.
 */
export function storeTokens(
  clientId: string,
  tokens: { idToken: string; accessToken: string; refreshToken?: string },
): void {
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith(`${prefix}.`)) window.localStorage.removeItem(key);
  }
  const access = jwtPayload(tokens.accessToken);
  const username = String(access.username ?? access.sub ?? 'username');
  const issuedAt = typeof access.iat === 'number' ? access.iat * 1000 : Date.now();
  const values: Record<string, string> = {
    [`${prefix}.LastAuthUser`]: username,
    [`${prefix}.${username}.accessToken`]: tokens.accessToken,
    [`${prefix}.${username}.idToken`]: tokens.idToken,
    [`${prefix}.${username}.clockDrift`]: String(issuedAt - Date.now()),
  };
  // The implicit SSO grant brings no refresh token: the session then ends when its tokens expire.
  if (tokens.refreshToken) values[`${prefix}.${username}.refreshToken`] = tokens.refreshToken;
  for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
}

/** The claims of a JWT (no verification: the API verifies; this only reads the username and times). */
export function jwtPayload(token: string): Record<string, unknown> {
  return jwtClaims(token) ?? {};
}
