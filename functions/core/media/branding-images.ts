/**
 * The tube's uploaded images (logo, thumbnail logo and overlay, background image). The tube stores the
 * object key of an admin's upload (generic/<orgId>/<userId>/…, uploads bucket, POST
 * /getGenericS3UploadSignedUrl); GET /tube answers a short-lived presigned GET of it, as initData does
 * for profile pictures. Provisioned defaults are site paths (`/tenants/acme/logo.svg`) and pass through.
 */
import type { BrandingImageKind, ImageLimits } from '#shared/domain/branding.js';
import { imageFileRefusal } from '#shared/domain/branding.js';
import { env } from '../http/env.js';
import { GENERIC_PREFIX, genericKey } from './keys.js';
import { presignGet } from './presign.js';
import { s3 } from './s3.js';

/** One hour: the tube is read on every page load and again after each branding change. */
export const BRANDING_IMAGE_URL_TTL_SECONDS = 60 * 60;

export function isUploadedImage(value: string | undefined): value is string {
  return !!value && value.startsWith(GENERIC_PREFIX);
}

/** What the browser loads: a presigned GET for an upload, the stored value otherwise ('' for none). */
export async function brandingImageUrl(value: string | undefined): Promise<string> {
  if (!value) return '';
  if (!isUploadedImage(value)) return value;
  return presignGet(env.uploadsBucket(), value, BRANDING_IMAGE_URL_TTL_SECONDS);
}

/**
 * Why a new image key is refused, or null: it must be the caller's own upload in their organization
 * (generic/<orgId>/<userId>/<file>, no deeper path) and the stored object an image of the allowed type
 * and size (its dimensions are checked in the browser before the upload). Branding images and a video's
 * uploaded thumbnail (its limits given).
 */
export async function uploadedImageRefusal(
  kind: BrandingImageKind | ImageLimits,
  key: string,
  owner: { orgId: string; userId: string },
): Promise<string | null> {
  const folder = genericKey(owner.orgId, owner.userId, '');
  const file = key.slice(folder.length);
  if (!key.startsWith(folder) || file === '' || file.includes('/') || file.includes('..')) {
    return 'The image must be a file you uploaded';
  }
  const { client, sdk } = await s3();
  try {
    const head = await client.send(new sdk.HeadObjectCommand({ Bucket: env.uploadsBucket(), Key: key }));
    return imageFileRefusal(kind, { type: head.ContentType ?? '', size: head.ContentLength ?? 0 });
  } catch (error) {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404) {
      return 'The image has not been uploaded';
    }
    throw error;
  }
}
