/**
 * A deleted video's objects: its originals (uploads/<orgId>/<videoId>/…) and attachments
 * (attachments/<orgId>/<videoId>/…) in the uploads bucket, and everything
 * the pipeline made of them (media/<orgId>/<videoId>/…, media bucket: renditions, thumbnails, rendered
 * outputs). Listed by prefix and deleted 1000 at a time; idempotent.
 */
import { env } from '../http/env.js';
import { ATTACHMENTS_PREFIX } from './attachments.js';
import { MEDIA_PREFIX, UPLOADS_PREFIX } from './keys.js';
import { s3 } from './s3.js';

async function deleteUnder(bucket: string, prefix: string): Promise<number> {
  const { client, sdk } = await s3();
  let deleted = 0;
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(
      new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }),
    );
    const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
    if (keys.length > 0) {
      const result = await client.send(
        new sdk.DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
      );
      if (result.Errors?.length)
        throw new Error(`${result.Errors.length} objects under ${prefix} were not deleted`);
      deleted += keys.length;
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return deleted;
}

/** Deletes every object of `videoId` in both buckets; answers how many. */
export async function deleteVideoObjects(orgId: string, videoId: string): Promise<number> {
  const folder = `${orgId}/${videoId}/`;
  const counts = await Promise.all([
    deleteUnder(env.uploadsBucket(), `${UPLOADS_PREFIX}${folder}`),
    deleteUnder(env.uploadsBucket(), `${ATTACHMENTS_PREFIX}${folder}`),
    deleteUnder(env.mediaBucket(), `${MEDIA_PREFIX}${folder}`),
  ]);
  return counts.reduce((a, b) => a + b, 0);
}
