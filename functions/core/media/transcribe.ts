/**
 * The Amazon Transcribe client and the SDK's commands, loaded on first use; AWS_ENDPOINT_URL_TRANSCRIBE
 * moves it (the local Transcribe of `npm start`).
 */
import { lazy } from '../http/lazy.js';

export const transcribe = lazy(async () => {
  const sdk = await import('@aws-sdk/client-transcribe');
  return { client: new sdk.TranscribeClient({}), sdk };
});
