/**
 * The Amazon Polly client and the SDK's commands, loaded on first use; AWS_ENDPOINT_URL_POLLY moves it
 * (the local Polly of `npm start`).
 */
import { lazy } from '../http/lazy.js';

export const polly = lazy(async () => {
  const sdk = await import('@aws-sdk/client-polly');
  return { client: new sdk.PollyClient({}), sdk };
});
