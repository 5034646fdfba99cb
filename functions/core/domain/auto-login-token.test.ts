import { beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import {
  decryptPassword,
  encryptPassword,
  newAutoLoginToken,
  verifyAutoLoginToken,
} from './auto-login-token.js';

beforeAll(() => {
  process.env.AUTO_LOGIN_SECRET = randomBytes(32).toString('base64');
});

describe('auto-login tokens', () => {
  it('carries no credentials and verifies as issued', () => {
    const { token, tokenId } = newAutoLoginToken('acme');
    expect(token).not.toMatch(/Passw0rd|@/);
    expect(verifyAutoLoginToken(token)).toEqual({ orgId: 'acme', tokenId });
  });

  it('is bound to its organization: changing the orgId breaks it', () => {
    const { token } = newAutoLoginToken('acme');
    expect(verifyAutoLoginToken(token.replace(/^acme\./, 'globex.'))).toBeNull();
  });

  it('rejects altered ids, altered signatures and garbage', () => {
    const { token } = newAutoLoginToken('acme');
    const [org, id, sig] = token.split('.') as [string, string, string];
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    expect(verifyAutoLoginToken(`${org}.${flip(id)}.${sig}`)).toBeNull();
    expect(verifyAutoLoginToken(`${org}.${id}.${flip(sig)}`)).toBeNull();
    expect(verifyAutoLoginToken('nonsense')).toBeNull();
    expect(verifyAutoLoginToken('')).toBeNull();
  });

  it('a token signed with another secret is refused', () => {
    const { token } = newAutoLoginToken('acme');
    process.env.AUTO_LOGIN_SECRET = randomBytes(32).toString('base64');
    expect(verifyAutoLoginToken(token)).toBeNull();
  });

  it('encrypts the password with the ids as associated data', () => {
    const sealed = encryptPassword('Passw0rd!', 'acme', 'id-1');
    expect(sealed).not.toContain('Passw0rd');
    expect(decryptPassword(sealed, 'acme', 'id-1')).toBe('Passw0rd!');
    expect(() => decryptPassword(sealed, 'globex', 'id-1')).toThrow();
  });
});
