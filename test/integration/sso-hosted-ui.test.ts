/**
 * Federated sign-in through the local Cognito layer's hosted-UI endpoints and the local SAML identity
 * provider (issue 11, SSO): /oauth2/authorize → IdP login form → signed Response → /saml2/idpresponse
 * → code → /oauth2/token, and the implicit flow's tokens in the hash; the tokens work at the API as the
 * organization's; a tampered Response, a foreign callback URL and an unknown provider are refused.
 */
import {
  CreateIdentityProviderCommand,
  DescribeIdentityProviderCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, cognito, contract, decodeJwt, platform, poolOf } from './helpers/index.js';

const PROVIDER = 'LocalIdP';
let firstSub = '';
let callback: string;

beforeAll(async () => {
  const pool = poolOf('globex');
  callback = `${platform().urls.tenants.globex}/`;
  await cognito().send(
    new CreateIdentityProviderCommand({
      UserPoolId: pool.userPoolId,
      ProviderName: PROVIDER,
      ProviderType: 'SAML',
      ProviderDetails: { MetadataURL: `${platform().urls.samlIdp}/metadata` },
      AttributeMapping: { email: 'email', given_name: 'given_name', family_name: 'family_name' },
    }),
  );
  await cognito().send(
    new UpdateUserPoolClientCommand({
      UserPoolId: pool.userPoolId,
      ClientId: pool.clientId,
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthFlows: ['code', 'implicit'],
      AllowedOAuthScopes: ['openid', 'email', 'profile'],
      CallbackURLs: [callback],
      SupportedIdentityProviders: ['COGNITO', PROVIDER],
    }),
  );
});

const cognitoUrl = () => platform().urls.cognito;

function authorizeUrl(params: Record<string, string>): string {
  const url = new URL('/oauth2/authorize', cognitoUrl());
  const all = {
    client_id: poolOf('globex').clientId,
    redirect_uri: callback,
    response_type: 'code',
    identity_provider: PROVIDER,
    scope: 'openid email profile',
    state: 'st-1',
    ...params,
  };
  for (const [k, v] of Object.entries(all)) url.searchParams.set(k, v);
  return url.toString();
}

/** authorize → the IdP's form → its signed Response (as the browser would carry them). */
async function idpResponse(params: Record<string, string> = {}, email = 'sso.jonas@acme.test') {
  const authorize = await fetch(authorizeUrl(params), { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const toIdp = new URL(authorize.headers.get('location') as string);
  expect(toIdp.origin).toBe(platform().urls.samlIdp.replace('localhost', 'localhost'));
  const form = await fetch(toIdp);
  expect(form.status).toBe(200);
  expect(await form.text()).toContain('<form');
  const login = await fetch(new URL('/sso', toIdp), {
    method: 'POST',
    body: new URLSearchParams({
      SAMLRequest: toIdp.searchParams.get('SAMLRequest') as string,
      RelayState: toIdp.searchParams.get('RelayState') as string,
      email,
      password: 'Passw0rd!',
    }),
  });
  const html = await login.text();
  const field = (name: string) =>
    new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
  const action = /action="([^"]+)"/.exec(html)?.[1] as string;
  return { action, SAMLResponse: field('SAMLResponse'), RelayState: field('RelayState') };
}

const post = (action: string, fields: Record<string, string>) =>
  fetch(action, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

describe('hosted UI: federated sign-in by SAML', () => {
  it('stores the provider with its metadata URL', async () => {
    const { IdentityProvider } = await cognito().send(
      new DescribeIdentityProviderCommand({
        UserPoolId: poolOf('globex').userPoolId,
        ProviderName: PROVIDER,
      }),
    );
    expect(IdentityProvider?.ProviderType).toBe('SAML');
  });

  it('code flow with PKCE: the IdP user becomes a user of the pool and a member of the organization', async () => {
    const verifier = 'pkce-verifier-0123456789-abcdefghijklmnopqrstuvwxyz';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const saml = await idpResponse({ code_challenge: challenge, code_challenge_method: 'S256' });
    expect(saml.action).toBe(`${cognitoUrl()}/saml2/idpresponse`);
    const back = await post(saml.action, { SAMLResponse: saml.SAMLResponse, RelayState: saml.RelayState });
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location') as string);
    expect(`${location.origin}${location.pathname}`).toBe(callback);
    expect(location.searchParams.get('state')).toBe('st-1');
    const code = location.searchParams.get('code') as string;

    const exchange = (fields: Record<string, string>) =>
      fetch(`${cognitoUrl()}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
    const base = {
      grant_type: 'authorization_code',
      client_id: poolOf('globex').clientId,
      redirect_uri: callback,
    };
    const tokens = (await (await exchange({ ...base, code, code_verifier: verifier })).json()) as Record<
      string,
      string
    >;
    expect(tokens.token_type).toBe('Bearer');
    const claims = decodeJwt(tokens.id_token as string);
    // An e-mail pool names its users by their sub; the layer links the identity LocalIdP_<nameId> to it.
    expect(claims['cognito:username']).toBe(claims.sub);
    firstSub = String(claims.sub);
    expect(claims.email).toBe('sso.jonas@acme.test');
    expect(claims['custom:orgId']).toBe('globex');
    expect(claims.aud).toBe(poolOf('globex').clientId);
    // The code is spent.
    const again = await exchange({ ...base, code, code_verifier: verifier });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'invalid_grant' });

    const init = await call(contract.getInitData, { token: tokens.id_token as string });
    expect(init.status).toBe(200);
    expect(init.body).toMatchObject({ orgId: 'globex', email: 'sso.jonas@acme.test' });

    const refreshed = (await (
      await exchange({
        grant_type: 'refresh_token',
        client_id: poolOf('globex').clientId,
        refresh_token: tokens.refresh_token as string,
      })
    ).json()) as Record<string, string>;
    expect(decodeJwt(refreshed.id_token as string).sub).toBe(firstSub);
  });

  it('implicit flow: the tokens arrive in the callback URL hash', async () => {
    const saml = await idpResponse({ response_type: 'token' });
    const back = await post(saml.action, { SAMLResponse: saml.SAMLResponse, RelayState: saml.RelayState });
    const location = new URL(back.headers.get('location') as string);
    const hash = new URLSearchParams(location.hash.slice(1));
    const claims = decodeJwt(hash.get('id_token') as string);
    expect(claims['custom:orgId']).toBe('globex');
    // The second sign-in of the same identity is the same user.
    expect(claims.sub).toBe(firstSub);
    expect(hash.get('access_token')).toBeTruthy();
    expect(hash.get('state')).toBe('st-1');
  });

  it('refuses a tampered SAML Response with an error page', async () => {
    const saml = await idpResponse();
    const xml = Buffer.from(saml.SAMLResponse, 'base64')
      .toString('utf8')
      .replace(/sso\.jonas/g, 'sso.admin');
    const back = await post(saml.action, {
      SAMLResponse: Buffer.from(xml).toString('base64'),
      RelayState: saml.RelayState,
    });
    expect(back.status).toBe(400);
    expect(await back.text()).toContain('Invalid SAML response');
  });

  it('refuses a callback URL the client does not list, and an unknown provider', async () => {
    const foreign = await fetch(authorizeUrl({ redirect_uri: 'http://evil.localhost/' }), {
      redirect: 'manual',
    });
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain('redirect_mismatch');
    const unknown = await fetch(authorizeUrl({ identity_provider: 'Nope' }), { redirect: 'manual' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Login option is not available');
  });

  it('refuses bad metadata when a provider is created', async () => {
    await expect(
      cognito().send(
        new CreateIdentityProviderCommand({
          UserPoolId: poolOf('globex').userPoolId,
          ProviderName: 'BadIdP',
          ProviderType: 'SAML',
          ProviderDetails: { MetadataFile: '<not-metadata/>' },
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });
});
