import { randomBytes } from 'node:crypto';
import { UPLOAD_URL_TTL_SECONDS } from '#shared/api/endpoints/media.js';
import { uploadKey } from './keys.js';
import { presignUpload } from './presign.js';

/**
 * A presigned PUT for a video original of one version × language (POST /getS3UploadSignedUrl, and a
 * production order's generation step into the customer's video). The key is built here from the
 * organization and video the handler checked, never from the request; its arrival starts the transcode.
 * The metadata is informational (who uploaded what) plus the ladder hint `source-height`: the transcoder
 * takes the tenant from the key only.
 */
export async function presignOriginalUpload(input: {
  orgId: string;
  videoId: string;
  version: number;
  language: string;
  fileExt: string;
  userId: string;
  /** Height of the file when the client knows it: no ladder rungs above it. */
  sourceHeight?: number | undefined;
  /** More informational metadata (the task the upload belongs to). */
  metadata?: Record<string, string>;
}): Promise<{ signedUrl: string; fileName: string; key: string }> {
  const fileName = `${Date.now()}-${randomBytes(4).toString('hex')}.${input.fileExt}`;
  const key = uploadKey({
    orgId: input.orgId,
    videoId: input.videoId,
    version: input.version,
    language: input.language,
    fileName,
  });
  const signedUrl = await presignUpload(key, UPLOAD_URL_TTL_SECONDS, {
    metadata: {
      'org-id': input.orgId,
      'video-id': input.videoId,
      version: String(input.version),
      language: input.language,
      'user-id': input.userId,
      ...input.metadata,
      ...(input.sourceHeight ? { 'source-height': String(input.sourceHeight) } : {}),
    },
  });
  return { signedUrl, fileName, key };
}
