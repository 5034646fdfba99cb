/**
 * The Amazon Translate client and the SDK's commands, loaded on first use; AWS_ENDPOINT_URL_TRANSLATE
 * moves it (the local Translate of `npm start`).
 */
import { lazy } from '../http/lazy.js';

export const translate = lazy(async () => {
  const sdk = await import('@aws-sdk/client-translate');
  return { client: new sdk.TranslateClient({}), sdk };
});
