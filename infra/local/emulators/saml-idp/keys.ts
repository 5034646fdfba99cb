/**
 * The local identity provider's signing key and self-signed certificate, generated into the data
 * directory on first start (openssl, as an IdP operator would) and reused afterwards, so the metadata an
 * admin pasted into /admin/security stays valid across restarts until `npm run reset`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface SigningKey {
  /** PKCS#8 PEM. */
  privateKey: string;
  /** X.509 PEM. */
  certificate: string;
}

export function ensureSigningKey(directory: string, commonName: string): SigningKey {
  const keyFile = path.join(directory, 'signing-key.pem');
  const certFile = path.join(directory, 'signing-cert.pem');
  if (!existsSync(keyFile) || !existsSync(certFile)) {
    mkdirSync(directory, { recursive: true });
    const result = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-sha256',
        '-days',
        '3650',
        '-subj',
        `/CN=${commonName}`,
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { encoding: 'utf8' },
    );
    if (result.error || result.status !== 0) {
      throw new Error(
        `openssl could not create the SAML IdP's signing key (${result.error?.message ?? result.stderr.trim()}); ` +
          'install it with: sudo apt-get install -y openssl',
      );
    }
  }
  return { privateKey: readFileSync(keyFile, 'utf8'), certificate: readFileSync(certFile, 'utf8') };
}

/** The certificate's base64 body, as metadata and Cognito's ProviderDetails carry it. */
export function certificateBody(pem: string): string {
  return pem
    .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
    .replace(/\s+/g, '')
    .trim();
}
