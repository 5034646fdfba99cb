import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_PORTS } from '../../../playwright.config';
import { API_URL } from './platform';

export const COGNITO_URL = `http://localhost:${E2E_PORTS.TUBES_COGNITO_PORT}`;
export const DEMO_PASSWORD = 'Passw0rd!';
/** The fixed confirmation code the test platform's Cognito sends (playwright.config.ts webServer env). */
export const FIXED_CODE = '123456';

interface OrganizationPool {
  id: string;
  userPoolId: string;
  userPoolClientId: string;
}

export async function organizationPool(request: APIRequestContext, orgId: string): Promise<OrganizationPool> {
  const response = await request.get(`${API_URL}/query/organizations/${orgId}`);
  return (await response.json()) as OrganizationPool;
}

export interface Tokens {
  IdToken: string;
  AccessToken: string;
  RefreshToken: string;
}

/** Signs a demo user in directly against the local Cognito (USER_PASSWORD_AUTH), as the web app does. */
export async function cognitoSignIn(
  request: APIRequestContext,
  orgId: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Tokens> {
  const pool = await organizationPool(request, orgId);
  const response = await request.post(COGNITO_URL, {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    data: {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    },
  });
  if (!response.ok()) throw new Error(`sign-in of ${email} failed: ${await response.text()}`);
  const body = (await response.json()) as { AuthenticationResult: Tokens };
  return body.AuthenticationResult;
}

/** A call to the local API with a user's ID token. */
export async function apiPost(request: APIRequestContext, path: string, idToken: string, data: unknown) {
  const response = await request.post(`${API_URL}${path}`, {
    headers: { authorization: `Bearer ${idToken}` },
    data,
  });
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as unknown;
}

/** A fresh confirmed acme user (`<prefix>-<time>@<domain>`), registered as /register does it. */
export async function registeredUser(
  request: APIRequestContext,
  prefix: string,
  domain = 'acme.test',
): Promise<string> {
  const email = `${prefix}-${Date.now()}@${domain}`;
  const pool = await organizationPool(request, 'acme');
  const cognito = (operation: string, data: unknown) =>
    request.post(COGNITO_URL, {
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      data,
    });
  const signUp = await cognito('SignUp', {
    ClientId: pool.userPoolClientId,
    Username: email,
    Password: DEMO_PASSWORD,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const confirm = await cognito('ConfirmSignUp', {
    ClientId: pool.userPoolClientId,
    Username: email,
    ConfirmationCode: FIXED_CODE,
  });
  expect(confirm.ok(), await confirm.text()).toBe(true);
  return email;
}
