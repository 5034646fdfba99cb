/**
 * The profile picture as the browser shows it: the profile stores the object key of the caller's own
 * upload (generic/<orgId>/<userId>/…, uploads bucket); initData answers a short-lived presigned GET.
 */
import { env } from '../http/env.js';
import { presignGet } from './presign.js';
import { GENERIC_PREFIX } from './keys.js';

/** One hour: the avatar is loaded once per page load, and initData is read again after a change. */
export const PROFILE_PICTURE_URL_TTL_SECONDS = 60 * 60;

/** '' without a picture; keys outside the generic folder (never written by the API) are not signed. */
export async function profilePictureUrl(key: string | undefined): Promise<string> {
  if (!key || !key.startsWith(GENERIC_PREFIX)) return '';
  return presignGet(env.uploadsBucket(), key, PROFILE_PICTURE_URL_TTL_SECONDS);
}
