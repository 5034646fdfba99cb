import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { OidcRejected, signedInAttributes, verifyIdToken } from './oidc-rp.js';

const ISSUER = 'http://localhost:4591';
const CLIENT = 'tubes-local';
const NONCE = 'nonce-of-this-sign-in';

let providerKey: CryptoKey;
let foreignKey: CryptoKey;
let keys: ReturnType<typeof createLocalJWKSet>;

beforeAll(async () => {
  const provider = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  providerKey = provider.privateKey;
  foreignKey = foreign.privateKey;
  keys = createLocalJWKSet({
    keys: [{ ...(await exportJWK(provider.publicKey)), kid: 'provider', alg: 'RS256' }],
  });
});

/** A token as the provider issues it; `claims` override (or, undefined, drop) the usual ones. */
async function idToken(
  claims: JWTPayload = {},
  options: { key?: CryptoKey; kid?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const payload: JWTPayload = {
    iss: ISSUER,
    aud: CLIENT,
    sub: 'globex-0001',
    iat: now,
    exp: now + 300,
    email: 'oidc.maria@globex.test',
    nonce: NONCE,
    ...claims,
  };
  return new SignJWT(JSON.parse(JSON.stringify(payload)) as JWTPayload)
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'provider' })
    .sign(options.key ?? providerKey);
}

const verify = (token: string, nonce = NONCE) =>
  verifyIdToken(token, { keys, issuer: ISSUER, clientId: CLIENT, nonce });

async function refusal(token: Promise<string> | string, nonce?: string): Promise<string> {
  const error = await verify(await token, nonce).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(OidcRejected);
  return (error as Error).message;
}

describe('verifyIdToken (the local Cognito layer as an OIDC relying party)', () => {
  it("accepts the provider's token for this client and sign-in", async () => {
    const claims = await verify(await idToken());
    expect(claims).toMatchObject({ sub: 'globex-0001', email: 'oidc.maria@globex.test', iss: ISSUER });
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, payload, signature] = (await idToken()).split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as JWTPayload;
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'ceo@globex.test' })).toString('base64url');
    expect(await refusal(`${header}.${forged}.${signature}`)).toMatch(/signature does not verify/);
  });

  it('refuses a token signed by another key, also one that claims the provider’s key id', async () => {
    expect(await refusal(idToken({}, { key: foreignKey }))).toMatch(/signature does not verify/);
    expect(await refusal(idToken({}, { key: foreignKey, kid: 'someone-else' }))).toMatch(/no key/);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const body = Buffer.from(
      JSON.stringify({ iss: ISSUER, aud: CLIENT, sub: 'x', nonce: NONCE, iat: now, exp: now + 300 }),
    ).toString('base64url');
    await refusal(`${header}.${body}.`);
  });

  it('refuses another issuer, another audience, another nonce and an expired token', async () => {
    expect(await refusal(idToken({ iss: 'https://evil.example' }))).toMatch(/claim iss/);
    expect(await refusal(idToken({ aud: 'another-client' }))).toMatch(/claim aud/);
    expect(await refusal(idToken(), 'the nonce of another sign-in')).toMatch(/nonce/);
    expect(await refusal(idToken({ nonce: undefined }))).toMatch(/nonce/);
    const now = Math.floor(Date.now() / 1000);
    const expired = idToken({ iat: now - 900, exp: now - 600 });
    expect(await refusal(expired)).toMatch(/expired/);
  });

  it('refuses several audiences unless this client is the authorized party', async () => {
    expect(await refusal(idToken({ aud: [CLIENT, 'other'] }))).toMatch(/azp/);
    const claims = await verify(await idToken({ aud: [CLIENT, 'other'], azp: CLIENT }));
    expect(claims.azp).toBe(CLIENT);
  });
});

describe('signedInAttributes', () => {
  it("takes userinfo's attributes over the token's, as strings", () => {
    const attributes = signedInAttributes(
      { sub: 's1', email: 'old@globex.test', email_verified: true, exp: 1 },
      { sub: 's1', email: 'new@globex.test', given_name: 'Maria', address: { country: 'NL' } },
    );
    expect(attributes).toMatchObject({
      sub: 's1',
      email: 'new@globex.test',
      given_name: 'Maria',
      email_verified: 'true',
    });
    expect(attributes.address).toBeUndefined();
  });

  it('refuses userinfo about another subject', () => {
    expect(() => signedInAttributes({ sub: 's1' }, { sub: 's2', email: 'x@globex.test' })).toThrow(
      OidcRejected,
    );
  });
});
