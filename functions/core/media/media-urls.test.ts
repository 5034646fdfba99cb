/**
 * Media URLs in the cloud go through the stage's CloudFront distribution, signed with its key pair
 * (issue 10 "Media in the cloud"): the signature verifies with the public key CloudFront holds, covers
 * only the rendition's folder, expires when asked (rounded up to the minute), and one signature serves
 * a playlist's segments. Without a CDN, or before the operator put the private key, media stays on
 * presigned S3 GETs; downloads always do (their file name is an S3 response header).
 */
import { createVerify, generateKeyPairSync } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const secrets = mockClient(SecretsManagerClient);
const SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:media-signing-abc';
const KEY = 'media/acme/video-1/2/en-us/segment_00003.ts';

/** CloudFront's URL-safe base64, decoded. */
const fromUrlSafe = (text: string) =>
  Buffer.from(text.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64');

beforeEach(() => {
  vi.resetModules();
  secrets.reset();
  process.env.MEDIA_BUCKET = 'tubes-media';
  process.env.AWS_REGION = 'eu-west-1';
  process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLE';
  process.env.AWS_SECRET_ACCESS_KEY = 'secret';
  process.env.MEDIA_CDN_DOMAIN = 'd111.cloudfront.net';
  process.env.MEDIA_SIGNING_KEY_PAIR_ID = 'K2JCJMDEHXQW5F';
  process.env.MEDIA_SIGNING_KEY_SECRET_ARN = SECRET_ARN;
  secrets.on(GetSecretValueCommand, { SecretId: SECRET_ARN }).resolves({ SecretString: privateKey });
});

afterEach(() => {
  delete process.env.MEDIA_CDN_DOMAIN;
  delete process.env.MEDIA_SIGNING_KEY_PAIR_ID;
  delete process.env.MEDIA_SIGNING_KEY_SECRET_ARN;
  vi.useRealTimers();
});

describe('media URLs through the CDN', () => {
  it('are signed for the rendition folder with a policy CloudFront verifies with the public key', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:10Z'), toFake: ['Date'] });
    const { mediaUrl } = await import('./media-urls.js');
    const url = new URL(await mediaUrl(KEY, 3600));
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://d111.cloudfront.net/acme/video-1/2/en-us/segment_00003.ts',
    );
    expect(url.searchParams.get('Key-Pair-Id')).toBe('K2JCJMDEHXQW5F');
    const policy = fromUrlSafe(url.searchParams.get('Policy')!);
    expect(JSON.parse(policy.toString())).toEqual({
      Statement: [
        {
          Resource: 'https://d111.cloudfront.net/acme/video-1/2/en-us/*',
          // 10:00:10 + 1 h, rounded up to the minute.
          Condition: { DateLessThan: { 'AWS:EpochTime': Date.parse('2026-11-25T11:01:00Z') / 1000 } },
        },
      ],
    });
    const signature = fromUrlSafe(url.searchParams.get('Signature')!);
    expect(createVerify('RSA-SHA1').update(policy).verify(publicKey, signature)).toBe(true);
    expect(createVerify('RSA-SHA1').update(Buffer.from('{"other":1}')).verify(publicKey, signature)).toBe(
      false,
    );
  });

  it('sign a folder once: the segments of a playlist share the signature and the key is read once', async () => {
    const { mediaUrl } = await import('./media-urls.js');
    const urls = await Promise.all(
      [1, 2, 3].map((n) => mediaUrl(`media/acme/video-1/2/en-us/segment_0000${n}.ts`, 3600)),
    );
    const queries = new Set(urls.map((u) => new URL(u).search));
    expect(queries.size).toBe(1);
    const other = await mediaUrl('media/acme/video-2/1/en-us/segment_00001.ts', 3600);
    expect(new URL(other).search).not.toBe([...queries][0]);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('leave downloads on presigned S3 GETs (the file name is an S3 response header)', async () => {
    const { mediaUrl } = await import('./media-urls.js');
    const url = new URL(
      await mediaUrl('media/acme/video-1/2/en-us/video.mp4', 600, { downloadName: 'Intro.mp4' }),
    );
    expect(url.hostname).not.toBe('d111.cloudfront.net');
    expect(url.searchParams.get('X-Amz-Signature')).toBeTruthy();
    expect(url.searchParams.get('response-content-disposition')).toBe('attachment; filename="Intro.mp4"');
  });

  it('refuse a key outside media/ (the distribution serves only that prefix)', async () => {
    const { mediaUrl } = await import('./media-urls.js');
    await expect(mediaUrl('uploads/acme/original.mp4', 60)).rejects.toThrow('not a media key');
  });
});

describe('media URLs without a CDN', () => {
  it('are presigned S3 GETs of the media bucket when the stage has no media CDN', async () => {
    delete process.env.MEDIA_CDN_DOMAIN;
    const { mediaUrl } = await import('./media-urls.js');
    const url = new URL(await mediaUrl(KEY, 600));
    expect(url.pathname).toContain(KEY);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });

  it('stay presigned S3 GETs until the operator puts the PEM key into the secret, then switch', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), toFake: ['Date'] });
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'x7#random-generated-value' });
    const { mediaUrl } = await import('./media-urls.js');
    expect(new URL(await mediaUrl(KEY, 600)).searchParams.get('X-Amz-Signature')).toBeTruthy();
    secrets.on(GetSecretValueCommand).resolves({ SecretString: privateKey });
    // Read again only after a while, not on every request.
    expect(new URL(await mediaUrl(KEY, 600)).hostname).not.toBe('d111.cloudfront.net');
    vi.setSystemTime(new Date('2026-11-25T10:06:00Z'));
    expect(new URL(await mediaUrl(KEY, 600)).hostname).toBe('d111.cloudfront.net');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });
});
