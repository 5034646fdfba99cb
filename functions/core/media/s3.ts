/**
 * The S3 client and the SDK's S3 commands, loaded on first use. Checksum settings: required by
 * toolchain.md (otherwise stream uploads to S3-compatible endpoints are stored aws-chunked), harmless on
 * AWS; path-style where S3_FORCE_PATH_STYLE says so (the local s3rver).
 */
import { env } from '../http/env.js';
import { lazy } from '../http/lazy.js';

export const s3 = lazy(async () => {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    forcePathStyle: env.s3ForcePathStyle(),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { client, sdk };
});

/** An object's text, or null when the bucket has no such key. */
export async function objectText(bucket: string, key: string): Promise<string | null> {
  const { client, sdk } = await s3();
  try {
    const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
    return (await object.Body?.transformToString('utf-8')) ?? '';
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}
