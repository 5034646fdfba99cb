/**
 * CloudFront signed URLs (custom policy) for media served through the stage's media CDN. One signature
 * covers a rendition's folder (`…/<version>/<language>/*`): a playlist's segments share it, so signing a
 * playlist of hundreds of segments costs one RSA signature, not hundreds. Pure: the key is given.
 */
import { createSign } from 'node:crypto';

export interface CdnSigner {
  /** The distribution's domain, e.g. d111111abcdef8.cloudfront.net. */
  domain: string;
  /** The CloudFront public key id of the key pair (`Key-Pair-Id`). */
  keyPairId: string;
  /** The PEM private key of the key pair. */
  privateKeyPem: string;
}

/** CloudFront's URL-safe base64 (its documented replacements of +, = and /). */
const urlSafe = (base64: string) => base64.replace(/\+/g, '-').replace(/=/g, '_').replace(/\//g, '~');

/** The policy allowing GETs of everything under `folderUrl` until `expiresAt` (epoch seconds). */
export function folderPolicy(folderUrl: string, expiresAt: number): string {
  return JSON.stringify({
    Statement: [{ Resource: `${folderUrl}/*`, Condition: { DateLessThan: { 'AWS:EpochTime': expiresAt } } }],
  });
}

/** The query string that signs a folder's URLs until `expiresAt`. */
export function signFolder(signer: CdnSigner, folderUrl: string, expiresAt: number): string {
  const policy = folderPolicy(folderUrl, expiresAt);
  const signature = createSign('RSA-SHA1').update(policy).sign(signer.privateKeyPem, 'base64');
  return (
    `Policy=${urlSafe(Buffer.from(policy).toString('base64'))}` +
    `&Signature=${urlSafe(signature)}&Key-Pair-Id=${encodeURIComponent(signer.keyPairId)}`
  );
}

/** The CDN URL of an object path under the distribution's origin (`<orgId>/<videoId>/…`). */
export function cdnUrl(domain: string, path: string): string {
  return `https://${domain}/${path.split('/').map(encodeURIComponent).join('/')}`;
}
