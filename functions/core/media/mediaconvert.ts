/**
 * The MediaConvert client and the SDK's commands, loaded on first use. The regional endpoint needs no
 * DescribeEndpoints; AWS_ENDPOINT_URL_MEDIACONVERT moves it (the local emulator).
 */
import { lazy } from '../http/lazy.js';

export const mediaConvert = lazy(async () => {
  const sdk = await import('@aws-sdk/client-mediaconvert');
  return { client: new sdk.MediaConvertClient({}), sdk };
});
