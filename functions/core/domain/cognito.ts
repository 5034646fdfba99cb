/**
 * The Cognito user-pool client and the SDK's commands, loaded on first use: only the functions that call
 * Cognito (authorizers, sign-up trigger, auto-login) pay for loading it, and only when they first do.
 */
import { lazy } from '../http/lazy.js';

export const cognito = lazy(async () => {
  const sdk = await import('@aws-sdk/client-cognito-identity-provider');
  return { client: new sdk.CognitoIdentityProviderClient({}), sdk };
});
