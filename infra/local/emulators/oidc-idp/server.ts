/**
 * A local OpenID Connect provider for `npm start` (issue 11, single sign-on): what an organization's
 * Okta / Entra ID / Google Workspace is in the cloud when it connects by OIDC. `oidc-provider` (panva, a
 * certified OpenID provider) does the protocol: discovery, the authorization code flow, the token and
 * userinfo endpoints and the JWKS; the ID tokens are signed with an RSA key kept in the data directory.
 * Users sign in at a login form of our own with the demo directory (./users.ts); consent is implied for
 * the registered client (a company's IdP trusts its own applications).
 *
 * - GET  /.well-known/openid-configuration, /jwks, /auth, POST /token, GET|POST /me (userinfo)
 * - GET  /interaction/{uid}        the login form
 * - POST /interaction/{uid}/login  the form's credentials → back to /auth, which answers with a code
 * - GET  /health
 *
 * Only the registered relying party is served (the Cognito layer's /oauth2/idpresponse), on 127.0.0.1.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { keepIdleConnections } from '../../platform/keep-alive.js';
import { listenOnLoopback } from '../listen.js';
import { escapeXml } from '../saml/samlify.js';
import type { OidcUser } from './users.js';

export interface OidcIdpOptions {
  /** 0 picks a free port. */
  port: number;
  /** Where the signing key and cookie keys live (created on first start). */
  keyDirectory: string;
  users: readonly OidcUser[];
  client: { clientId: string; clientSecret: string; redirectUris: string[] };
  /** Shown on the login form. */
  displayName?: string;
}

export interface OidcIdp {
  url: string;
  /** The issuer an admin gives /admin/security (its discovery document is under it). */
  issuer: string;
  port: number;
  stop(): Promise<void>;
}

const MAX_FORM_BYTES = 16 * 1024;

interface ProviderKeys {
  /** The ID-token signing key (private JWK, RS256). */
  signing: Record<string, unknown>;
  /** Keys of the provider's signed cookies. */
  cookies: string[];
}

/** Generated on the first start, then reused: ID tokens and sessions stay valid across restarts. */
export function ensureProviderKeys(directory: string): ProviderKeys {
  const file = path.join(directory, 'keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ProviderKeys;
  mkdirSync(directory, { recursive: true });
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keys: ProviderKeys = {
    signing: {
      ...privateKey.export({ format: 'jwk' }),
      kid: randomBytes(8).toString('hex'),
      alg: 'RS256',
      use: 'sig',
    },
    cookies: [randomBytes(32).toString('base64url')],
  };
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}

function loginPage(options: {
  title: string;
  uid: string;
  clientName: string;
  email?: string;
  error?: string;
}): string {
  const error = options.error ? `<p role="alert" style="color:#a4000f">${escapeXml(options.error)}</p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(options.title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#eef2f0;color:#111}main{max-width:24rem;margin:4rem auto;background:#fff;padding:2rem;border-radius:8px}
label{display:block;margin-top:1rem}input{width:100%;padding:.5rem;box-sizing:border-box;font-size:1rem}button{margin-top:1.5rem;padding:.6rem 1.2rem;font-size:1rem;background:#146c43;color:#fff;border:0;border-radius:4px}</style>
</head><body><main><h1>${escapeXml(options.title)}</h1>
<p>Sign in to continue to <strong>${escapeXml(options.clientName)}</strong>.</p>${error}
<form method="post" action="/interaction/${encodeURIComponent(options.uid)}/login">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeXml(options.email ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form></main></body></html>`;
}

function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) {
        reject(new Error('form too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });
}

function send(response: http.ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, {
    'Content-Type': `${type}; charset=utf-8`,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  response.end(body);
}

/** The provider's configuration: one confidential client, the code flow, the demo directory. */
export function providerConfiguration(options: OidcIdpOptions, keys: ProviderKeys): Configuration {
  const bySub = new Map(options.users.map((u) => [u.sub, u]));
  return {
    clients: [
      {
        client_id: options.client.clientId,
        client_secret: options.client.clientSecret,
        client_name: 'Tubes',
        redirect_uris: options.client.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        // Cognito authenticates at an OIDC IdP's token endpoint with the secret in the form.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [keys.signing] },
    cookies: { keys: keys.cookies },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    scopes: ['openid', 'email', 'profile'],
    features: { devInteractions: { enabled: false } },
    // Lifetimes (seconds) of a company IdP: short tokens, a working day's session.
    ttl: {
      Interaction: 600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Grant: 8 * 3600,
      Session: 8 * 3600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const user = bySub.get(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: user.email,
          email_verified: true,
          name: `${user.firstName} ${user.lastName}`,
          given_name: user.firstName,
          family_name: user.lastName,
        }),
      };
    },
    // First-party client: the grant of the requested OIDC scopes is implied (no consent screen).
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const client = ctx.oidc.client;
      const session = ctx.oidc.session;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      session.ensureClientContainer(client.clientId);
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
  };
}

export async function startOidcIdp(options: OidcIdpOptions): Promise<OidcIdp> {
  const title = options.displayName ?? 'Tubes local OpenID provider';
  const keys = ensureProviderKeys(options.keyDirectory);
  const server = http.createServer();
  keepIdleConnections(server);
  const port = await listenOnLoopback(server, options.port);
  const issuer = `http://localhost:${port}`;
  const provider = new Provider(issuer, providerConfiguration(options, keys));
  const protocol = provider.callback();

  async function interaction(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    uid: string,
    action: string | undefined,
  ): Promise<void> {
    let details;
    try {
      details = await provider.interactionDetails(request, response);
    } catch {
      return send(
        response,
        400,
        'text/plain',
        'This sign-in has expired: start it again from the application.',
      );
    }
    if (details.uid !== uid) return send(response, 400, 'text/plain', 'Unknown sign-in.');
    const client = await provider.Client.find(String(details.params.client_id ?? ''));
    const clientName = client?.clientName ?? String(details.params.client_id ?? '');
    if (request.method === 'GET' && action === undefined) {
      return send(response, 200, 'text/html', loginPage({ title, uid, clientName }));
    }
    if (request.method !== 'POST' || action !== 'login')
      return send(response, 404, 'text/plain', 'Not found');
    const form = await readForm(request);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const user = options.users.find((u) => u.email === email && u.password === form.get('password'));
    if (!user) {
      const page = loginPage({ title, uid, clientName, email, error: 'Incorrect e-mail or password.' });
      return send(response, 401, 'text/html', page);
    }
    // Back to the authorization endpoint, which answers the relying party with a code.
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: user.sub } },
      { mergeWithLastSubmission: false },
    );
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const requestUrl = new URL(request.url ?? '/', issuer);
    if (request.method === 'GET' && requestUrl.pathname === '/health') {
      return send(response, 200, 'application/json', JSON.stringify({ ok: true }));
    }
    const match = /^\/interaction\/([^/]+)(?:\/(\w+))?$/.exec(requestUrl.pathname);
    if (match) return interaction(request, response, decodeURIComponent(match[1] ?? ''), match[2]);
    protocol(request, response);
  }

  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (!response.headersSent) send(response, 500, 'text/plain', message);
      else response.destroy();
    });
  });

  return {
    url: issuer,
    issuer,
    port,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
