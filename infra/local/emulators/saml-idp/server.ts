/**
 * A local SAML 2.0 identity provider for `npm start` (issue 11, single sign-on): what an organization's
 * Entra ID / Okta is in the cloud. samlify does the protocol: it parses the service provider's
 * AuthnRequest (HTTP-Redirect binding), and signs the assertion of its login response with a key kept in
 * the data directory (./keys.ts). Users sign in at a login form with the demo directory (./users.ts).
 *
 * - GET  /metadata  the IdP's metadata (entity id, SSO endpoint, signing certificate): what an admin
 *                   gives /admin/security, by URL or as XML
 * - GET  /sso       AuthnRequest in → the login form
 * - POST /sso       the form's credentials → the signed Response, posted by the browser to the ACS
 * - GET  /health
 *
 * Service providers are not registered beforehand: any SP whose assertion consumer service is on this
 * machine (the local Cognito layer's /saml2/idpresponse) is served, as the IdP lives on 127.0.0.1 only.
 */
import http from 'node:http';
import { inflateRawSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { keepIdleConnections } from '../../platform/keep-alive.js';
import { listenOnLoopback } from '../listen.js';
import {
  EMAIL_NAME_ID,
  POST_BINDING,
  REDIRECT_BINDING,
  autoPostPage,
  escapeXml,
  samlify,
} from '../saml/samlify.js';
import { ensureSigningKey } from './keys.js';
import type { IdpUser } from './users.js';

export interface SamlIdpOptions {
  /** 0 picks a free port. */
  port: number;
  /** Where the signing key lives (created on first start). */
  keyDirectory: string;
  users: readonly IdpUser[];
  /** Shown on the login form. */
  displayName?: string;
}

export interface SamlIdp {
  url: string;
  port: number;
  metadataUrl: string;
  /** The metadata XML (what GET /metadata answers). */
  metadata: string;
  stop(): Promise<void>;
}

const MAX_FORM_BYTES = 256 * 1024;

/** Where the request came from and where the answer goes, read before samlify can be handed the SP. */
export interface AuthnRequestHeader {
  issuer: string;
  assertionConsumerServiceUrl: string;
}

/** Decodes a Redirect-binding SAMLRequest (base64 of raw DEFLATE) and reads its issuer and ACS. */
export function readAuthnRequestHeader(samlRequest: string): AuthnRequestHeader {
  let xml: string;
  try {
    xml = inflateRawSync(Buffer.from(samlRequest, 'base64')).toString('utf8');
  } catch {
    throw new Error('SAMLRequest is not a deflated, base64-encoded message');
  }
  const acs = /AssertionConsumerServiceURL="([^"]+)"/.exec(xml)?.[1];
  const issuer = /<(?:\w+:)?Issuer[^>]*>([^<]+)<\/(?:\w+:)?Issuer>/.exec(xml)?.[1];
  if (!acs || !issuer) throw new Error('the AuthnRequest names no Issuer or AssertionConsumerServiceURL');
  return { issuer: issuer.trim(), assertionConsumerServiceUrl: acs.replace(/&amp;/g, '&') };
}

/** Only assertion consumers on this machine: the IdP must not post signed assertions elsewhere. */
export function isLocalConsumer(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
      ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname)
    );
  } catch {
    return false;
  }
}

function serviceProvider(header: AuthnRequestHeader) {
  return samlify.ServiceProvider({
    entityID: header.issuer,
    assertionConsumerService: [{ Binding: POST_BINDING, Location: header.assertionConsumerServiceUrl }],
    wantAssertionsSigned: true,
    nameIDFormat: [EMAIL_NAME_ID],
  });
}

function attributeStatement(user: IdpUser): string {
  const attribute = (name: string, value: string) =>
    `<saml:Attribute Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">` +
    `<saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`;
  return (
    '<saml:AttributeStatement>' +
    attribute('email', user.email) +
    attribute('given_name', user.firstName) +
    attribute('family_name', user.lastName) +
    '</saml:AttributeStatement>'
  );
}

function loginPage(options: {
  title: string;
  samlRequest: string;
  relayState: string;
  spName: string;
  email?: string;
  error?: string;
}): string {
  const error = options.error ? `<p role="alert" style="color:#a4000f">${escapeXml(options.error)}</p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(options.title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#111}main{max-width:24rem;margin:4rem auto;background:#fff;padding:2rem;border-radius:8px}
label{display:block;margin-top:1rem}input{width:100%;padding:.5rem;box-sizing:border-box;font-size:1rem}button{margin-top:1.5rem;padding:.6rem 1.2rem;font-size:1rem;background:#0b5cad;color:#fff;border:0;border-radius:4px}</style>
</head><body><main><h1>${escapeXml(options.title)}</h1>
<p>Sign in to continue to <strong>${escapeXml(options.spName)}</strong>.</p>${error}
<form method="post" action="/sso">
<input type="hidden" name="SAMLRequest" value="${escapeXml(options.samlRequest)}">
<input type="hidden" name="RelayState" value="${escapeXml(options.relayState)}">
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

export async function startSamlIdp(options: SamlIdpOptions): Promise<SamlIdp> {
  const title = options.displayName ?? 'Tubes local identity provider';
  const key = ensureSigningKey(options.keyDirectory, 'Tubes local SAML IdP');
  const server = http.createServer();
  keepIdleConnections(server);
  const port = await listenOnLoopback(server, options.port);
  const url = `http://localhost:${port}`;
  const idp = samlify.IdentityProvider({
    entityID: `${url}/metadata`,
    signingCert: key.certificate,
    privateKey: key.privateKey,
    nameIDFormat: [EMAIL_NAME_ID],
    singleSignOnService: [{ Binding: REDIRECT_BINDING, Location: `${url}/sso` }],
    wantAuthnRequestsSigned: false,
  });
  const metadata = idp.getMetadata();

  /** The AuthnRequest checked by samlify (schema, binding), with the SP it came from. */
  async function acceptRequest(samlRequest: string, relayState: string) {
    const header = readAuthnRequestHeader(samlRequest);
    if (!isLocalConsumer(header.assertionConsumerServiceUrl)) {
      throw new Error(`assertion consumer ${header.assertionConsumerServiceUrl} is not on this machine`);
    }
    const sp = serviceProvider(header);
    const parsed = await idp.parseLoginRequest(sp, 'redirect', {
      query: { SAMLRequest: samlRequest, RelayState: relayState },
    });
    return { header, sp, parsed };
  }

  async function loginResponse(
    samlRequest: string,
    relayState: string,
    user: IdpUser,
  ): Promise<{ action: string; samlResponse: string }> {
    const { header, sp, parsed } = await acceptRequest(samlRequest, relayState);
    const now = new Date();
    const later = new Date(now.getTime() + 5 * 60_000).toISOString();
    const id = `_${randomUUID()}`;
    const requestId = String((parsed.extract as { request?: { id?: string } }).request?.id ?? '');
    const values = {
      ID: id,
      AssertionID: `_${randomUUID()}`,
      Destination: header.assertionConsumerServiceUrl,
      Audience: header.issuer,
      EntityID: header.issuer,
      SubjectRecipient: header.assertionConsumerServiceUrl,
      Issuer: idp.entityMeta.getEntityID(),
      IssueInstant: now.toISOString(),
      AssertionConsumerServiceURL: header.assertionConsumerServiceUrl,
      StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
      ConditionsNotBefore: now.toISOString(),
      ConditionsNotOnOrAfter: later,
      SubjectConfirmationDataNotOnOrAfter: later,
      NameIDFormat: EMAIL_NAME_ID,
      NameID: user.email,
      InResponseTo: requestId,
    };
    // Fragments of XML, put in before the values (replaceTagsByValue escapes what it puts in).
    const authnStatement =
      `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${id}"><saml:AuthnContext>` +
      '<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport' +
      '</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>';
    const fill = (template: string) =>
      samlify.SamlLib.replaceTagsByValue(
        template
          .replace('{AuthnStatement}', authnStatement)
          .replace('{AttributeStatement}', attributeStatement(user)),
        values,
      );
    const result = await idp.createLoginResponse(
      sp,
      parsed as unknown as Parameters<typeof idp.createLoginResponse>[1],
      'post',
      { ...user },
      {
        relayState,
        customTagReplacement: (template) => ({
          id,
          context: fill(template),
        }),
      },
    );
    return { action: header.assertionConsumerServiceUrl, samlResponse: result.context };
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const requestUrl = new URL(request.url ?? '/', url);
    if (request.method === 'GET' && requestUrl.pathname === '/health') {
      return send(response, 200, 'application/json', JSON.stringify({ ok: true }));
    }
    if (request.method === 'GET' && requestUrl.pathname === '/metadata') {
      return send(response, 200, 'application/samlmetadata+xml', metadata);
    }
    if (requestUrl.pathname !== '/sso' || (request.method !== 'GET' && request.method !== 'POST')) {
      return send(response, 404, 'text/plain', 'Not found');
    }
    const form = request.method === 'POST' ? await readForm(request) : requestUrl.searchParams;
    const samlRequest = form.get('SAMLRequest') ?? '';
    const relayState = form.get('RelayState') ?? '';
    if (!samlRequest) return send(response, 400, 'text/plain', 'SAMLRequest is missing');
    let spName: string;
    try {
      spName = (await acceptRequest(samlRequest, relayState)).header.issuer;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return send(response, 400, 'text/plain', `The sign-in request was refused: ${message}`);
    }
    if (request.method === 'GET') {
      return send(response, 200, 'text/html', loginPage({ title, samlRequest, relayState, spName }));
    }
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const user = options.users.find((u) => u.email === email && u.password === form.get('password'));
    if (!user) {
      const page = loginPage({
        title,
        samlRequest,
        relayState,
        spName,
        email,
        error: 'Incorrect e-mail or password.',
      });
      return send(response, 401, 'text/html', page);
    }
    const { action, samlResponse } = await loginResponse(samlRequest, relayState, user);
    const fields = { SAMLResponse: samlResponse, ...(relayState ? { RelayState: relayState } : {}) };
    return send(response, 200, 'text/html', autoPostPage(action, fields, 'Signing you in…'));
  }

  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (!response.headersSent) send(response, 500, 'text/plain', message);
      else response.destroy();
    });
  });

  return {
    url,
    port,
    metadataUrl: `${url}/metadata`,
    metadata,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
