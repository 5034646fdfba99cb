/**
 * The Cognito layer: a small HTTP front on the public Cognito port that makes cognito-local (moved to an
 * internal port) behave like Cognito for what the product uses. It speaks the same AWS JSON 1.1
 * protocol (`X-Amz-Target: AWSCognitoIdentityProviderService.<Operation>`, ./protocol.ts), and per
 * operation (the table in ./operations.ts):
 *
 * - answers GetTokensFromRefreshToken (what Amplify 6.2x refreshes through) by way of InitiateAuth
 *   REFRESH_TOKEN_AUTH, and ResendConfirmationCode (cognito-local lacks it);
 * - enforces the password policy (shared/domain/password.ts) where Cognito does, before forwarding;
 * - runs the pool's pre-sign-up trigger before SignUp and its post-confirmation trigger after a
 *   successful ConfirmSignUp, in-process, with the events Cognito sends (./triggers.ts);
 * - prevents user-existence errors as the cloud app clients do (PreventUserExistenceErrors ENABLED):
 *   sign-in with an unknown e-mail says "Incorrect username or password.", ForgotPassword and
 *   ResendConfirmationCode for unknown users answer as if a code was sent;
 * - after AdminDisableUser, AdminEnableUser, AdminDeleteUser and DeleteUser, delivers the
 *   "AWS API Call via CloudTrail" event EventBridge delivers in the cloud (username hidden as Cognito
 *   hides it) to the user-access reconciler, before answering;
 * - rewrites the few error texts in which cognito-local differs from Cognito and that the sign-in pages
 *   show.
 *
 * - answers the identity-provider operations cognito-local lacks (./identity-providers.ts) and the
 *   hosted-UI endpoints of federated sign-in: /oauth2/authorize, /saml2/idpresponse, /oauth2/token
 *   (./hosted-ui.ts, against the local SAML identity provider or any other);
 *
 * Everything else, including CORS preflights, the JWKS and /health, is forwarded unchanged, so the
 * browser sees exactly cognito-local's headers.
 */
import http from 'node:http';
import {
  AdminGetUserCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { passwordPolicyMessage, passwordProblems } from '#shared/domain/password.js';
import { keepIdleConnections } from '../../platform/keep-alive.js';
import { listenOnLoopback } from '../listen.js';
import { hostedUi } from './hosted-ui.js';
import { IdentityProviderStore, identityProviderOperations } from './identity-providers.js';
import { OPERATIONS, type CognitoOperation, type LayerContext } from './operations.js';
import {
  AMZ_JSON,
  CognitoError,
  TARGET_PREFIX,
  answer,
  operationOf,
  parseJson,
  readBody,
  rewriteError,
  type Json,
  type Upstream,
} from './protocol.js';

/** What the client gets: the layer's own answer, or cognito-local's (possibly reworded). */
type Outcome = { json: Json } | { upstream: Upstream };

export type { CognitoCallEvent, CognitoCallRecord } from './triggers.js';

export interface CognitoLayerOptions extends Omit<LayerContext, 'call' | 'poolOfClient' | 'getUser'> {
  /** Public port (TUBES_COGNITO_PORT); the layer listens on 127.0.0.1 like cognito-local did. */
  port: number;
  /** cognito-local's internal endpoint, e.g. http://127.0.0.1:9230. */
  upstream: string;
  /** The tenant pools the platform provisioned (clientId → userPoolId). */
  pools: () => readonly { userPoolId: string; clientId: string }[];
}

export interface CognitoLayer {
  url: string;
  port: number;
  upstream: string;
  stop(): Promise<void>;
}

/** Sends a request to cognito-local as it came (the host header names cognito-local). */
function forwarder(upstream: string) {
  const upstreamUrl = new URL(upstream);
  return (method: string, url: string, headers: http.IncomingHttpHeaders, body: Buffer): Promise<Upstream> =>
    new Promise((resolve, reject) => {
      const request = http.request(
        {
          hostname: upstreamUrl.hostname,
          port: upstreamUrl.port,
          method,
          path: url,
          headers: { ...headers, host: upstreamUrl.host },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 502,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}

/** The layer's context: the options plus its own calls to cognito-local. */
function layerContext(options: CognitoLayerOptions, forward: ReturnType<typeof forwarder>): LayerContext {
  return {
    ...options,
    async call(operation, input) {
      const reply = await forward(
        'POST',
        '/',
        { 'content-type': AMZ_JSON, 'x-amz-target': `${TARGET_PREFIX}${operation}` },
        Buffer.from(JSON.stringify(input)),
      );
      const parsed = parseJson(reply.body);
      if (reply.status !== 200) {
        throw new CognitoError(
          String(parsed.__type ?? 'InternalErrorException'),
          String(parsed.message ?? `cognito-local answered HTTP ${reply.status}`),
          reply.status,
        );
      }
      return parsed;
    },
    async poolOfClient(clientId) {
      if (typeof clientId !== 'string' || clientId === '') {
        throw new CognitoError('InvalidParameterException', 'Missing required parameter ClientId');
      }
      const known = options.pools().find((p) => p.clientId === clientId);
      if (known) return known.userPoolId;
      // A pool created after start (not in the platform's list): look it up as Cognito would.
      const { UserPools } = await options.client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
      for (const pool of UserPools ?? []) {
        if (!pool.Id) continue;
        const { UserPoolClients } = await options.client.send(
          new ListUserPoolClientsCommand({ UserPoolId: pool.Id, MaxResults: 60 }),
        );
        if (UserPoolClients?.some((c) => c.ClientId === clientId)) return pool.Id;
      }
      throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
    },
    async getUser(userPoolId, username) {
      try {
        return await options.client.send(
          new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }),
        );
      } catch (error) {
        if ((error as { name?: string }).name === 'UserNotFoundException') return undefined;
        throw error;
      }
    },
  };
}

function checkPassword(operation: CognitoOperation, input: Json): void {
  const password = operation.password?.(input);
  if (password === undefined) return;
  const problems = passwordProblems(password);
  if (problems.length > 0)
    throw new CognitoError('InvalidPasswordException', passwordPolicyMessage(problems));
}

export async function startCognitoLayer(options: CognitoLayerOptions): Promise<CognitoLayer> {
  const forward = forwarder(options.upstream);
  const ctx = layerContext(options, forward);
  const providers = new IdentityProviderStore(options.cognitoDataDir);
  const providerOperations: Record<string, (input: Json) => Promise<Json>> =
    identityProviderOperations(providers);
  let publicUrl = `http://localhost:${options.port}`;
  const federation = hostedUi({ ctx, providers, publicUrl: () => publicUrl });

  /** One operation: the layer's own answer, or cognito-local's with the operation's steps around it. */
  async function serveOperation(
    name: string,
    body: Buffer,
    forwardAsIs: () => Promise<Upstream>,
  ): Promise<Outcome> {
    const input = parseJson(body);
    const own = providerOperations[name];
    if (own) return { json: await own(input) };
    const operation = OPERATIONS[name] ?? {};
    if (operation.answer) return { json: await operation.answer(ctx, input) };
    checkPassword(operation, input);
    await operation.before?.(ctx, input);
    const upstream = await forwardAsIs();
    const replaced = operation.replace?.(input, upstream);
    if (replaced) return { json: replaced };
    if (upstream.status === 200) await operation.after?.(ctx, input, parseJson(upstream.body));
    return {
      upstream: upstream.status === 200 ? upstream : rewriteError(operation.errors?.(input), upstream),
    };
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const body = await readBody(request);
    const name = operationOf(request);
    if (!name && (await federation.handle(request, response, body))) return;
    const forwardAsIs = () => forward(request.method ?? 'GET', request.url ?? '/', request.headers, body);
    try {
      const result: Outcome = name
        ? await serveOperation(name, body, forwardAsIs)
        : { upstream: await forwardAsIs() };
      if ('json' in result) return answer(response, 200, result.json);
      response.writeHead(result.upstream.status, result.upstream.headers);
      response.end(result.upstream.body);
    } catch (error) {
      if (!(error instanceof CognitoError)) throw error;
      answer(response, error.status, { __type: error.type, message: error.message });
    }
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (!response.headersSent) answer(response, 500, { __type: 'InternalErrorException', message });
      else response.destroy();
    });
  });
  keepIdleConnections(server);
  const port = await listenOnLoopback(server, options.port);
  publicUrl = `http://localhost:${port}`;
  return {
    url: `http://localhost:${port}`,
    port,
    upstream: options.upstream,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
