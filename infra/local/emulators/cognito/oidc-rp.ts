/**
 * The relying-party side of an OIDC identity provider in a Cognito user pool, as the local Cognito
 * layer's hosted UI plays it (issue 11, SSO): discovery of the provider's endpoints from its issuer, the
 * authorization request, the code exchange at its token endpoint (client_secret_post, PKCE), the ID
 * token's verification (signature against the provider's JWKS, issuer, audience, authorized party,
 * nonce, expiry) and the attributes from its userinfo endpoint, which Cognito maps to the pool's.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** The provider's answer is refused: the hosted UI shows the reason on its error page. */
export class OidcRejected extends Error {}

export interface OidcEndpoints {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
  jwksUri: string;
}

const TIMEOUT_MS = 5000;
/** What Cognito accepts for an OIDC IdP's ID tokens: asymmetric signatures only (never `none`/HS*). */
const ID_TOKEN_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512'];

const stripSlash = (url: string) => url.replace(/\/+$/, '');

async function fetchJson(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new OidcRejected(`The identity provider cannot be reached at ${url}: ${(error as Error).message}`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new OidcRejected(`The identity provider answered ${url} with no JSON (HTTP ${response.status}).`);
  }
  if (!body || typeof body !== 'object') throw new OidcRejected(`Unexpected answer from ${url}.`);
  const json = body as Record<string, unknown>;
  if (!response.ok) {
    const reason = [json.error, json.error_description].filter(Boolean).join(': ');
    throw new OidcRejected(
      `The identity provider refused the request (${reason || `HTTP ${response.status}`}).`,
    );
  }
  return json;
}

/**
 * The provider's endpoints: those given in its details (authorize_url, token_url, attributes_url,
 * jwks_uri, as Cognito takes them), else its discovery document, whose issuer must be the configured one.
 */
export async function discoverEndpoints(details: Record<string, string>): Promise<OidcEndpoints> {
  const issuer = details.oidc_issuer ?? '';
  if (!issuer) throw new OidcRejected('The identity provider has no oidc_issuer.');
  if (details.authorize_url && details.token_url && details.attributes_url && details.jwks_uri) {
    return {
      issuer,
      authorizationEndpoint: details.authorize_url,
      tokenEndpoint: details.token_url,
      userinfoEndpoint: details.attributes_url,
      jwksUri: details.jwks_uri,
    };
  }
  const document = await fetchJson(`${stripSlash(issuer)}/.well-known/openid-configuration`);
  if (stripSlash(String(document.issuer ?? '')) !== stripSlash(issuer)) {
    throw new OidcRejected(`The discovery document names issuer ${String(document.issuer)}, not ${issuer}.`);
  }
  const endpoint = (name: string) => {
    const value = document[name];
    if (typeof value !== 'string' || !value) throw new OidcRejected(`The discovery document has no ${name}.`);
    return value;
  };
  return {
    issuer: String(document.issuer),
    authorizationEndpoint: endpoint('authorization_endpoint'),
    tokenEndpoint: endpoint('token_endpoint'),
    userinfoEndpoint: endpoint('userinfo_endpoint'),
    jwksUri: endpoint('jwks_uri'),
  };
}

export function authorizationUrl(options: {
  endpoints: OidcEndpoints;
  clientId: string;
  redirectUri: string;
  scopes: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}): string {
  const url = new URL(options.endpoints.authorizationEndpoint);
  url.searchParams.set('client_id', options.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', options.scopes);
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('state', options.state);
  url.searchParams.set('nonce', options.nonce);
  url.searchParams.set('code_challenge', options.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

export interface ProviderTokens {
  idToken: string;
  accessToken: string;
}

/** The authorization code for the provider's tokens (the secret in the form, as Cognito sends it). */
export async function exchangeCode(options: {
  endpoints: OidcEndpoints;
  clientId: string;
  clientSecret?: string;
  code: string;
  redirectUri: string;
  codeVerifier: string;
}): Promise<ProviderTokens> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: options.code,
    redirect_uri: options.redirectUri,
    client_id: options.clientId,
    code_verifier: options.codeVerifier,
    ...(options.clientSecret ? { client_secret: options.clientSecret } : {}),
  });
  const body = await fetchJson(options.endpoints.tokenEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: form.toString(),
  });
  if (typeof body.id_token !== 'string' || typeof body.access_token !== 'string') {
    throw new OidcRejected('The identity provider issued no ID token.');
  }
  return { idToken: body.id_token, accessToken: body.access_token };
}

/** Why jose refused a token, in the words Cognito's error page would use. */
function reasonOf(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'the token has expired';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'the signature does not verify';
  if (error instanceof errors.JWKSNoMatchingKey) return 'no key of the provider signed it';
  if (error instanceof errors.JWTClaimValidationFailed)
    return `claim ${error.claim} is wrong (${error.reason})`;
  if (error instanceof errors.JOSEAlgNotAllowed) return 'its signing algorithm is not accepted';
  if (error instanceof errors.JOSEError) return error.message;
  throw error;
}

/**
 * The ID token's claims once it is proved: signed by a key of the provider's JWKS with an asymmetric
 * algorithm, issued by the configured issuer, for this client (and, with several audiences, authorized
 * for it: azp), with the nonce of this sign-in, not expired (one minute of clock tolerance), with a sub.
 */
export async function verifyIdToken(
  idToken: string,
  options: { keys: JWTVerifyGetKey; issuer: string; clientId: string; nonce: string },
): Promise<JWTPayload & { sub: string }> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, options.keys, {
      issuer: [options.issuer, stripSlash(options.issuer)],
      audience: options.clientId,
      algorithms: ID_TOKEN_ALGORITHMS,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 60,
    }));
  } catch (error) {
    throw new OidcRejected(`Invalid ID token: ${reasonOf(error)}.`);
  }
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (audiences.length > 1 && payload.azp !== options.clientId) {
    throw new OidcRejected('Invalid ID token: it is not authorized for this client (azp).');
  }
  if (payload.nonce !== options.nonce) {
    throw new OidcRejected('Invalid ID token: the nonce is not the one of this sign-in.');
  }
  return payload as JWTPayload & { sub: string };
}

const remoteKeySets = new Map<string, JWTVerifyGetKey>();

/** The provider's JWKS, fetched when a token names a key not seen yet (jose caches and rate-limits). */
export function providerKeys(jwksUri: string): JWTVerifyGetKey {
  let keys = remoteKeySets.get(jwksUri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: TIMEOUT_MS });
    remoteKeySets.set(jwksUri, keys);
  }
  return keys;
}

/** The user's attributes from the userinfo endpoint (GET or POST: attributes_request_method). */
export async function userInfo(options: {
  endpoints: OidcEndpoints;
  accessToken: string;
  method: string;
}): Promise<Record<string, unknown>> {
  const post = options.method.toUpperCase() === 'POST';
  return fetchJson(options.endpoints.userinfoEndpoint, {
    method: post ? 'POST' : 'GET',
    headers: { Authorization: `Bearer ${options.accessToken}`, Accept: 'application/json' },
  });
}

/**
 * The attributes a sign-in maps: the ID token's claims with userinfo's on top (as strings), once
 * userinfo is proved to speak of the same subject.
 */
export function signedInAttributes(
  claims: JWTPayload & { sub: string },
  info: Record<string, unknown>,
): Record<string, string> {
  if (info.sub !== claims.sub) {
    throw new OidcRejected('The userinfo answer is about another user than the ID token.');
  }
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...claims, ...info })) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      attributes[name] = String(value);
    }
  }
  return attributes;
}
