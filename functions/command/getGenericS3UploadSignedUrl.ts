import { randomUUID } from 'node:crypto';
import * as api from '#shared/api/endpoints/media.js';
import { UPLOAD_URL_TTL_SECONDS } from '#shared/api/endpoints/media.js';
import { httpHandler } from '../core/http/pipeline.js';
import { genericKey } from '../core/media/keys.js';
import { presignUpload } from '../core/media/presign.js';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * Spec 1 §7 POST /getGenericS3UploadSignedUrl: a presigned PUT for an image (profile picture, icons)
 * under generic/<orgId>/<userId>/, outside the uploads/ prefix that starts transcodes.
 */
export const handler = httpHandler(api.getGenericS3UploadSignedUrl, async ({ tenant, body }) => {
  const key = genericKey(tenant.activeOrgId, tenant.userId, `${randomUUID()}.${body.fileExt}`);
  const signedUrl = await presignUpload(key, UPLOAD_URL_TTL_SECONDS, {
    contentType: CONTENT_TYPES[body.fileExt],
  });
  return { signedUrl, s3Path: key };
});
