/**
 * The Cognito layer in front of cognito-local (infra/local/cognito-layer.ts), against the real
 * emulators: the refresh Amplify uses, resending codes, the password policy, the post-confirmation
 * trigger, Cognito's error texts, and everything else passed through unchanged.
 */
import { describe, expect, it } from 'vitest';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DeleteUserPoolCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  ResendConfirmationCodeCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn as amplifySignIn, signOut as amplifySignOut } from 'aws-amplify/auth';
import { passwordPolicyMessage, passwordProblems } from '#shared/domain/password.js';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { DEMO_PASSWORD } from '../../infra/local/index.js';
import {
  call,
  cognito,
  contract,
  decodeJwt,
  initiateSignIn,
  platform,
  poolOf,
  signIn,
} from './helpers/index.js';

/** The platform's fixed code (global-setup passes fixedCode 123456, cognito-local's CODE). */
const CODE = '123456';
const STRONG = 'Str0ng!pass';
const WEAK = 'weakpass';
const policyError = (password: string) => ({
  name: 'InvalidPasswordException',
  message: passwordPolicyMessage(passwordProblems(password)),
});

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@acme.test`;

/** Raw AWS JSON 1.1 call to the public Cognito port, as a browser makes it. */
async function raw(operation: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(platform().urls.cognito, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

async function signUp(email: string, password = STRONG) {
  return cognito().send(
    new SignUpCommand({
      ClientId: poolOf('acme').clientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: 'Rita' },
        { Name: 'family_name', Value: 'Register' },
      ],
    }),
  );
}

async function adminCreate(email: string, temporaryPassword = STRONG) {
  await cognito().send(
    new AdminCreateUserCommand({
      UserPoolId: poolOf('acme').userPoolId,
      Username: email,
      TemporaryPassword: temporaryPassword,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'custom:orgId', Value: 'acme' },
      ],
    }),
  );
}

describe('GetTokensFromRefreshToken (Amplify 6.2x refresh)', () => {
  it('returns fresh tokens in its own response shape, accepted by the API', async () => {
    const first = await signIn('member@acme.test', DEMO_PASSWORD, 'acme');
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a later iat proves a new token
    const { AuthenticationResult } = await cognito().send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: poolOf('acme').clientId,
        RefreshToken: first.refreshToken,
      }),
    );
    expect(AuthenticationResult).toMatchObject({ TokenType: 'Bearer', ExpiresIn: expect.any(Number) });
    // No rotation: Amplify keeps the refresh token it has.
    expect(AuthenticationResult?.RefreshToken).toBeUndefined();
    const idToken = AuthenticationResult?.IdToken ?? '';
    const access = decodeJwt(AuthenticationResult?.AccessToken ?? '');
    expect(access.iat as number).toBeGreaterThan(decodeJwt(first.accessToken).iat as number);
    expect(decodeJwt(idToken)).toMatchObject({ iss: poolOf('acme').issuer, 'custom:orgId': 'acme' });
    const response = await call(contract.getInitData, { token: idToken });
    expect(response.status).toBe(200);
  });

  it('works for Amplify itself: fetchAuthSession({ forceRefresh }) through the public endpoint', async () => {
    const pool = poolOf('acme');
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: pool.userPoolId,
          userPoolClientId: pool.clientId,
          userPoolEndpoint: platform().urls.cognito,
        },
      },
    });
    try {
      const result = await amplifySignIn({
        username: 'member@acme.test',
        password: DEMO_PASSWORD,
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      });
      expect(result.isSignedIn).toBe(true);
      const before = await fetchAuthSession();
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const after = await fetchAuthSession({ forceRefresh: true });
      const idToken = after.tokens?.idToken?.toString() ?? '';
      expect(after.tokens?.idToken?.payload.iat).toBeGreaterThan(before.tokens?.idToken?.payload.iat ?? 0);
      expect((await call(contract.getInitData, { token: idToken })).status).toBe(200);
    } finally {
      await amplifySignOut();
    }
  });

  it('refuses an unknown refresh token as Cognito does, with the CORS header the browser needs', async () => {
    const response = await raw(
      'GetTokensFromRefreshToken',
      { ClientId: poolOf('acme').clientId, RefreshToken: 'not-a-token' },
      { origin: 'http://acme.localhost:5173' },
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid Refresh Token' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const initiate = await raw('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: poolOf('acme').clientId,
      AuthParameters: { REFRESH_TOKEN: 'not-a-token' },
    });
    expect(initiate.body).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid Refresh Token' });
  });

  it('answers the browser preflight exactly as cognito-local does', async () => {
    const response = await fetch(platform().urls.cognito, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://acme.localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent,cache-control',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'content-type,x-amz-target,x-amz-user-agent,cache-control',
    );
    expect(response.headers.get('x-powered-by')).toBe('Express'); // answered by cognito-local itself
  });
});

describe('password policy', () => {
  it('refuses a weak SignUp password with the policy message and accepts a strong one', async () => {
    await expect(signUp(unique('weak'), WEAK)).rejects.toMatchObject(policyError(WEAK));
    await expect(signUp(unique('short'), 'Ab1!')).rejects.toMatchObject({
      message: 'Password did not conform with policy: Password must have length greater than or equal to 8',
    });
    const ok = await signUp(unique('strong'));
    expect(ok.UserConfirmed).toBe(false);
    expect(ok.UserSub).toEqual(expect.any(String));
  });

  it('NEW_PASSWORD_REQUIRED: a weak new password is refused, a strong one signs in', async () => {
    const email = unique('newpass');
    await adminCreate(email);
    const challenge = await initiateSignIn(email, STRONG, 'acme');
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const respond = (password: string) =>
      cognito().send(
        new RespondToAuthChallengeCommand({
          ClientId: poolOf('acme').clientId,
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: challenge.Session,
          ChallengeResponses: { USERNAME: email, NEW_PASSWORD: password },
        }),
      );
    await expect(respond('NoSymbol123')).rejects.toMatchObject(policyError('NoSymbol123'));
    const done = await respond('N3w!Password');
    expect(done.AuthenticationResult?.IdToken).toEqual(expect.any(String));
    await expect(signIn(email, 'N3w!Password', 'acme')).resolves.toMatchObject({
      idToken: expect.any(String),
    });
  });

  it('AdminCreateUser, AdminSetUserPassword and ChangePassword enforce it too', async () => {
    await expect(adminCreate(unique('weaktemp'), WEAK)).rejects.toMatchObject(policyError(WEAK));
    const email = unique('change');
    await adminCreate(email);
    await expect(
      cognito().send(
        new AdminSetUserPasswordCommand({
          UserPoolId: poolOf('acme').userPoolId,
          Username: email,
          Password: 'ALLUPPER1!',
          Permanent: true,
        }),
      ),
    ).rejects.toMatchObject(policyError('ALLUPPER1!'));
    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: poolOf('acme').userPoolId,
        Username: email,
        Password: STRONG,
        Permanent: true,
      }),
    );
    const { accessToken } = await signIn(email, STRONG, 'acme');
    const change = (proposed: string) =>
      cognito().send(
        new ChangePasswordCommand({
          AccessToken: accessToken,
          PreviousPassword: STRONG,
          ProposedPassword: proposed,
        }),
      );
    await expect(change('nouppercase1!')).rejects.toMatchObject(policyError('nouppercase1!'));
    await change('Chang3d!pass');
    await expect(signIn(email, 'Chang3d!pass', 'acme')).resolves.toMatchObject({
      idToken: expect.any(String),
    });
  });

  it('ConfirmForgotPassword enforces it', async () => {
    const email = unique('forgot');
    await adminCreate(email);
    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: poolOf('acme').userPoolId,
        Username: email,
        Password: STRONG,
        Permanent: true,
      }),
    );
    const clientId = poolOf('acme').clientId;
    await cognito().send(new ForgotPasswordCommand({ ClientId: clientId, Username: email }));
    const confirm = (password: string) =>
      cognito().send(
        new ConfirmForgotPasswordCommand({
          ClientId: clientId,
          Username: email,
          ConfirmationCode: CODE,
          Password: password,
        }),
      );
    await expect(confirm('Sh0rt!')).rejects.toMatchObject(policyError('Sh0rt!'));
    await confirm('Res3t!pass');
    await expect(signIn(email, 'Res3t!pass', 'acme')).resolves.toMatchObject({ idToken: expect.any(String) });
  });
});

describe('registration: SignUp → ResendConfirmationCode → ConfirmSignUp → post-confirmation trigger', () => {
  it('provisions the member and binds custom:orgId, as the cloud trigger does', async () => {
    const email = unique('register');
    const clientId = poolOf('acme').clientId;
    const { UserSub } = await signUp(email);

    const resent = await cognito().send(
      new ResendConfirmationCodeCommand({ ClientId: clientId, Username: email }),
    );
    expect(resent.CodeDeliveryDetails).toEqual({
      Destination: expect.stringMatching(/^r\*\*\*@a\*\*\*$/),
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    // Unconfirmed: sign-in names the state with Cognito's words.
    await expect(initiateSignIn(email, STRONG, 'acme')).rejects.toMatchObject({
      name: 'UserNotConfirmedException',
      message: 'User is not confirmed.',
    });
    await expect(
      cognito().send(
        new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: '000000' }),
      ),
    ).rejects.toMatchObject({
      name: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    await cognito().send(
      new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: CODE }),
    );

    const { data: user } = await getEntities()
      .user.get({ orgId: 'acme', userId: UserSub ?? '' })
      .go();
    expect(user).toMatchObject({
      orgId: 'acme',
      userId: UserSub,
      email,
      firstName: 'Rita',
      lastName: 'Register',
      permissions: ['readVideo'],
    });
    const { UserAttributes } = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: poolOf('acme').userPoolId, Username: email }),
    );
    expect(UserAttributes).toEqual(expect.arrayContaining([{ Name: 'email_verified', Value: 'true' }]));

    const tokens = await signIn(email, STRONG, 'acme');
    expect(decodeJwt(tokens.idToken)).toMatchObject({ 'custom:orgId': 'acme', sub: UserSub });
    const initData = await call(contract.getInitData, { token: tokens.idToken });
    expect(initData.status).toBe(200);

    await expect(
      cognito().send(new ResendConfirmationCodeCommand({ ClientId: clientId, Username: email })),
    ).rejects.toMatchObject({ name: 'InvalidParameterException', message: 'User is already confirmed.' });
  });

  it('ResendConfirmationCode for an unknown user answers as if a code was sent (existence not revealed)', async () => {
    const answer = await cognito().send(
      new ResendConfirmationCodeCommand({ ClientId: poolOf('acme').clientId, Username: unique('nobody') }),
    );
    expect(answer.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email' });
  });

  it('a failing pre-sign-up trigger fails SignUp with UserLambdaValidationException', async () => {
    // A pool no organization owns: the trigger refuses to provision a user of no organization.
    const { UserPool } = await cognito().send(
      new CreateUserPoolCommand({
        PoolName: `orphan-${Date.now()}`,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
      }),
    );
    const userPoolId = UserPool?.Id ?? '';
    try {
      const { UserPoolClient } = await cognito().send(
        new CreateUserPoolClientCommand({ UserPoolId: userPoolId, ClientName: 'orphan-web' }),
      );
      const clientId = UserPoolClient?.ClientId ?? '';
      const email = unique('orphan');
      await expect(
        cognito().send(new SignUpCommand({ ClientId: clientId, Username: email, Password: STRONG })),
      ).rejects.toMatchObject({
        name: 'UserLambdaValidationException',
        message: 'PreSignUp failed with error This organization is not available in the product.',
      });
    } finally {
      await cognito().send(new DeleteUserPoolCommand({ UserPoolId: userPoolId }));
    }
  });
});

describe("Cognito's error texts and pass-through", () => {
  it('says the same for an unknown user and a wrong password (PreventUserExistenceErrors ENABLED)', async () => {
    await expect(initiateSignIn(unique('ghost'), STRONG, 'acme')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(initiateSignIn('member@acme.test', 'Wr0ng!password', 'acme')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('ForgotPassword and ConfirmForgotPassword do not reveal an unknown user', async () => {
    const clientId = poolOf('acme').clientId;
    const ghost = unique('ghost');
    const sent = await cognito().send(new ForgotPasswordCommand({ ClientId: clientId, Username: ghost }));
    expect(sent.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL' });
    await expect(
      cognito().send(
        new ConfirmForgotPasswordCommand({
          ClientId: clientId,
          Username: ghost,
          ConfirmationCode: CODE,
          Password: STRONG,
        }),
      ),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
  });

  it('passes other errors and answers through unchanged', async () => {
    // cognito-local's own answer for a confirmation without a pending code (Cognito's wording too).
    const email = unique('passthrough');
    await adminCreate(email);
    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: poolOf('acme').userPoolId,
        Username: email,
        Password: STRONG,
        Permanent: true,
      }),
    );
    const expired = await raw('ConfirmSignUp', {
      ClientId: poolOf('acme').clientId,
      Username: email,
      ConfirmationCode: CODE,
    });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({
      __type: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
    expect(expired.headers.get('access-control-allow-origin')).toBe('*');

    const unknownTarget = await raw('NoSuchOperation', {});
    expect(unknownTarget.status).toBe(500);
    expect(unknownTarget.body).toMatchObject({ __type: 'CognitoLocal#Unsupported' });

    const pool = poolOf('acme');
    const jwks = await fetch(`${pool.issuer}/.well-known/jwks.json`);
    expect(jwks.status).toBe(200);
    expect(((await jwks.json()) as { keys: unknown[] }).keys).toHaveLength(1);
    expect(pool.issuer.startsWith(platform().urls.cognito)).toBe(true);
  });
});
