/**
 * s3rver in-process (its `event` emitter stands in for S3 event notifications later), and the two
 * buckets with the CORS rules presigned browser uploads from the tenant sub-domains need.
 */
import { mkdirSync } from 'node:fs';
import {
  CreateBucketCommand,
  GetBucketCorsCommand,
  HeadBucketCommand,
  PutBucketCorsCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { REGION } from '../../platform/config.js';

export interface S3Local {
  endpoint: string;
  server: S3rver;
  client: S3Client;
  stop(): Promise<void>;
}

/** Every client of s3rver needs these settings (toolchain.md), or uploads are stored aws-chunked. */
export function s3Client(endpoint: string): S3Client {
  return new S3Client({
    endpoint,
    region: REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK's own retries, as the services that read S3 in the cloud retry theirs: s3rver closes an
    // idle keep-alive socket after 5 s, and a read that reuses it in that instant gets ECONNRESET (a demo
    // video's caption read failed its whole transcode that way during a seed).
    maxAttempts: 3,
  });
}

export async function startS3(options: {
  port: number;
  directory: string;
  silent: boolean;
}): Promise<S3Local> {
  mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory: options.directory,
    silent: options.silent,
    // Path-style only: bucket names never appear as sub-domains of localhost.
    vhostBuckets: false,
  });
  await server.run();
  const endpoint = `http://localhost:${options.port}`;
  const client = s3Client(endpoint);
  return {
    endpoint,
    server,
    client,
    async stop() {
      client.destroy();
      await server.close();
    },
  };
}

/** Origins of the web app: the apex and every tenant sub-domain on the local web port. */
export function webOrigins(webPort: number): string[] {
  return [`http://localhost:${webPort}`, `http://*.localhost:${webPort}`];
}

export async function ensureBucket(
  client: S3Client,
  bucket: string,
  origins: string[],
): Promise<'created' | 'exists'> {
  let outcome: 'created' | 'exists' = 'exists';
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    outcome = 'created';
  }
  // Rewritten on every start: the web port (and so the origins) may have changed.
  await client.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: origins,
            AllowedMethods: ['PUT', 'GET', 'HEAD'],
            AllowedHeaders: ['*'],
            ExposeHeaders: ['ETag', 'Content-Length', 'Content-Range', 'Accept-Ranges'],
            MaxAgeSeconds: 3000,
          },
        ],
      },
    }),
  );
  return outcome;
}

export async function bucketCorsOrigins(client: S3Client, bucket: string): Promise<string[]> {
  const cors = await client.send(new GetBucketCorsCommand({ Bucket: bucket }));
  return (cors.CORSRules ?? []).flatMap((r) => r.AllowedOrigins ?? []);
}
