/**
 * Auto-login link tokens: `<orgId>.<tokenId>.<hmac>`: opaque, bound to the organization by an
 * HMAC-SHA256 over both ids, carrying no credentials. The password the admin entered is stored
 * server-side, encrypted with AES-256-GCM (the ids as associated data). Both keys derive from
 * AUTO_LOGIN_SECRET with HKDF, one per purpose.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { env } from '../http/env.js';

const TOKEN_PATTERN = /^([a-z0-9][a-z0-9-]{1,62})\.([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{43})$/;

function keys() {
  const secret = env.autoLoginSecret();
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'tubes', purpose, 32));
  return { hmac: derive('auto-login-hmac'), aes: derive('auto-login-aes') };
}

function signature(orgId: string, tokenId: string): string {
  return createHmac('sha256', keys().hmac).update(`al1:${orgId}:${tokenId}`).digest('base64url');
}

export function newAutoLoginToken(orgId: string): { tokenId: string; token: string } {
  const tokenId = randomBytes(18).toString('base64url');
  return { tokenId, token: `${orgId}.${tokenId}.${signature(orgId, tokenId)}` };
}

/** The ids of a genuine token, or null for anything forged, altered or malformed. */
export function verifyAutoLoginToken(token: string): { orgId: string; tokenId: string } | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, orgId, tokenId, given] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signature(orgId, tokenId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? { orgId, tokenId } : null;
}

export function encryptPassword(password: string, orgId: string, tokenId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys().aes, iv);
  cipher.setAAD(Buffer.from(`${orgId}:${tokenId}`));
  const encrypted = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, encrypted, cipher.getAuthTag()]).toString('base64url');
}

export function decryptPassword(sealed: string, orgId: string, tokenId: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keys().aes, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(`${orgId}:${tokenId}`));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}
