/**
 * The URLs viewers get for media (HLS segments and subtitles, thumbnails, MP4 downloads): signed
 * CloudFront URLs when the stage has a media CDN (MEDIA_CDN_DOMAIN and its key), else presigned GETs of
 * the media bucket. Downloads stay presigned S3 GETs: the file name they carry is an S3 response header
 * the CDN's cache key leaves out. The callers have decided that the viewer may see the video.
 * Handlers that sign media say so in their contract entry (`signsMedia`): the cloud gives them the
 * CDN's variables and key, and GetObject on media/ (test/infra checks it against their bundles).
 */
import { DOWNLOAD_URL_TTL_SECONDS } from '#shared/api/endpoints/playback.js';
import { env } from '../http/env.js';
import { logger } from '../http/logger.js';
import { readSecretString } from '../http/secrets.js';
import { cdnUrl, signFolder, type CdnSigner } from './cdn-signature.js';
import { MEDIA_PREFIX } from './keys.js';
import { presignGet } from './presign.js';

/** Signatures are kept per folder and expiry minute (expiry rounded up: at most 60 s longer). */
const signatures = new Map<string, string>();
const MAX_KEPT_SIGNATURES = 1000;

/** Until the operator puts the PEM private key into the secret (a new secret holds a random string). */
const UNSIGNED_RETRY_MS = 5 * 60 * 1000;
let signer: { value: Promise<CdnSigner | null>; readAt: number } | undefined;

async function readSigner(): Promise<CdnSigner | null> {
  const domain = env.mediaCdnDomain();
  if (!domain) return null;
  const keyPairId = env.mediaSigningKeyPairId();
  const secretArn = env.mediaSigningKeySecretArn();
  if (!keyPairId || !secretArn)
    throw new Error('MEDIA_CDN_DOMAIN needs MEDIA_SIGNING_KEY_PAIR_ID and MEDIA_SIGNING_KEY_SECRET_ARN');
  const privateKeyPem = await readSecretString(secretArn);
  if (!/-----BEGIN (RSA )?PRIVATE KEY-----/.test(privateKeyPem)) {
    // Media keeps playing from presigned S3 GETs; the alarm on error logs tells the operator.
    logger.error(
      'media CDN: the signing key secret holds no PEM private key yet; media URLs are presigned S3 GETs',
      {
        secretArn,
      },
    );
    return null;
  }
  return { domain, keyPairId, privateKeyPem };
}

/** The stage's CDN signer, read once per container (again after a while while the key is missing). */
async function cdnSigner(now: number): Promise<CdnSigner | null> {
  if (!env.mediaCdnDomain()) return null;
  const current = signer;
  if (current && (now - current.readAt < UNSIGNED_RETRY_MS || (await current.value))) return current.value;
  const value = readSigner();
  signer = { value, readAt: now };
  // A failed read is tried again by the next request.
  value.catch(() => {
    if (signer?.value === value) signer = undefined;
  });
  return value;
}

function signedCdnUrl(signer: CdnSigner, key: string, expiresIn: number, now: number): string {
  if (!key.startsWith(MEDIA_PREFIX)) throw new Error(`not a media key: ${key}`);
  // The distribution's origin path is media/: URLs name what follows it.
  const path = key.slice(MEDIA_PREFIX.length);
  const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  const expiresAt = Math.ceil((now / 1000 + expiresIn) / 60) * 60;
  const folderUrl = cdnUrl(signer.domain, folder);
  const cacheKey = `${folderUrl}|${expiresAt}`;
  let query = signatures.get(cacheKey);
  if (!query) {
    if (signatures.size >= MAX_KEPT_SIGNATURES) signatures.clear();
    query = signFolder(signer, folderUrl, expiresAt);
    signatures.set(cacheKey, query);
  }
  return `${cdnUrl(signer.domain, path)}?${query}`;
}

/** A viewer's URL of a media-bucket object, valid for `expiresIn` seconds (or up to a minute more). */
export async function mediaUrl(
  key: string,
  expiresIn: number,
  extra: { downloadName?: string } = {},
): Promise<string> {
  const now = Date.now();
  const cdn = extra.downloadName ? null : await cdnSigner(now);
  if (!cdn) return presignGet(env.mediaBucket(), key, expiresIn, extra);
  return signedCdnUrl(cdn, key, expiresIn, now);
}

/** A video's thumbnail as cards and lists show it: `{ thumbnailUrl }`, or nothing without one. */
export async function thumbnailOf(thumbnailKey: string | undefined): Promise<{ thumbnailUrl?: string }> {
  return thumbnailKey ? { thumbnailUrl: await mediaUrl(thumbnailKey, DOWNLOAD_URL_TTL_SECONDS) } : {};
}
