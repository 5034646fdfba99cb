import { describe, expect, it } from 'vitest';
import { storedIdToken } from './stored-token';

const NOW = Date.UTC(2026, 10, 25, 4, 0, 0);
const HOUR = 60 * 60;

/** An unsigned JWT with `claims` (the function only reads claims). */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'none' })}.${part(claims)}.signature`;
}

function storageOf(entries: Record<string, string>): Pick<Storage, 'length' | 'key' | 'getItem'> {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (i) => keys[i] ?? null, getItem: (k) => entries[k] ?? null };
}

/** What Amplify v6 keeps for one signed-in user of app client `clientId`. */
function session(clientId: string, claims: Record<string, unknown>): Record<string, string> {
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  return { [`${prefix}.LastAuthUser`]: 'u1', [`${prefix}.u1.idToken`]: jwt({ aud: clientId, ...claims }) };
}

const valid = { 'custom:orgId': 'acme', exp: NOW / 1000 + HOUR };

describe('storedIdToken', () => {
  it("answers the stored ID token of the organization's session", () => {
    const entries = session('client-a', valid);
    expect(storedIdToken(storageOf(entries), 'acme', NOW)).toBe(
      entries['CognitoIdentityServiceProvider.client-a.u1.idToken'],
    );
  });

  it("ignores another organization's session, and an audience that is not the client", () => {
    expect(storedIdToken(storageOf(session('client-a', valid)), 'globex', NOW)).toBeUndefined();
    expect(storedIdToken(storageOf(session('client-a', { ...valid, aud: 'other' })), 'acme', NOW)).toBe(
      undefined,
    );
  });

  it('leaves a token close to its expiry (or without one) to Amplify', () => {
    const soon = { 'custom:orgId': 'acme', exp: NOW / 1000 + 60 };
    expect(storedIdToken(storageOf(session('client-a', soon)), 'acme', NOW)).toBeUndefined();
    const noExpiry = { 'custom:orgId': 'acme' };
    expect(storedIdToken(storageOf(session('client-a', noExpiry)), 'acme', NOW)).toBeUndefined();
  });

  it('answers nothing when two stored sessions belong to the organization, or none is readable', () => {
    const two = { ...session('client-a', valid), ...session('client-b', valid) };
    expect(storedIdToken(storageOf(two), 'acme', NOW)).toBeUndefined();
    const broken = {
      'CognitoIdentityServiceProvider.c.LastAuthUser': 'u1',
      'CognitoIdentityServiceProvider.c.u1.idToken': 'x',
    };
    expect(storedIdToken(storageOf(broken), 'acme', NOW)).toBeUndefined();
  });
});
