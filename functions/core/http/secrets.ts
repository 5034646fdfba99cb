/**
 * Secrets Manager values a function needs (the Zendesk credentials, the media signing key). The client
 * is loaded only by a function that reads a secret; callers keep what they read.
 */
import { lazy } from './lazy.js';

const secretsManager = lazy(async () => {
  const sdk = await import('@aws-sdk/client-secrets-manager');
  return { client: new sdk.SecretsManagerClient({}), sdk };
});

/** The secret's current string value. */
export async function readSecretString(secretId: string): Promise<string> {
  const { client, sdk } = await secretsManager();
  const secret = await client.send(new sdk.GetSecretValueCommand({ SecretId: secretId }));
  if (!secret.SecretString) throw new Error(`secret ${secretId} has no string value`);
  return secret.SecretString;
}
