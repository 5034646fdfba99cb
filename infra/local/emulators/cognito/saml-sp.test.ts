/**
 * The Cognito layer's SAML verification against the local identity provider, both samlify, over HTTP:
 * a genuine Response is accepted; tampered, re-addressed or foreign-signed ones are refused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSamlIdp, type SamlIdp } from '../saml-idp/server.js';
import { IDP_DEMO_USERS } from '../saml-idp/users.js';
import { authnRequestUrl, SamlRejected, verifySamlResponse } from './saml-sp.js';

const POOL = 'local_TestPool';
const ACS = 'http://localhost:9/saml2/idpresponse';
let idp: SamlIdp;
let other: SamlIdp;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'saml-sp-test-'));
  idp = await startSamlIdp({ port: 0, keyDirectory: path.join(dir, 'a'), users: IDP_DEMO_USERS });
  other = await startSamlIdp({ port: 0, keyDirectory: path.join(dir, 'b'), users: IDP_DEMO_USERS });
}, 30_000);

afterAll(async () => {
  await idp.stop();
  await other.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Signs in at an IdP's form as a browser would and returns the Response it posts to the ACS. */
async function signIn(
  at: SamlIdp,
  options: { pool?: string; password?: string } = {},
): Promise<{ status: number; samlResponse?: string; relayState?: string }> {
  const redirect = authnRequestUrl({
    userPoolId: options.pool ?? POOL,
    acsUrl: ACS,
    metadataXml: at.metadata,
    relayState: 'state-1',
  });
  const query = new URL(redirect).searchParams;
  const form = new URLSearchParams({
    SAMLRequest: query.get('SAMLRequest') ?? '',
    RelayState: query.get('RelayState') ?? '',
    email: 'sso.anna@acme.test',
    password: options.password ?? 'Passw0rd!',
  });
  const page = await fetch(`${at.url}/sso`, { method: 'POST', body: form });
  const html = await page.text();
  const field = (name: string) =>
    new RegExp(`name="${name}" value="([^"]*)"`)
      .exec(html)?.[1]
      ?.replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"');
  return { status: page.status, samlResponse: field('SAMLResponse'), relayState: field('RelayState') };
}

const decode = (b64: string) => Buffer.from(b64, 'base64').toString('utf8');
const encode = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');

describe('verifySamlResponse', () => {
  it('accepts the signed assertion of the IdP in the metadata: NameID and attributes', async () => {
    const { samlResponse, relayState } = await signIn(idp);
    expect(relayState).toBe('state-1');
    const assertion = await verifySamlResponse({
      userPoolId: POOL,
      acsUrl: ACS,
      metadataXml: idp.metadata,
      samlResponse: samlResponse as string,
    });
    expect(assertion.nameId).toBe('sso.anna@acme.test');
    expect(assertion.attributes).toMatchObject({
      email: 'sso.anna@acme.test',
      given_name: 'Anna',
      family_name: 'Berg',
    });
  });

  it('refuses a tampered assertion (another user in the signed NameID)', async () => {
    const { samlResponse } = await signIn(idp);
    const tampered = encode(
      decode(samlResponse as string).replace(/sso\.anna@acme\.test/g, 'admin@acme.test'),
    );
    await expect(
      verifySamlResponse({
        userPoolId: POOL,
        acsUrl: ACS,
        metadataXml: idp.metadata,
        samlResponse: tampered,
      }),
    ).rejects.toThrow(SamlRejected);
  });

  it('refuses a Response signed by another IdP than the configured one', async () => {
    const { samlResponse } = await signIn(other);
    await expect(
      verifySamlResponse({
        userPoolId: POOL,
        acsUrl: ACS,
        metadataXml: idp.metadata,
        samlResponse: samlResponse as string,
      }),
    ).rejects.toThrow(/Invalid SAML response/);
  });

  it('refuses an assertion meant for another pool (audience)', async () => {
    const { samlResponse } = await signIn(idp, { pool: 'local_OtherPool' });
    await expect(
      verifySamlResponse({
        userPoolId: POOL,
        acsUrl: ACS,
        metadataXml: idp.metadata,
        samlResponse: samlResponse as string,
      }),
    ).rejects.toThrow('Invalid SAML response: the assertion is meant for another service provider.');
  });

  it('refuses what is not a SAML Response', async () => {
    await expect(
      verifySamlResponse({
        userPoolId: POOL,
        acsUrl: ACS,
        metadataXml: idp.metadata,
        samlResponse: encode('<x/>'),
      }),
    ).rejects.toThrow(SamlRejected);
  });
});

describe('the local IdP', () => {
  it('answers a wrong password with the form again (401), no Response', async () => {
    const result = await signIn(idp, { password: 'wrong' });
    expect(result.status).toBe(401);
    expect(result.samlResponse).toBeUndefined();
  });

  it('serves its metadata with the signing certificate', async () => {
    const response = await fetch(idp.metadataUrl);
    const xml = await response.text();
    expect(xml).toContain('<ds:X509Certificate>');
    expect(xml).toContain(`entityID="${idp.metadataUrl}"`);
  });
});
