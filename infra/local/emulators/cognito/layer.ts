/**
 * The Cognito layer: a small HTTP front on the public Cognito port that makes cognito-local (moved to an
 * internal port) behave like Cognito for what the product uses. It speaks the same AWS JSON 1.1
 * protocol (`X-Amz-Target: AWSCognitoIdentityProviderService.<Operation>`) and:
 *
 * - answers GetTokensFromRefreshToken (what Amplify 6.2x refreshes through) by way of InitiateAuth
 *   REFRESH_TOKEN_AUTH;
 * - answers ResendConfirmationCode (cognito-local lacks it);
 * - enforces the password policy (shared/domain/password.ts) where Cognito does, before forwarding;
 * - runs the pool's pre-sign-up trigger before SignUp and its post-confirmation trigger after a
 *   successful ConfirmSignUp, in-process, with the events Cognito sends;
 * - prevents user-existence errors as the cloud app clients do (PreventUserExistenceErrors ENABLED):
 *   sign-in with an unknown e-mail says "Incorrect username or password.", ForgotPassword and
 *   ResendConfirmationCode for unknown users answer as if a code was sent;
 * - after AdminDisableUser, AdminEnableUser, AdminDeleteUser and DeleteUser, delivers the
 *   "AWS API Call via CloudTrail" event EventBridge delivers in the cloud (username hidden as Cognito
 *   hides it) to the user-access reconciler, before answering;
 * - rewrites the few error texts in which cognito-local differs from Cognito and that the sign-in pages
 *   show (see ERROR_REWRITES).
 *
 * Everything else, including CORS preflights, the JWKS and /health, is forwarded unchanged, so the
 * browser sees exactly cognito-local's headers. Answers of its own carry the same CORS header that
 * cognito-local's `cors({ origin: '*' })` sends.
 */
import http from 'node:http';
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { EventBridgeEvent, PostConfirmationTriggerEvent, PreSignUpTriggerEvent } from 'aws-lambda';
import {
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  type AttributeType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { passwordPolicyMessage, passwordProblems } from '#shared/domain/password.js';
import { keepIdleConnections } from '../../platform/keep-alive.js';
import { REGION } from '../../platform/config.js';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const AMZ_JSON = 'application/x-amz-json-1.1';
/** cognito-local's error answers are Express `res.json(...)`. */
const ERROR_CONTENT_TYPE = 'application/json; charset=utf-8';
const MAX_BODY_BYTES = 1024 * 1024;

export type PostConfirmationTrigger = (event: PostConfirmationTriggerEvent) => Promise<unknown>;
export type PreSignUpTrigger = (event: PreSignUpTriggerEvent) => Promise<unknown>;

/** What CloudTrail records of a Cognito call, as EventBridge delivers it ("AWS API Call via CloudTrail"). */
export interface CognitoCallRecord {
  eventVersion: string;
  eventSource: 'cognito-idp.amazonaws.com';
  eventName: string;
  awsRegion: string;
  eventTime: string;
  eventType: 'AwsApiCall';
  requestParameters: Record<string, string>;
  responseElements: null;
}
export type CognitoCallEvent = EventBridgeEvent<'AWS API Call via CloudTrail', CognitoCallRecord>;
/** The Cognito calls the platform reacts to (functions/user/userAccessChanged.ts). */
const USER_ACCESS_CALLS = ['AdminDisableUser', 'AdminEnableUser', 'AdminDeleteUser', 'DeleteUser'];
/** Cognito's placeholder for the fields it keeps out of CloudTrail. */
const HIDDEN = 'HIDDEN_FOR_SECURITY_REASONS';

export interface CognitoLayerOptions {
  /** Public port (TUBES_COGNITO_PORT); the layer listens on 127.0.0.1 like cognito-local did. */
  port: number;
  /** cognito-local's internal endpoint, e.g. http://127.0.0.1:9230. */
  upstream: string;
  /** A client for cognito-local's internal endpoint (admin look-ups). */
  client: CognitoIdentityProviderClient;
  /** The tenant pools the platform provisioned (clientId → userPoolId). */
  pools: () => readonly { userPoolId: string; clientId: string }[];
  /** cognito-local's `.cognito` directory: its data files hold the users' confirmation codes. */
  cognitoDataDir: string;
  /** cognito-local's log file: issued codes are printed there, where sign-up codes appear. */
  logFile: string;
  /** The pools' post-confirmation trigger (functions/user/postConfirmation.ts in the cloud). */
  postConfirmation?: PostConfirmationTrigger;
  /** The pools' pre-sign-up trigger (functions/user/preSignUp.ts in the cloud). */
  preSignUp?: PreSignUpTrigger;
  /** EventBridge's target for Cognito's user-access calls (functions/user/userAccessChanged.ts). */
  onUserAccessCall?: (event: CognitoCallEvent) => Promise<unknown>;
}

export interface CognitoLayer {
  url: string;
  port: number;
  upstream: string;
  stop(): Promise<void>;
}

class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

interface Upstream {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

type Json = Record<string, unknown>;

/**
 * cognito-local's wording → Cognito's, for the errors the sign-in and registration pages show on their
 * fields. The cloud app clients prevent user-existence errors, so an unknown e-mail and a wrong password
 * read the same, and confirmations of unknown users fail like a wrong code.
 * Keyed by operation (InitiateAuth: with its AuthFlow), then by cognito-local's `__type|message`.
 */
const ERROR_REWRITES: Record<string, Record<string, { type: string; message: string }>> = {
  'InitiateAuth:USER_PASSWORD_AUTH': {
    'NotAuthorizedException|User not authorized': {
      type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    },
    'InvalidPasswordException|Invalid password': {
      type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    },
  },
  'InitiateAuth:REFRESH_TOKEN_AUTH': {
    'NotAuthorizedException|User not authorized': {
      type: 'NotAuthorizedException',
      message: 'Invalid Refresh Token',
    },
  },
  SignUp: {
    'UsernameExistsException|User already exists': {
      type: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
    },
  },
  ConfirmSignUp: {
    'NotAuthorizedException|User not authorized': {
      type: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    },
    'CodeMismatchException|Incorrect confirmation code': {
      type: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    },
  },
  ConfirmForgotPassword: {
    'UserNotFoundException|User not found.': {
      type: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    },
    'CodeMismatchException|Incorrect confirmation code': {
      type: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    },
  },
};

/** Where each operation carries a password that Cognito checks against the pool's policy. */
function proposedPassword(operation: string, body: Json): string | undefined {
  const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : undefined);
  switch (operation) {
    case 'SignUp':
    case 'ConfirmForgotPassword':
    case 'AdminSetUserPassword':
      return field('Password');
    case 'ChangePassword':
      return field('ProposedPassword');
    case 'AdminCreateUser':
      return field('TemporaryPassword');
    case 'RespondToAuthChallenge':
    case 'AdminRespondToAuthChallenge': {
      if (body.ChallengeName !== 'NEW_PASSWORD_REQUIRED') return undefined;
      const responses = body.ChallengeResponses as Record<string, unknown> | undefined;
      return typeof responses?.NEW_PASSWORD === 'string' ? responses.NEW_PASSWORD : undefined;
    }
    default:
      return undefined;
  }
}

export async function startCognitoLayer(options: CognitoLayerOptions): Promise<CognitoLayer> {
  const upstreamUrl = new URL(options.upstream);

  function forward(
    method: string,
    url: string,
    headers: http.IncomingHttpHeaders,
    body: Buffer,
  ): Promise<Upstream> {
    return new Promise((resolve, reject) => {
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

  /** A call of our own to cognito-local, in the wire protocol (for operations the SDK lacks locally). */
  async function call(operation: string, input: Json): Promise<Json> {
    const answer = await forward(
      'POST',
      '/',
      { 'content-type': AMZ_JSON, 'x-amz-target': `${TARGET_PREFIX}${operation}` },
      Buffer.from(JSON.stringify(input)),
    );
    const parsed = parseJson(answer.body);
    if (answer.status !== 200) {
      throw new CognitoError(
        String(parsed.__type ?? 'InternalErrorException'),
        String(parsed.message ?? `cognito-local answered HTTP ${answer.status}`),
        answer.status,
      );
    }
    return parsed;
  }

  async function poolOfClient(clientId: unknown): Promise<string> {
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
  }

  async function getUser(userPoolId: string, username: string) {
    try {
      return await options.client.send(
        new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }),
      );
    } catch (error) {
      if ((error as { name?: string }).name === 'UserNotFoundException') return undefined;
      throw error;
    }
  }

  async function getTokensFromRefreshToken(body: Json): Promise<Json> {
    if (typeof body.RefreshToken !== 'string' || body.RefreshToken === '') {
      throw new CognitoError('InvalidParameterException', 'Missing required parameter RefreshToken');
    }
    let answer: Json;
    try {
      answer = await call('InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: body.ClientId,
        AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
        ...(body.ClientMetadata ? { ClientMetadata: body.ClientMetadata } : {}),
      });
    } catch (error) {
      if (error instanceof CognitoError && error.type === 'NotAuthorizedException') {
        throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
      }
      throw error;
    }
    const result = (answer.AuthenticationResult ?? {}) as Json;
    const accessToken = String(result.AccessToken ?? '');
    const claims = jwtClaims(accessToken);
    // No refresh-token rotation on the tenant clients: Cognito then omits RefreshToken and Amplify
    // keeps the one it has (refreshAuthTokens: `AuthenticationResult.RefreshToken ?? tokens.refreshToken`).
    return {
      AuthenticationResult: {
        AccessToken: accessToken,
        IdToken: result.IdToken,
        ExpiresIn: claims.exp && claims.iat ? claims.exp - claims.iat : 3600,
        TokenType: 'Bearer',
      },
    };
  }

  async function resendConfirmationCode(body: Json): Promise<Json> {
    const userPoolId = await poolOfClient(body.ClientId);
    if (typeof body.Username !== 'string' || body.Username === '') {
      throw new CognitoError('InvalidParameterException', 'Missing required parameter USERNAME');
    }
    const user = await getUser(userPoolId, body.Username);
    // Unknown users get the answer a sent code gets (user-existence errors are prevented).
    if (!user?.Username) return simulatedDelivery(body.Username);
    if (user.UserStatus !== 'UNCONFIRMED') {
      throw new CognitoError('InvalidParameterException', 'User is already confirmed.');
    }
    const email = attribute(user.UserAttributes, 'email');
    if (!email) {
      throw new CognitoError(
        'InvalidParameterException',
        'Cannot resend codes. Auto verification not turned on.',
      );
    }
    // cognito-local keeps one ConfirmationCode per user, which both ConfirmSignUp and
    // ConfirmForgotPassword check, and ForgotPassword is its only API that issues a new one (with its
    // own generator: the fixed CODE when set, else random). Its data store is in-memory with a write-
    // through file, so the new code is read back from that file, never written there.
    await call('ForgotPassword', { ClientId: body.ClientId, Username: body.Username });
    const code = storedConfirmationCode(userPoolId, user.Username);
    printCodeDelivery(user.Username, email, code);
    return {
      CodeDeliveryDetails: { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    };
  }

  function storedConfirmationCode(userPoolId: string, username: string): string {
    const file = path.join(options.cognitoDataDir, 'db', `${userPoolId}.json`);
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      Users?: Record<string, { ConfirmationCode?: string }>;
    };
    const code = data.Users?.[username]?.ConfirmationCode;
    if (!code) throw new Error(`cognito-local stored no confirmation code for ${username} in ${file}`);
    return code;
  }

  /** The same "Confirmation Code Delivery" box cognito-local prints for SignUp, in its log. */
  function printCodeDelivery(username: string, destination: string, code: string): void {
    const lines = [
      'Confirmation Code Delivery',
      '',
      `Username:    ${username}`,
      `Destination: ${destination}`,
      `Code:        ${code}`,
    ];
    const width = Math.max(...lines.map((l) => l.length)) + 2;
    const box = [
      `╭${'─'.repeat(width + 2)}╮`,
      ...lines.map((l) => `│ ${` ${l}`.padEnd(width)} │`),
      `╰${'─'.repeat(width + 2)}╯`,
    ];
    const time = new Date().toISOString().slice(11, 23);
    appendFileSync(
      options.logFile,
      `[${time}] INFO: ResendConfirmationCode (Cognito layer; cognito-local logs the same code as ForgotPassword)\n${box.join('\n')}\n`,
    );
  }

  /**
   * After cognito-local confirmed the user: the post-confirmation trigger with the event Cognito sends.
   * A trigger that throws fails the call with Cognito's UserLambdaValidationException, but the user
   * stays confirmed in cognito-local (the trigger can only run once cognito-local has confirmed); the
   * trigger is idempotent, so provisioning can be run again for such a user.
   */
  async function afterConfirmSignUp(body: Json): Promise<void> {
    const userPoolId = await poolOfClient(body.ClientId);
    const user = await getUser(userPoolId, String(body.Username));
    if (!user?.Username) throw new Error(`confirmed user ${String(body.Username)} not found`);
    const attributes = Object.fromEntries(
      (user.UserAttributes ?? []).map((a) => [a.Name ?? '', a.Value ?? '']),
    ) as Record<string, string>;
    // Confirming with the e-mailed code verifies the e-mail in Cognito (AutoVerifiedAttributes: email);
    // cognito-local leaves email_verified unset.
    if (attributes.email && attributes.email_verified !== 'true') {
      await options.client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: userPoolId,
          Username: user.Username,
          // cognito-local wants the e-mail alongside its verification flag.
          UserAttributes: [
            { Name: 'email', Value: attributes.email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      attributes.email_verified = 'true';
    }
    if (!options.postConfirmation) return;
    const event: PostConfirmationTriggerEvent = {
      version: '1',
      region: REGION,
      userPoolId,
      userName: user.Username,
      callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: String(body.ClientId) },
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      request: {
        userAttributes: { ...attributes, 'cognito:user_status': 'CONFIRMED' },
        ...(body.ClientMetadata ? { clientMetadata: body.ClientMetadata as Record<string, string> } : {}),
      },
      response: {},
    };
    try {
      await options.postConfirmation(event);
    } catch (error) {
      // Cognito's wording for a trigger that threw.
      const message = error instanceof Error ? error.message : String(error);
      throw new CognitoError(
        'UserLambdaValidationException',
        `PostConfirmation failed with error ${message}.`,
      );
    }
  }

  /** Before cognito-local creates the user: the pool's pre-sign-up trigger, as Cognito runs it. */
  async function beforeSignUp(body: Json): Promise<void> {
    if (!options.preSignUp) return;
    const userPoolId = await poolOfClient(body.ClientId);
    const username = String(body.Username ?? '');
    const attributes = Object.fromEntries(
      ((body.UserAttributes as AttributeType[] | undefined) ?? []).map((a) => [a.Name ?? '', a.Value ?? '']),
    ) as Record<string, string>;
    // The pools sign in with the e-mail as username: Cognito fills the email attribute from it.
    attributes.email ??= username;
    const event: PreSignUpTriggerEvent = {
      version: '1',
      region: REGION,
      userPoolId,
      userName: username,
      callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: String(body.ClientId) },
      triggerSource: 'PreSignUp_SignUp',
      request: {
        userAttributes: attributes,
        ...(body.ClientMetadata ? { clientMetadata: body.ClientMetadata as Record<string, string> } : {}),
      },
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    };
    try {
      await options.preSignUp(event);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new CognitoError('UserLambdaValidationException', `PreSignUp failed with error ${message}.`);
    }
  }

  /** The CloudTrail record of a user-access call, delivered before the caller gets its answer. */
  async function afterUserAccessCall(operation: string, body: Json): Promise<void> {
    if (!options.onUserAccessCall || !USER_ACCESS_CALLS.includes(operation)) return;
    const now = new Date().toISOString();
    // As in the cloud: the username and access token are hidden; DeleteUser names no pool.
    const requestParameters: Record<string, string> =
      operation === 'DeleteUser'
        ? { accessToken: HIDDEN }
        : { userPoolId: String(body.UserPoolId ?? ''), username: HIDDEN };
    await options.onUserAccessCall({
      version: '0',
      id: randomUUID(),
      'detail-type': 'AWS API Call via CloudTrail',
      source: 'aws.cognito-idp',
      account: '000000000000',
      time: now,
      region: REGION,
      resources: [],
      detail: {
        eventVersion: '1.08',
        eventSource: 'cognito-idp.amazonaws.com',
        eventName: operation,
        awsRegion: REGION,
        eventTime: now,
        eventType: 'AwsApiCall',
        requestParameters,
        responseElements: null,
      },
    });
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const body = await readBody(request);
    const target = request.headers['x-amz-target'];
    const operation =
      request.method === 'POST' &&
      (request.url ?? '/') === '/' &&
      typeof target === 'string' &&
      target.startsWith(TARGET_PREFIX)
        ? target.slice(TARGET_PREFIX.length)
        : undefined;
    const send = (upstream: Upstream) => {
      response.writeHead(upstream.status, upstream.headers);
      response.end(upstream.body);
    };
    const forwardAsIs = () => forward(request.method ?? 'GET', request.url ?? '/', request.headers, body);

    if (!operation) {
      send(await forwardAsIs());
      return;
    }
    try {
      const input = parseJson(body);
      if (operation === 'GetTokensFromRefreshToken') {
        answer(response, 200, await getTokensFromRefreshToken(input));
        return;
      }
      if (operation === 'ResendConfirmationCode') {
        answer(response, 200, await resendConfirmationCode(input));
        return;
      }
      const password = proposedPassword(operation, input);
      if (password !== undefined) {
        const problems = passwordProblems(password);
        if (problems.length > 0)
          throw new CognitoError('InvalidPasswordException', passwordPolicyMessage(problems));
      }
      if (operation === 'SignUp') await beforeSignUp(input);
      const upstream = await forwardAsIs();
      if (operation === 'ForgotPassword' && isUnknownUser(upstream)) {
        answer(response, 200, simulatedDelivery(input.Username));
        return;
      }
      if (upstream.status === 200) {
        await afterUserAccessCall(operation, input).catch((error: unknown) => {
          // The call itself succeeded in Cognito; the reaction is the reconciler's to retry.
          appendFileSync(
            options.logFile,
            `[cognito-layer] user-access event for ${operation} failed: ${error instanceof Error ? error.message : String(error)}\n`,
          );
        });
      }
      if (upstream.status === 200 && operation === 'ConfirmSignUp') {
        await afterConfirmSignUp(input).catch((error: unknown) => {
          if (error instanceof CognitoError) throw error;
          // Never a 5xx here: the SDKs retry those, and a retried ConfirmSignUp finds its code spent.
          throw new CognitoError(
            'UnexpectedLambdaException',
            `PostConfirmation invocation failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
      }
      const rewriteKey = operation === 'InitiateAuth' ? `${operation}:${String(input.AuthFlow)}` : operation;
      send(upstream.status === 200 ? upstream : rewriteError(rewriteKey, upstream));
    } catch (error) {
      if (error instanceof CognitoError) {
        answer(response, error.status, { __type: error.type, message: error.message });
        return;
      }
      throw error;
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
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

/** An unknown user as cognito-local says it (ForgotPassword). */
function isUnknownUser(upstream: Upstream): boolean {
  if (upstream.status !== 400) return false;
  return parseJson(upstream.body).__type === 'UserNotFoundException';
}

/** What Cognito answers, with user-existence errors prevented, when there is nobody to send a code to. */
function simulatedDelivery(username: unknown): Json {
  const name = typeof username === 'string' && username.includes('@') ? username : 'user@example.com';
  return {
    CodeDeliveryDetails: { Destination: maskEmail(name), DeliveryMedium: 'EMAIL', AttributeName: 'email' },
  };
}

function answer(response: http.ServerResponse, status: number, payload: Json): void {
  const text = JSON.stringify(payload);
  response.writeHead(status, {
    'Access-Control-Allow-Origin': '*',
    'Content-Type': status === 200 ? AMZ_JSON : ERROR_CONTENT_TYPE,
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

function rewriteError(operation: string, upstream: Upstream): Upstream {
  const rewrites = ERROR_REWRITES[operation];
  if (!rewrites || upstream.status !== 400) return upstream;
  const parsed = parseJson(upstream.body);
  const rewrite = rewrites[`${String(parsed.__type)}|${String(parsed.message)}`];
  if (!rewrite) return upstream;
  const body = Buffer.from(JSON.stringify({ __type: rewrite.type, message: rewrite.message }));
  // The body changed: its length and Express's ETag no longer apply.
  const { etag: _etag, ...headers } = upstream.headers;
  return { ...upstream, headers: { ...headers, 'content-length': String(body.length) }, body };
}

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new CognitoError('InvalidParameterException', 'Request body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function parseJson(body: Buffer): Json {
  if (body.length === 0) return {};
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Json) : {};
  } catch {
    throw new CognitoError('SerializationException', 'Malformed request body');
  }
}

function jwtClaims(token: string): { exp?: number; iat?: number } {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: number;
      iat?: number;
    };
  } catch {
    return {};
  }
}

function attribute(attributes: AttributeType[] | undefined, name: string): string | undefined {
  return attributes?.find((a) => a.Name === name)?.Value;
}

/** Cognito shows the destination masked, e.g. `n***@a***`. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}
