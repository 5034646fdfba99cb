/**
 * Single sign-on through an OpenID Connect provider (issue 11, SSO "or an OIDC provider") against the
 * local platform: an admin of studio (staff@tubes.dev, updateOrganization; acme and globex are the other
 * SSO suites' tenants) connects the local OIDC provider on /admin/security (organizationCommand
 * updateSsoSettings): the provider lands in studio's own pool with the secret, the scopes and the
 * attribute mapping; the secret is never in a GET answer; members are refused; bad input is 400. Then
 * the SSO address signs an OIDC user in through the Cognito layer's code flow with the provider, and an
 * ID token that the provider's keys did not sign is refused.
 */
import {
  AdminGetUserCommand,
  DescribeIdentityProviderCommand,
  UpdateIdentityProviderCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_PROVIDER_NAME } from '#shared/domain/sso.js';
import { startOidcIdp, type OidcIdp } from '../../infra/local/emulators/oidc-idp/server.js';
import {
  OIDC_DEMO_CLIENT_ID,
  OIDC_DEMO_CLIENT_SECRET,
  OIDC_DEMO_USERS,
} from '../../infra/local/emulators/oidc-idp/users.js';
import { call, cognito, contract, decodeJwt, platform, poolOf, send, signIn } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const token = async (email: string, orgId: string) => (await signIn(email, PASSWORD, orgId)).idToken;
const command = (idToken: string, payload: unknown) =>
  send(contract.organizationCommand, { token: idToken, body: { type: 'updateSsoSettings', payload } });
const settings = (idToken: string) => call(contract.getSsoSettings, { token: idToken });

let studioAdmin = '';
let acmeMember = '';
let globexAdmin = '';
const issuer = () => platform().urls.oidcIdp;
const oidcSettings = (extra: Record<string, unknown> = {}) => ({
  protocol: 'OIDC',
  enabled: true,
  displayName: 'Studio ID',
  issuer: issuer(),
  clientId: OIDC_DEMO_CLIENT_ID,
  clientSecret: OIDC_DEMO_CLIENT_SECRET,
  scopes: 'openid email profile',
  attributeMapping: { email: 'email', givenName: 'given_name', familyName: 'family_name' },
  ...extra,
});
const describeStudioProvider = async () =>
  (
    await cognito().send(
      new DescribeIdentityProviderCommand({
        UserPoolId: poolOf('studio').userPoolId,
        ProviderName: SSO_PROVIDER_NAME,
      }),
    )
  ).IdentityProvider;

beforeAll(async () => {
  [studioAdmin, acmeMember, globexAdmin] = await Promise.all([
    token('staff@tubes.dev', 'studio'),
    token('member@acme.test', 'acme'),
    token('admin@globex.test', 'globex'),
  ]);
});

describe('updateSsoSettings with an OpenID Connect provider', () => {
  it('is refused for a member (403), also reading the settings', async () => {
    expect((await command(acmeMember, oidcSettings())).status).toBe(403);
    expect((await settings(acmeMember)).status).toBe(403);
  });

  it('refuses a bad issuer, scopes without openid and odd claim names with 400 and issues', async () => {
    const notUrl = await command(studioAdmin, oidcSettings({ issuer: 'login.example.com' }));
    expect(notUrl.status).toBe(400);
    expect(JSON.stringify(notUrl.body.issues)).toContain('issuer');
    const plainHttp = await command(studioAdmin, oidcSettings({ issuer: 'http://idp.example.com' }));
    expect(plainHttp.status).toBe(400);
    // An address that is no OpenID provider: Cognito reads its discovery document when it is stored.
    const noProvider = await command(studioAdmin, oidcSettings({ issuer: 'http://localhost:1' }));
    expect(noProvider.status).toBe(400);
    expect(noProvider.body.message).toMatch(/cannot be reached|identity provider/i);
    const scopes = await command(studioAdmin, oidcSettings({ scopes: 'email profile' }));
    expect(scopes.status).toBe(400);
    expect(JSON.stringify(scopes.body.issues)).toContain('scopes');
    const claim = await command(
      studioAdmin,
      oidcSettings({ attributeMapping: { email: 'e mail', givenName: 'x', familyName: 'y' } }),
    );
    expect(claim.status).toBe(400);
    expect(await describeStudioProvider().catch(() => undefined)).toBeUndefined();
  });

  it("connects the provider in the admin's own pool; the secret is stored but never answered", async () => {
    const res = await command(
      studioAdmin,
      oidcSettings({ attributeMapping: { email: 'email', givenName: 'given_name', familyName: 'name' } }),
    );
    expect(res.status).toBe(200);
    const provider = await describeStudioProvider();
    expect(provider?.ProviderType).toBe('OIDC');
    expect(provider?.ProviderDetails).toMatchObject({
      client_id: OIDC_DEMO_CLIENT_ID,
      client_secret: OIDC_DEMO_CLIENT_SECRET,
      oidc_issuer: issuer(),
      authorize_scopes: 'openid email profile',
    });
    expect(provider?.AttributeMapping).toMatchObject({
      email: 'email',
      family_name: 'name',
      username: 'sub',
    });

    const read = await settings(studioAdmin);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      protocol: 'OIDC',
      enabled: true,
      issuer: issuer(),
      clientId: OIDC_DEMO_CLIENT_ID,
      clientSecretSet: true,
      scopes: 'openid email profile',
      attributeMapping: { email: 'email', givenName: 'given_name', familyName: 'name' },
      oidcRedirectUrl: `${platform().urls.cognito}/oauth2/idpresponse`,
    });
    expect(JSON.stringify(read.body)).not.toContain(OIDC_DEMO_CLIENT_SECRET);
    const org = await call(contract.getOrganization, { params: { orgId: 'studio' } });
    expect(org.body.ssoName).toBe('Studio ID');
    expect(JSON.stringify(org.body)).not.toContain(OIDC_DEMO_CLIENT_SECRET);
    // The event log has the change, not the secret.
    const log = await call(contract.getEventLog, { token: studioAdmin, query: {} });
    expect(log.status).toBe(200);
    const entry = log.body.items.find((e) => e.action.endsWith('updateSsoSettings'));
    expect(entry?.after).toMatchObject({
      scopes: 'openid email profile',
      attributeMapping: { familyName: 'name' },
      clientSecret: 'changed',
    });
    expect(JSON.stringify(log.body)).not.toContain(OIDC_DEMO_CLIENT_SECRET);

    // Another tenant: its settings do not show studio's provider.
    const globex = await settings(globexAdmin);
    expect(globex.body.issuer).not.toBe(issuer());
  });

  it('a save without a secret keeps the stored one; a new secret replaces it', async () => {
    const { clientSecret: _secret, ...withoutSecret } = oidcSettings({ displayName: 'Studio ID' });
    expect((await command(studioAdmin, withoutSecret)).status).toBe(200);
    expect((await describeStudioProvider())?.ProviderDetails?.client_secret).toBe(OIDC_DEMO_CLIENT_SECRET);
    expect((await settings(studioAdmin)).body.clientSecretSet).toBe(true);
    expect((await command(studioAdmin, oidcSettings({ clientSecret: 'rotated-secret' }))).status).toBe(200);
    expect((await describeStudioProvider())?.ProviderDetails?.client_secret).toBe('rotated-secret');
    expect((await command(studioAdmin, oidcSettings())).status).toBe(200);
  });
});

/** The SSO address → the provider's login form → its code at the layer; the layer's answer. */
async function signInThroughProvider(email: string): Promise<Response> {
  const org = await call(contract.getOrganization, { params: { orgId: 'studio' } });
  const authorize = await fetch(org.body.ssoUrl as string, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const toProvider = new URL(authorize.headers.get('location') as string);
  expect(toProvider.searchParams.get('nonce')).toBeTruthy();
  expect(toProvider.searchParams.get('code_challenge_method')).toBe('S256');
  // The browser's cookie jar, for the provider's interaction cookies.
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
  };
  const cookies = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const go = async (url: string | URL, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookies() },
    });
    remember(response);
    return response;
  };
  let response = await go(toProvider);
  let location = new URL(response.headers.get('location') as string, toProvider);
  expect(location.pathname).toMatch(/^\/interaction\//);
  const form = await go(location);
  expect(await form.text()).toContain('name="password"');
  response = await go(new URL(`${location.pathname}/login`, location), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: PASSWORD }).toString(),
  });
  // Back at the provider's authorization endpoint, which answers the layer with a code.
  for (let hop = 0; hop < 5 && response.status >= 300 && response.status < 400; hop += 1) {
    location = new URL(response.headers.get('location') as string, location);
    if (location.pathname === '/oauth2/idpresponse') break;
    response = await go(location);
  }
  expect(location.pathname).toBe('/oauth2/idpresponse');
  expect(location.searchParams.get('code')).toBeTruthy();
  return fetch(location, { redirect: 'manual' });
}

describe('sign-in through the OIDC provider (the Cognito layer as relying party)', () => {
  it("signs the provider's user in to studio: the tokens in the tube URL hash, attributes mapped", async () => {
    const user = OIDC_DEMO_USERS[0];
    const back = await signInThroughProvider(user?.email ?? '');
    // The error page's text, when there is one, makes a failure readable.
    expect({ status: back.status, page: back.status === 302 ? '' : await back.text() }).toEqual({
      status: 302,
      page: '',
    });
    const location = new URL(back.headers.get('location') as string);
    expect(`${location.origin}/`).toBe(`${platform().urls.tenants.studio}/`);
    const idToken = new URLSearchParams(location.hash.slice(1)).get('id_token') as string;
    const claims = decodeJwt(idToken);
    expect(claims['custom:orgId']).toBe('studio');
    expect(claims.email).toBe(user?.email);
    // The names came through the attribute mapping (the provider's userinfo claims).
    const { UserAttributes } = await cognito().send(
      new AdminGetUserCommand({
        UserPoolId: poolOf('studio').userPoolId,
        Username: String(claims['cognito:username']),
      }),
    );
    const attributes = Object.fromEntries((UserAttributes ?? []).map((a) => [a.Name, a.Value]));
    expect(attributes).toMatchObject({ given_name: user?.firstName, family_name: user?.lastName });
    const init = await call(contract.getInitData, { token: idToken });
    expect(init.status).toBe(200);
    expect(init.body).toMatchObject({ orgId: 'studio', email: user?.email, role: 'member' });
  });

  describe('an ID token the provider did not sign', () => {
    let impostor: OidcIdp;
    beforeAll(async () => {
      // Another provider (its own keys) answers the code exchange while the JWKS stays the real one's.
      impostor = await startOidcIdp({
        port: 0,
        keyDirectory: mkdtempSync(path.join(os.tmpdir(), 'tubes-oidc-impostor-')),
        users: OIDC_DEMO_USERS,
        client: {
          clientId: OIDC_DEMO_CLIENT_ID,
          clientSecret: OIDC_DEMO_CLIENT_SECRET,
          redirectUris: [`${platform().urls.cognito}/oauth2/idpresponse`],
        },
      });
      const current = await describeStudioProvider();
      await cognito().send(
        new UpdateIdentityProviderCommand({
          UserPoolId: poolOf('studio').userPoolId,
          ProviderName: SSO_PROVIDER_NAME,
          ProviderDetails: {
            ...current?.ProviderDetails,
            authorize_url: `${impostor.issuer}/auth`,
            token_url: `${impostor.issuer}/token`,
            attributes_url: `${impostor.issuer}/me`,
            jwks_uri: `${issuer()}/jwks`,
          },
        }),
      );
    });
    afterAll(async () => {
      await command(studioAdmin, oidcSettings());
      await impostor.stop();
    });

    it('is refused with an error page, and nobody is signed in', async () => {
      const back = await signInThroughProvider(OIDC_DEMO_USERS[1]?.email ?? '');
      expect(back.status).toBe(400);
      const page = await back.text();
      expect(page).toContain('Invalid ID token');
      expect(back.headers.get('location')).toBeNull();
    });
  });
});
