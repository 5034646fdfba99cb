/**
 * What the Cognito layer does per Cognito operation, as a table (OPERATIONS): each entry says what the
 * layer adds to cognito-local for that operation — an answer of its own, the password Cognito checks
 * against the pool's policy, a trigger before or after the call, a replaced answer, Cognito's wording
 * of cognito-local's errors. An operation not in the table is forwarded unchanged.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  PostAuthenticationTriggerEvent,
  PostConfirmationTriggerEvent,
  PreSignUpTriggerEvent,
} from 'aws-lambda';
import {
  AdminUpdateUserAttributesCommand,
  type AdminGetUserCommandOutput,
  type AttributeType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { CognitoError, parseJson, type ErrorRewrites, type Json, type Upstream } from './protocol.js';
import {
  postAuthenticationEvent,
  postConfirmationEvent,
  preSignUpEvent,
  userAccessCallEvent,
  type CognitoCallEvent,
} from './triggers.js';

/** What an operation may use: cognito-local (through the layer's own calls) and the pools' functions. */
export interface LayerContext {
  /** A client for cognito-local's internal endpoint (admin look-ups). */
  client: CognitoIdentityProviderClient;
  /** cognito-local's `.cognito` directory: its data files hold the users' confirmation codes. */
  cognitoDataDir: string;
  /** cognito-local's log file: issued codes are printed there, where sign-up codes appear. */
  logFile: string;
  /** The pools' post-confirmation trigger (functions/user/postConfirmation.ts in the cloud). */
  postConfirmation?: (event: PostConfirmationTriggerEvent) => Promise<unknown>;
  /** The pools' pre-sign-up trigger (functions/user/preSignUp.ts in the cloud). */
  preSignUp?: (event: PreSignUpTriggerEvent) => Promise<unknown>;
  /** The pools' post-authentication trigger (functions/user/postAuthentication.ts in the cloud). */
  postAuthentication?: (event: PostAuthenticationTriggerEvent) => Promise<unknown>;
  /** EventBridge's target for Cognito's user-access calls (functions/user/userAccessChanged.ts). */
  onUserAccessCall?: (event: CognitoCallEvent) => Promise<unknown>;
  /** A call of the layer's own to cognito-local, in the wire protocol; its errors as CognitoError. */
  call(operation: string, input: Json): Promise<Json>;
  /** The user pool of an app client id (InvalidParameter/ResourceNotFound as Cognito says them). */
  poolOfClient(clientId: unknown): Promise<string>;
  getUser(userPoolId: string, username: string): Promise<AdminGetUserCommandOutput | undefined>;
}

export interface CognitoOperation {
  /** Answered by the layer alone (cognito-local lacks the operation). */
  answer?(ctx: LayerContext, input: Json): Promise<Json>;
  /** The password in the input that Cognito checks against the pool's policy. */
  password?(input: Json): string | undefined;
  /** Before forwarding (a trigger that may refuse the call). */
  before?(ctx: LayerContext, input: Json): Promise<void>;
  /** An answer in place of cognito-local's, or undefined to keep it. */
  replace?(input: Json, upstream: Upstream): Json | undefined;
  /** After cognito-local succeeded (its answer given), before the caller gets the answer. */
  after?(ctx: LayerContext, input: Json, answer: Json): Promise<void>;
  /** cognito-local's wording → Cognito's, for the errors the sign-in and registration pages show. */
  errors?(input: Json): ErrorRewrites | undefined;
}

const field = (name: string) => (input: Json) =>
  typeof input[name] === 'string' ? (input[name] as string) : undefined;

function newPasswordChallenge(input: Json): string | undefined {
  if (input.ChallengeName !== 'NEW_PASSWORD_REQUIRED') return undefined;
  const responses = input.ChallengeResponses as Record<string, unknown> | undefined;
  return typeof responses?.NEW_PASSWORD === 'string' ? responses.NEW_PASSWORD : undefined;
}

const CODE_MISMATCH = {
  type: 'CodeMismatchException',
  message: 'Invalid verification code provided, please try again.',
};
const WRONG_CREDENTIALS = { type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
/**
 * The cloud app clients prevent user-existence errors, so an unknown e-mail and a wrong password read
 * the same, and confirmations of unknown users fail like a wrong code. Keyed by `__type|message`.
 */
const INITIATE_AUTH_ERRORS: Record<string, ErrorRewrites> = {
  USER_PASSWORD_AUTH: {
    'NotAuthorizedException|User not authorized': WRONG_CREDENTIALS,
    'InvalidPasswordException|Invalid password': WRONG_CREDENTIALS,
  },
  REFRESH_TOKEN_AUTH: {
    'NotAuthorizedException|User not authorized': {
      type: 'NotAuthorizedException',
      message: 'Invalid Refresh Token',
    },
  },
};

/** Cognito shows the destination masked, e.g. `n***@a***`. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

/** What Cognito answers, with user-existence errors prevented, when there is nobody to send a code to. */
function simulatedDelivery(username: unknown): Json {
  const name = typeof username === 'string' && username.includes('@') ? username : 'user@example.com';
  return {
    CodeDeliveryDetails: { Destination: maskEmail(name), DeliveryMedium: 'EMAIL', AttributeName: 'email' },
  };
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

const attributesOf = (attributes: AttributeType[] | undefined): Record<string, string> =>
  Object.fromEntries((attributes ?? []).map((a) => [a.Name ?? '', a.Value ?? '']));

/** What Amplify 6.2x refreshes through, answered by way of InitiateAuth REFRESH_TOKEN_AUTH. */
async function getTokensFromRefreshToken(ctx: LayerContext, input: Json): Promise<Json> {
  if (typeof input.RefreshToken !== 'string' || input.RefreshToken === '') {
    throw new CognitoError('InvalidParameterException', 'Missing required parameter RefreshToken');
  }
  let answer: Json;
  try {
    answer = await ctx.call('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: input.ClientId,
      AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
      ...(input.ClientMetadata ? { ClientMetadata: input.ClientMetadata } : {}),
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

function storedConfirmationCode(ctx: LayerContext, userPoolId: string, username: string): string {
  const file = path.join(ctx.cognitoDataDir, 'db', `${userPoolId}.json`);
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    Users?: Record<string, { ConfirmationCode?: string }>;
  };
  const code = data.Users?.[username]?.ConfirmationCode;
  if (!code) throw new Error(`cognito-local stored no confirmation code for ${username} in ${file}`);
  return code;
}

/** The same "Confirmation Code Delivery" box cognito-local prints for SignUp, in its log. */
function printCodeDelivery(ctx: LayerContext, username: string, destination: string, code: string): void {
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
    ctx.logFile,
    `[${time}] INFO: ResendConfirmationCode (Cognito layer; cognito-local logs the same code as ForgotPassword)\n${box.join('\n')}\n`,
  );
}

/** cognito-local lacks ResendConfirmationCode. */
async function resendConfirmationCode(ctx: LayerContext, input: Json): Promise<Json> {
  const userPoolId = await ctx.poolOfClient(input.ClientId);
  if (typeof input.Username !== 'string' || input.Username === '') {
    throw new CognitoError('InvalidParameterException', 'Missing required parameter USERNAME');
  }
  const user = await ctx.getUser(userPoolId, input.Username);
  // Unknown users get the answer a sent code gets (user-existence errors are prevented).
  if (!user?.Username) return simulatedDelivery(input.Username);
  if (user.UserStatus !== 'UNCONFIRMED') {
    throw new CognitoError('InvalidParameterException', 'User is already confirmed.');
  }
  const email = attributesOf(user.UserAttributes).email;
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
  await ctx.call('ForgotPassword', { ClientId: input.ClientId, Username: input.Username });
  const code = storedConfirmationCode(ctx, userPoolId, user.Username);
  printCodeDelivery(ctx, user.Username, email, code);
  return {
    CodeDeliveryDetails: { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' },
  };
}

/**
 * A disabled account (AdminDisableUser) cannot sign in: Cognito answers "User is disabled." where
 * cognito-local would hand out tokens.
 */
async function refuseDisabledSignIn(ctx: LayerContext, input: Json): Promise<void> {
  if (input.AuthFlow !== 'USER_PASSWORD_AUTH') return;
  const username = (input.AuthParameters as Record<string, unknown> | undefined)?.USERNAME;
  if (typeof username !== 'string' || !username) return;
  const user = await ctx.getUser(await ctx.poolOfClient(input.ClientId), username);
  if (user?.Enabled === false) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
}

/** Before cognito-local creates the user: the pool's pre-sign-up trigger, as Cognito runs it. */
async function beforeSignUp(ctx: LayerContext, input: Json): Promise<void> {
  if (!ctx.preSignUp) return;
  const userPoolId = await ctx.poolOfClient(input.ClientId);
  const username = String(input.Username ?? '');
  const attributes = attributesOf(input.UserAttributes as AttributeType[] | undefined);
  // The pools sign in with the e-mail as username: Cognito fills the email attribute from it.
  attributes.email ??= username;
  try {
    await ctx.preSignUp(preSignUpEvent(userPoolId, username, attributes, input));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CognitoError('UserLambdaValidationException', `PreSignUp failed with error ${message}.`);
  }
}

/**
 * After cognito-local confirmed the user: the post-confirmation trigger with the event Cognito sends.
 * A trigger that throws fails the call with Cognito's UserLambdaValidationException, but the user
 * stays confirmed in cognito-local (the trigger can only run once cognito-local has confirmed); the
 * trigger is idempotent, so provisioning can be run again for such a user.
 */
async function afterConfirmSignUp(ctx: LayerContext, input: Json): Promise<void> {
  const userPoolId = await ctx.poolOfClient(input.ClientId);
  const user = await ctx.getUser(userPoolId, String(input.Username));
  if (!user?.Username) throw new Error(`confirmed user ${String(input.Username)} not found`);
  const attributes = attributesOf(user.UserAttributes);
  // Confirming with the e-mailed code verifies the e-mail in Cognito (AutoVerifiedAttributes: email);
  // cognito-local leaves email_verified unset.
  if (attributes.email && attributes.email_verified !== 'true') {
    await ctx.client.send(
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
  if (!ctx.postConfirmation) return;
  try {
    await ctx.postConfirmation(postConfirmationEvent(userPoolId, user.Username, attributes, input));
  } catch (error) {
    // Cognito's wording for a trigger that threw.
    const message = error instanceof Error ? error.message : String(error);
    throw new CognitoError('UserLambdaValidationException', `PostConfirmation failed with error ${message}.`);
  }
}

/** The post-confirmation step never answers 5xx: the SDKs retry those, and a retry finds its code spent. */
async function confirmed(ctx: LayerContext, input: Json): Promise<void> {
  await afterConfirmSignUp(ctx, input).catch((error: unknown) => {
    if (error instanceof CognitoError) throw error;
    throw new CognitoError(
      'UnexpectedLambdaException',
      `PostConfirmation invocation failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
}

/**
 * After a sign-in that ended with tokens (not with a challenge, not a refresh): the post-authentication
 * trigger, as Cognito runs it; a trigger that fails fails the sign-in with Cognito's wording.
 */
async function afterSignIn(ctx: LayerContext, input: Json, answer: Json): Promise<void> {
  if (!ctx.postAuthentication || !answer.AuthenticationResult) return;
  const parameters = (input.AuthParameters ?? input.ChallengeResponses) as
    Record<string, unknown> | undefined;
  const username = parameters?.USERNAME;
  if (typeof username !== 'string' || !username) return;
  let event: PostAuthenticationTriggerEvent;
  try {
    const userPoolId = await ctx.poolOfClient(input.ClientId);
    const user = await ctx.getUser(userPoolId, username);
    if (!user?.Username) return;
    event = postAuthenticationEvent(userPoolId, user.Username, attributesOf(user.UserAttributes), input);
  } catch (error) {
    // The layer's own look-up of the user (Cognito hands the trigger what it has): a failure there is
    // not the trigger's, and must not turn a successful sign-in into an error.
    appendFileSync(
      ctx.logFile,
      `[cognito-layer] post-authentication event for ${username} not built: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return;
  }
  try {
    await ctx.postAuthentication(event);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CognitoError(
      'UserLambdaValidationException',
      `PostAuthentication failed with error ${message}.`,
    );
  }
}

/** The CloudTrail record of a user-access call, delivered (by EventBridge) before the caller's answer. */
const userAccessCall =
  (operation: string) =>
  async (ctx: LayerContext, input: Json): Promise<void> => {
    if (!ctx.onUserAccessCall) return;
    await ctx.onUserAccessCall(userAccessCallEvent(operation, input)).catch((error: unknown) => {
      // The call itself succeeded in Cognito; the reaction is the reconciler's to retry.
      appendFileSync(
        ctx.logFile,
        `[cognito-layer] user-access event for ${operation} failed: ${error instanceof Error ? error.message : String(error)}\n`,
      );
    });
  };

/** An unknown user as cognito-local says it (ForgotPassword). */
function isUnknownUser(upstream: Upstream): boolean {
  return upstream.status === 400 && parseJson(upstream.body).__type === 'UserNotFoundException';
}

export const OPERATIONS: Readonly<Record<string, CognitoOperation>> = {
  GetTokensFromRefreshToken: { answer: getTokensFromRefreshToken },
  ResendConfirmationCode: { answer: resendConfirmationCode },
  InitiateAuth: {
    before: refuseDisabledSignIn,
    // A refresh is no sign-in: Cognito runs no post-authentication trigger for it.
    after: (ctx, input, answer) =>
      input.AuthFlow === 'REFRESH_TOKEN_AUTH' ? Promise.resolve() : afterSignIn(ctx, input, answer),
    errors: (input) => INITIATE_AUTH_ERRORS[String(input.AuthFlow)],
  },
  SignUp: {
    password: field('Password'),
    before: beforeSignUp,
    errors: () => ({
      'UsernameExistsException|User already exists': {
        type: 'UsernameExistsException',
        message: 'An account with the given email already exists.',
      },
    }),
  },
  ConfirmSignUp: {
    after: confirmed,
    errors: () => ({
      'NotAuthorizedException|User not authorized': CODE_MISMATCH,
      'CodeMismatchException|Incorrect confirmation code': CODE_MISMATCH,
    }),
  },
  // Unknown users get the answer a sent code gets (user-existence errors are prevented).
  ForgotPassword: {
    replace: (input, upstream) => (isUnknownUser(upstream) ? simulatedDelivery(input.Username) : undefined),
  },
  ConfirmForgotPassword: {
    password: field('Password'),
    errors: () => ({
      'UserNotFoundException|User not found.': CODE_MISMATCH,
      'CodeMismatchException|Incorrect confirmation code': CODE_MISMATCH,
    }),
  },
  AdminSetUserPassword: { password: field('Password') },
  ChangePassword: { password: field('ProposedPassword') },
  AdminCreateUser: { password: field('TemporaryPassword') },
  // The new-password challenge answered: the sign-in completes here.
  RespondToAuthChallenge: { password: newPasswordChallenge, after: afterSignIn },
  AdminRespondToAuthChallenge: { password: newPasswordChallenge },
  // The Cognito calls the platform reacts to (EventBridge rule → functions/user/userAccessChanged.ts).
  AdminDisableUser: { after: userAccessCall('AdminDisableUser') },
  AdminEnableUser: { after: userAccessCall('AdminEnableUser') },
  AdminDeleteUser: { after: userAccessCall('AdminDeleteUser') },
  DeleteUser: { after: userAccessCall('DeleteUser') },
};
