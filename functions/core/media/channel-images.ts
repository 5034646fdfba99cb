/**
 * A channel's icon and background image: the channel stores the object key of an upload
 * (generic/<orgId>/<userId>/…, uploads bucket); the reads answer a short-lived presigned GET.
 */
import { CHANNEL_IMAGE_MAX_BYTES } from '#shared/domain/channel-admin.js';
import { env } from '../http/env.js';
import { presignGet } from './presign.js';
import { GENERIC_PREFIX, genericKey } from './keys.js';
import { s3 } from './s3.js';

/** One hour, as the profile picture: the lists are read again after a change. */
export const CHANNEL_IMAGE_URL_TTL_SECONDS = 60 * 60;

/** '' without an image; only keys under the organization's own generic folder are signed. */
export async function channelImageUrl(orgId: string, key: string | undefined): Promise<string> {
  if (!key || !key.startsWith(`${GENERIC_PREFIX}${orgId}/`)) return '';
  return presignGet(env.uploadsBucket(), key, CHANNEL_IMAGE_URL_TTL_SECONDS);
}

/**
 * Why an uploaded key cannot become a channel image, or null: it must be the caller's own upload
 * (POST /getGenericS3UploadSignedUrl), stored, an image and at most 5 MB.
 */
export async function channelImageProblem(
  orgId: string,
  userId: string,
  key: string,
): Promise<string | null> {
  const folder = genericKey(orgId, userId, '');
  if (!key.startsWith(folder) || key.slice(folder.length).includes('/')) {
    return 'The image must be an image you uploaded';
  }
  const { client, sdk } = await s3();
  let head;
  try {
    head = await client.send(new sdk.HeadObjectCommand({ Bucket: env.uploadsBucket(), Key: key }));
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NotFound' || name === 'NoSuchKey') return 'The image has not been uploaded';
    throw error;
  }
  if (!(head.ContentType ?? '').startsWith('image/')) return 'The image must be an image file';
  if ((head.ContentLength ?? 0) > CHANNEL_IMAGE_MAX_BYTES) return 'The image must be at most 5 MB';
  return null;
}
