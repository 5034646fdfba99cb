/**
 * The hosted-UI endpoints of a Cognito user pool domain, for federated sign-in (issue 11, SSO), on the
 * layer's port with the cloud's paths, so the web app's code is the same in both runtimes:
 *
 * - GET  /oauth2/authorize   `identity_provider=<name>&client_id&redirect_uri&response_type=code|token
 *                            &state[&code_challenge&code_challenge_method]`: checks the app client's
 *                            OAuth settings (callback URLs, flows, supported providers) and sends the
 *                            browser to the SAML IdP with an AuthnRequest (HTTP-Redirect), or to the
 *                            OIDC provider's authorization endpoint (code flow, state, nonce, PKCE)
 * - POST /saml2/idpresponse  the IdP's Response: verified with samlify (signature against the provider's
 *                            metadata, issuer, times, audience; a bad one gets an error page), the
 *                            federated user created or updated in the pool as `<provider>_<NameID>`
 *                            (the pre-sign-up and post-confirmation triggers run as in the cloud), then
 *                            a code (code flow) or the tokens in the URL hash (implicit flow) go to the
 *                            client's callback URL
 * - GET  /oauth2/idpresponse an OIDC provider's redirect (./oidc-rp.ts): the code exchanged at its token
 *                            endpoint, the ID token verified (signature against its JWKS, issuer,
 *                            audience, nonce, expiry; a tampered or foreign one gets an error page), the
 *                            attributes read from its userinfo endpoint, then as after a SAML Response
 * - POST /oauth2/token       authorization_code (with PKCE) and refresh_token grants
 *
 * The tokens are cognito-local's own (its signing key, the pool's issuer, the client's lifetimes): the
 * layer signs the federated user in to cognito-local with a one-time random password it sets just before.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type http from 'node:http';
import { DescribeUserPoolClientCommand } from '@aws-sdk/client-cognito-identity-provider';
import { escapeXml } from '../saml/samlify.js';
import { AuthorizationCodes, OAuthError, type IssuedTokens } from './authorization-codes.js';
import type { IdentityProviderStore } from './identity-providers.js';
import { samlMetadataOf } from './identity-providers.js';
import type { LayerContext } from './operations.js';
import { CognitoError, type Json } from './protocol.js';
import {
  authorizationUrl,
  discoverEndpoints,
  exchangeCode,
  OidcRejected,
  providerKeys,
  signedInAttributes,
  userInfo,
  verifyIdToken,
} from './oidc-rp.js';
import { authnRequestUrl, SamlRejected, verifySamlResponse } from './saml-sp.js';
import { postConfirmationEvent } from './triggers.js';

/**
 * A sign-in between /oauth2/authorize and the IdP's answer at /saml2/idpresponse (the RelayState names
 * it) or /oauth2/idpresponse (the state names it).
 */
interface PendingSignIn {
  userPoolId: string;
  clientId: string;
  redirectUri: string;
  responseType: 'code' | 'token';
  providerName: string;
  state?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
  /** OIDC: what the layer sent the provider (the ID token must carry the nonce; PKCE's verifier). */
  oidc?: { nonce: string; codeVerifier: string };
  expiresAt: number;
}

const PENDING_LIFETIME_MS = 10 * 60_000;

/** A sign-in the hosted UI refuses: an HTML error page, as Cognito shows one. */
class HostedUiError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

function errorPage(message: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head>' +
    `<body><main><h1>Sign-in error</h1><p role="alert" id="error">${escapeXml(message)}</p></main></body></html>`
  );
}

function send(response: http.ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, {
    'Content-Type': `${type}; charset=utf-8`,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...(type === 'application/json' ? { 'Access-Control-Allow-Origin': '*' } : {}),
  });
  response.end(body);
}

function redirect(response: http.ServerResponse, location: string): void {
  response.writeHead(302, { Location: location, 'Cache-Control': 'no-store' });
  response.end();
}

/** A password the pool's policy accepts, known to nobody: federated users never sign in with one. */
const oneTimePassword = () => `Fed-${randomBytes(24).toString('base64url')}9a`;

export interface HostedUiOptions {
  ctx: LayerContext;
  providers: IdentityProviderStore;
  /** The layer's public URL (the pool domain locally). */
  publicUrl: () => string;
}

export function hostedUi({ ctx, providers, publicUrl }: HostedUiOptions) {
  const pending = new Map<string, PendingSignIn>();
  const codes = new AuthorizationCodes();
  const acsUrl = () => `${publicUrl()}/saml2/idpresponse`;
  const oidcRedirectUri = () => `${publicUrl()}/oauth2/idpresponse`;

  async function appClient(clientId: string) {
    let userPoolId: string;
    try {
      userPoolId = await ctx.poolOfClient(clientId);
    } catch (error) {
      if (error instanceof CognitoError) throw new HostedUiError('invalid_request: unknown client_id');
      throw error;
    }
    const { UserPoolClient } = await ctx.client.send(
      new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId }),
    );
    if (!UserPoolClient) throw new HostedUiError('invalid_request: unknown client_id');
    return { userPoolId, client: UserPoolClient };
  }

  async function authorize(query: URLSearchParams, response: http.ServerResponse): Promise<void> {
    const clientId = query.get('client_id') ?? '';
    const redirectUri = query.get('redirect_uri') ?? '';
    const responseType = query.get('response_type');
    const providerName = query.get('identity_provider') ?? '';
    const { userPoolId, client } = await appClient(clientId);
    if (!client.CallbackURLs?.includes(redirectUri)) throw new HostedUiError('redirect_mismatch');
    if (responseType !== 'code' && responseType !== 'token') {
      throw new HostedUiError('unsupported_response_type');
    }
    const flow = responseType === 'code' ? 'code' : 'implicit';
    if (!client.AllowedOAuthFlowsUserPoolClient || !client.AllowedOAuthFlows?.includes(flow)) {
      throw new HostedUiError('unauthorized_client');
    }
    if (!providerName) {
      throw new HostedUiError(
        'Only federated sign-in is served here: name the identity_provider (the app signs users in itself).',
      );
    }
    const provider = providers.get(userPoolId, providerName);
    if (!provider || !client.SupportedIdentityProviders?.includes(providerName)) {
      throw new HostedUiError(`Login option is not available: ${providerName}`);
    }
    const challenge = query.get('code_challenge');
    const method = query.get('code_challenge_method') ?? 'plain';
    if (challenge && method !== 'S256' && method !== 'plain') throw new HostedUiError('invalid_request');
    const key = randomUUID();
    const sign: PendingSignIn = {
      userPoolId,
      clientId,
      redirectUri,
      responseType,
      providerName,
      ...(query.get('state') ? { state: query.get('state') as string } : {}),
      ...(challenge ? { codeChallenge: challenge, codeChallengeMethod: method as 'S256' | 'plain' } : {}),
      expiresAt: Date.now() + PENDING_LIFETIME_MS,
    };
    if (provider.ProviderType === 'OIDC') {
      const details = provider.ProviderDetails;
      const endpoints = await oidcEndpoints(details);
      const oidc = {
        nonce: randomBytes(16).toString('base64url'),
        codeVerifier: randomBytes(32).toString('base64url'),
      };
      pending.set(key, { ...sign, oidc });
      return redirect(
        response,
        authorizationUrl({
          endpoints,
          clientId: details.client_id ?? '',
          redirectUri: oidcRedirectUri(),
          scopes: details.authorize_scopes ?? 'openid',
          state: key,
          nonce: oidc.nonce,
          codeChallenge: createHash('sha256').update(oidc.codeVerifier).digest('base64url'),
        }),
      );
    }
    pending.set(key, sign);
    const metadataXml = await samlMetadataOf(provider.ProviderDetails);
    redirect(response, authnRequestUrl({ userPoolId, acsUrl: acsUrl(), metadataXml, relayState: key }));
  }

  /** The pool's user for the assertion, created at the first sign-in; its tokens. */
  async function signInFederated(
    sign: PendingSignIn,
    nameId: string,
    attributes: Record<string, string>,
    mapping: Record<string, string>,
    provider: 'SAML' | 'OIDC',
  ): Promise<IssuedTokens> {
    const identity = `${sign.providerName}_${nameId}`;
    const mapped: Record<string, string> = {};
    for (const [poolAttribute, idpAttribute] of Object.entries(mapping)) {
      // `username` (an OIDC provider's `sub`) is the identity itself, not an attribute of the user.
      if (poolAttribute === 'username') continue;
      const value = attributes[idpAttribute];
      if (value !== undefined) mapped[poolAttribute] = value;
    }
    if (!mapped.email) {
      throw new HostedUiError(
        provider === 'SAML'
          ? 'Invalid SAML response: the assertion carries no e-mail attribute.'
          : 'The identity provider released no e-mail for this user.',
      );
    }
    mapped.email = mapped.email.toLowerCase();
    const linked = providers.federatedUser(sign.userPoolId, identity);
    const existing = linked ? await ctx.getUser(sign.userPoolId, linked) : undefined;
    if (existing && existing.Enabled === false) throw new HostedUiError('User is disabled.');
    let username = existing?.Username ?? '';
    if (!existing) {
      const created = await ctx.call('AdminCreateUser', {
        UserPoolId: sign.userPoolId,
        // cognito-local's e-mail pools take only an e-mail as the username (and name the user by its sub
        // anyway): an OIDC identity (`<provider>_<sub>`) is created under the mapped e-mail.
        Username: identity.includes('@') ? identity : mapped.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: Object.entries({ ...mapped, email_verified: 'true' }).map(([Name, Value]) => ({
          Name,
          Value,
        })),
      });
      // An e-mail pool names the user by its sub (cognito-local as Cognito); the link keeps the identity.
      username = String((created.User as Json | undefined)?.Username ?? '');
      if (!username) throw new Error('cognito-local created no user');
      providers.linkFederatedUser(sign.userPoolId, identity, username);
    } else {
      // As Cognito: the mapped attributes follow the IdP at every sign-in (the e-mail is the identity).
      const { email: _email, ...rest } = mapped;
      if (Object.keys(rest).length > 0) {
        await ctx.call('AdminUpdateUserAttributes', {
          UserPoolId: sign.userPoolId,
          Username: username,
          UserAttributes: Object.entries(rest).map(([Name, Value]) => ({ Name, Value })),
        });
      }
    }
    const password = oneTimePassword();
    await ctx.call('AdminSetUserPassword', {
      UserPoolId: sign.userPoolId,
      Username: username,
      Password: password,
      Permanent: true,
    });
    if (!existing && ctx.postConfirmation) {
      // Cognito runs the post-confirmation trigger when a federated user first signs in.
      const user = await ctx.getUser(sign.userPoolId, username);
      const userAttributes = Object.fromEntries(
        (user?.UserAttributes ?? []).map((a) => [a.Name ?? '', a.Value ?? '']),
      );
      await ctx.postConfirmation(
        postConfirmationEvent(sign.userPoolId, username, userAttributes, { ClientId: sign.clientId }),
      );
    }
    const result = await ctx.call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: sign.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    });
    const auth = result.AuthenticationResult as Json | undefined;
    if (!auth?.IdToken || !auth.AccessToken) throw new Error('cognito-local issued no tokens');
    return {
      idToken: String(auth.IdToken),
      accessToken: String(auth.AccessToken),
      ...(auth.RefreshToken ? { refreshToken: String(auth.RefreshToken) } : {}),
      expiresIn: Number(auth.ExpiresIn ?? 3600),
    };
  }

  async function idpResponse(form: URLSearchParams, response: http.ServerResponse): Promise<void> {
    const key = form.get('RelayState') ?? '';
    const sign = pending.get(key);
    pending.delete(key);
    if (!sign || sign.expiresAt <= Date.now()) {
      throw new HostedUiError('Invalid relayState from identity provider: start the sign-in again.');
    }
    const provider = providers.get(sign.userPoolId, sign.providerName);
    if (!provider) throw new HostedUiError(`Login option is not available: ${sign.providerName}`);
    const samlResponse = form.get('SAMLResponse');
    if (!samlResponse) throw new HostedUiError('Invalid SAML response: no SAMLResponse was posted.');
    let assertion;
    try {
      assertion = await verifySamlResponse({
        userPoolId: sign.userPoolId,
        acsUrl: acsUrl(),
        metadataXml: await samlMetadataOf(provider.ProviderDetails),
        samlResponse,
      });
    } catch (error) {
      if (error instanceof SamlRejected) throw new HostedUiError(error.message);
      throw error;
    }
    const tokens = await signInFederated(
      sign,
      assertion.nameId,
      assertion.attributes,
      provider.AttributeMapping,
      'SAML',
    );
    return finish(sign, tokens, response);
  }

  /** The provider's endpoints (a provider that cannot be discovered: the error page says why). */
  async function oidcEndpoints(details: Record<string, string>) {
    try {
      return await discoverEndpoints(details);
    } catch (error) {
      if (error instanceof OidcRejected) throw new HostedUiError(error.message);
      throw error;
    }
  }

  /** The OIDC provider's redirect: its code exchanged, the ID token proved, the user signed in. */
  async function oidcResponse(query: URLSearchParams, response: http.ServerResponse): Promise<void> {
    const key = query.get('state') ?? '';
    const sign = pending.get(key);
    pending.delete(key);
    if (!sign?.oidc || sign.expiresAt <= Date.now()) {
      throw new HostedUiError('Invalid state from identity provider: start the sign-in again.');
    }
    const failure = query.get('error');
    if (failure) {
      const description = query.get('error_description');
      throw new HostedUiError(
        `The identity provider refused the sign-in: ${failure}${description ? ` (${description})` : ''}`,
      );
    }
    const code = query.get('code');
    if (!code) throw new HostedUiError('The identity provider sent no authorization code.');
    const provider = providers.get(sign.userPoolId, sign.providerName);
    if (!provider || provider.ProviderType !== 'OIDC') {
      throw new HostedUiError(`Login option is not available: ${sign.providerName}`);
    }
    const details = provider.ProviderDetails;
    const clientId = details.client_id ?? '';
    let attributes: Record<string, string>;
    try {
      const endpoints = await discoverEndpoints(details);
      const issued = await exchangeCode({
        endpoints,
        clientId,
        ...(details.client_secret ? { clientSecret: details.client_secret } : {}),
        code,
        redirectUri: oidcRedirectUri(),
        codeVerifier: sign.oidc.codeVerifier,
      });
      const claims = await verifyIdToken(issued.idToken, {
        keys: providerKeys(endpoints.jwksUri),
        issuer: details.oidc_issuer ?? '',
        clientId,
        nonce: sign.oidc.nonce,
      });
      const info = await userInfo({
        endpoints,
        accessToken: issued.accessToken,
        method: details.attributes_request_method ?? 'GET',
      });
      attributes = signedInAttributes(claims, info);
    } catch (error) {
      if (error instanceof OidcRejected) throw new HostedUiError(error.message);
      throw error;
    }
    const tokens = await signInFederated(
      sign,
      attributes.sub ?? '',
      attributes,
      provider.AttributeMapping,
      'OIDC',
    );
    return finish(sign, tokens, response);
  }

  /** The end of every federated sign-in: a code (code flow) or the tokens in the hash (implicit). */
  function finish(sign: PendingSignIn, tokens: IssuedTokens, response: http.ServerResponse): void {
    const target = new URL(sign.redirectUri);
    if (sign.responseType === 'code') {
      const code = codes.issue({
        clientId: sign.clientId,
        redirectUri: sign.redirectUri,
        tokens,
        ...(sign.codeChallenge
          ? { codeChallenge: sign.codeChallenge, codeChallengeMethod: sign.codeChallengeMethod ?? 'plain' }
          : {}),
      });
      target.searchParams.set('code', code);
      if (sign.state) target.searchParams.set('state', sign.state);
      return redirect(response, target.toString());
    }
    // Implicit grant: the tokens in the fragment, never sent to a server (no refresh token, as Cognito).
    const fragment = new URLSearchParams({
      id_token: tokens.idToken,
      access_token: tokens.accessToken,
      expires_in: String(tokens.expiresIn),
      token_type: 'Bearer',
      ...(sign.state ? { state: sign.state } : {}),
    });
    target.hash = fragment.toString();
    return redirect(response, target.toString());
  }

  async function token(form: URLSearchParams, headers: http.IncomingHttpHeaders): Promise<Json> {
    let clientId = form.get('client_id');
    const basic = /^Basic (.+)$/i.exec(headers.authorization ?? '')?.[1];
    if (basic) clientId = Buffer.from(basic, 'base64').toString('utf8').split(':')[0] ?? clientId;
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const tokens = codes.redeem({
        code: form.get('code'),
        clientId,
        redirectUri: form.get('redirect_uri'),
        codeVerifier: form.get('code_verifier'),
      });
      return {
        id_token: tokens.idToken,
        access_token: tokens.accessToken,
        ...(tokens.refreshToken ? { refresh_token: tokens.refreshToken } : {}),
        expires_in: tokens.expiresIn,
        token_type: 'Bearer',
      };
    }
    if (grantType === 'refresh_token') {
      const refreshToken = form.get('refresh_token');
      if (!refreshToken || !clientId) throw new OAuthError('invalid_request');
      try {
        const result = await ctx.call('InitiateAuth', {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: clientId,
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        });
        const auth = result.AuthenticationResult as Json;
        return {
          id_token: auth.IdToken,
          access_token: auth.AccessToken,
          expires_in: auth.ExpiresIn ?? 3600,
          token_type: 'Bearer',
        };
      } catch (error) {
        if (error instanceof CognitoError) throw new OAuthError('invalid_grant');
        throw error;
      }
    }
    throw new OAuthError('unsupported_grant_type');
  }

  /** True when the request was a hosted-UI path (answered here). */
  async function handle(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    body: Buffer,
  ): Promise<boolean> {
    const url = new URL(request.url ?? '/', publicUrl());
    const route = `${request.method} ${url.pathname}`;
    const form = () => new URLSearchParams(body.toString('utf8'));
    try {
      switch (route) {
        case 'GET /oauth2/authorize':
          await authorize(url.searchParams, response);
          return true;
        case 'POST /saml2/idpresponse':
          await idpResponse(form(), response);
          return true;
        case 'GET /oauth2/idpresponse':
          await oidcResponse(url.searchParams, response);
          return true;
        case 'OPTIONS /oauth2/token':
          response.writeHead(204, {
            'Access-Control-Allow-Origin': '*',
            'Access-Control-Allow-Methods': 'POST',
            'Access-Control-Allow-Headers': 'content-type, authorization',
          });
          response.end();
          return true;
        case 'POST /oauth2/token':
          send(response, 200, 'application/json', JSON.stringify(await token(form(), request.headers)));
          return true;
        default:
          return false;
      }
    } catch (error) {
      if (error instanceof OAuthError) {
        send(response, 400, 'application/json', JSON.stringify({ error: error.error }));
        return true;
      }
      if (error instanceof HostedUiError) {
        send(response, error.status, 'text/html', errorPage(error.message));
        return true;
      }
      if (error instanceof CognitoError) {
        send(response, 400, 'text/html', errorPage(error.message));
        return true;
      }
      throw error;
    }
  }

  return { handle };
}
