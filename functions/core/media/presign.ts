/**
 * Presigned S3 URLs: GETs (media where the stage has no media CDN, downloads, profile pictures), PUTs
 * for uploads. The presigner is loaded on first use, with the S3 client.
 */
import { env } from '../http/env.js';
import { s3 } from './s3.js';

const presigner = async () => (await import('@aws-sdk/s3-request-presigner')).getSignedUrl;

/** A GET of an object, optionally as a download under a file name. */
export async function presignGet(
  bucket: string,
  key: string,
  expiresIn: number,
  extra: { downloadName?: string } = {},
): Promise<string> {
  const [{ client, sdk }, getSignedUrl] = await Promise.all([s3(), presigner()]);
  const command = new sdk.GetObjectCommand({
    Bucket: bucket,
    Key: key,
    ...(extra.downloadName
      ? { ResponseContentDisposition: `attachment; filename="${extra.downloadName}"` }
      : {}),
  });
  return getSignedUrl(client, command, { expiresIn });
}

/** A PUT of one object of the uploads bucket, with the Content-Type and metadata it is signed for. */
export async function presignUpload(
  key: string,
  expiresIn: number,
  object: { contentType?: string | undefined; metadata?: Record<string, string> } = {},
): Promise<string> {
  const [{ client, sdk }, getSignedUrl] = await Promise.all([s3(), presigner()]);
  const command = new sdk.PutObjectCommand({
    Bucket: env.uploadsBucket(),
    Key: key,
    ...(object.contentType ? { ContentType: object.contentType } : {}),
    ...(object.metadata ? { Metadata: object.metadata } : {}),
  });
  return getSignedUrl(client, command, { expiresIn });
}
