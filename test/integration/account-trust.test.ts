/**
 * Trust in accounts (issue 9, points 1–3), against the real emulators with real tokens from the local
 * Cognito: staff cannot be had by choosing an e-mail, self-registration admits only the organization's
 * domains, and a disabled or deleted user's still-valid ID token opens nothing (REST, WebSocket).
 */
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  DeleteUserCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { getEntities } from '../../functions/core/data/entities/index.js';
import {
  call,
  cognito,
  contract,
  decodeJwt,
  platform,
  poolOf,
  registerUser,
  signIn,
  type Tokens,
} from './helpers/index.js';

const PASSWORD = 'Str0ng!pass';
const CODE = '123456';
const unique = (prefix: string, domain = 'acme.test') =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@${domain}`;

const register = (email: string, orgId = 'acme') => registerUser(email, PASSWORD, orgId);

const sockets: WebSocket[] = [];
afterAll(() => {
  for (const ws of sockets) ws.terminate();
});

function openSocket(tokens: Tokens, orgId: string): Promise<WebSocket> {
  const url = new URL(platform().urls.websocket);
  url.searchParams.set('token', tokens.idToken);
  url.searchParams.set('userId', String(decodeJwt(tokens.idToken).sub));
  url.searchParams.set('orgId', orgId);
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    sockets.push(ws);
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

function closed(ws: WebSocket, ms = 5_000): Promise<boolean> {
  if (ws.readyState === WebSocket.CLOSED) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    ws.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

describe('staff rest on facts the user cannot set (point 1)', () => {
  it('the escalation chain is refused: sign up → set a provider e-mail → refresh → staff endpoints', async () => {
    const email = await register(unique('climber'));
    const before = await signIn(email, PASSWORD, 'acme');
    // Cognito keeps the verified e-mail until the new one is confirmed (keepOriginal).
    await cognito().send(
      new UpdateUserAttributesCommand({
        AccessToken: before.accessToken,
        UserAttributes: [{ Name: 'email', Value: `climber-${Date.now()}@tubes.dev` }],
      }),
    );
    const after = await signIn(email, PASSWORD, 'acme');
    expect(decodeJwt(after.idToken)).toMatchObject({ email, email_verified: true });

    const token = after.idToken;
    const initData = await call(contract.getInitData, { token });
    expect(initData.body.isStaff).toBe(false);
    expect((await call(contract.listAllOrgs, { token })).status).toBe(403);
    expect((await call(contract.createOrgLink, { token, body: { email, orgId: 'globex' } })).status).toBe(
      403,
    );
    expect(
      (await call(contract.updateUserOrgSwitch, { token, body: { orgToSwitchTo: 'globex' } })).status,
    ).toBe(403);
    expect((await call(contract.listOrgChannels, { token, query: { orgId: 'globex' } })).status).toBe(403);
    expect((await call(contract.listOperationalTasks, { token })).status).toBe(403);
  });

  it('even a verified provider e-mail makes nobody staff outside the operator organization', async () => {
    const email = await register(unique('verified'));
    const first = await signIn(email, PASSWORD, 'acme');
    const providerEmail = `verified-${Date.now()}@tubes.dev`;
    await cognito().send(
      new UpdateUserAttributesCommand({
        AccessToken: first.accessToken,
        UserAttributes: [{ Name: 'email', Value: providerEmail }],
      }),
    );
    // Locally every code is the fixed one: the attacker "owns" the new address here.
    await cognito().send(
      new VerifyUserAttributeCommand({ AccessToken: first.accessToken, AttributeName: 'email', Code: CODE }),
    );
    const token = (await signIn(providerEmail, PASSWORD, 'acme')).idToken;
    expect(decodeJwt(token)).toMatchObject({ email: providerEmail, email_verified: true });
    expect((await call(contract.getInitData, { token })).body.isStaff).toBe(false);
    expect((await call(contract.listAllOrgs, { token })).status).toBe(403);
    expect(
      (await call(contract.createOrgLink, { token, body: { email: providerEmail, orgId: 'globex' } })).status,
    ).toBe(403);
  });

  it('real staff (operator organization, verified provider e-mail) keep their tools', async () => {
    const token = (await signIn('staff@tubes.dev', 'Passw0rd!', 'studio')).idToken;
    expect((await call(contract.getInitData, { token })).body.isStaff).toBe(true);
    expect((await call(contract.listAllOrgs, { token })).status).toBe(200);
  });
});

describe('self-registration (point 2)', () => {
  const refused = (orgId: string, email: string) =>
    expect(
      cognito().send(
        new SignUpCommand({ ClientId: poolOf(orgId).clientId, Username: email, Password: PASSWORD }),
      ),
    ).rejects.toMatchObject({ name: 'UserLambdaValidationException' });

  it('a corporate tenant admits only its own e-mail domains', async () => {
    await refused('acme', unique('outsider', 'gmail.example'));
    await refused('acme', unique('lookalike', 'acme.test.evil.example'));
    await refused('globex', unique('acme-person', 'acme.test'));
    const email = await register(unique('insider'));
    expect((await signIn(email, PASSWORD, 'acme')).idToken).toBeTruthy();
  });

  it('the operator organization admits nobody by sign-up, its own domain included', async () => {
    await refused('studio', unique('wannabe', 'tubes.dev'));
    await refused('studio', unique('wannabe', 'acme.test'));
  });

  it('the public organization says whether /register is open', async () => {
    const acme = await call(contract.getOrganization, { params: { orgId: 'acme' } });
    const studio = await call(contract.getOrganization, { params: { orgId: 'studio' } });
    expect(acme.body.selfSignUp).toBe(true);
    expect(studio.body.selfSignUp).toBe(false);
  });
});

describe('disabled and deleted users lose access at once (point 3)', () => {
  const pool = () => poolOf('acme').userPoolId;

  it('ID tokens live 60 minutes, as in the cloud', async () => {
    const { idToken, accessToken } = await signIn('member@acme.test', 'Passw0rd!', 'acme');
    const id = decodeJwt(idToken) as { exp: number; iat: number };
    const access = decodeJwt(accessToken) as { exp: number; iat: number };
    expect(id.exp - id.iat).toBe(3600);
    expect(access.exp - access.iat).toBe(3600);
  });

  it('AdminDisableUser: the old token gets 403 everywhere, its socket closes, a new socket is refused', async () => {
    const email = await register(unique('disabled'));
    const tokens = await signIn(email, PASSWORD, 'acme');
    const token = tokens.idToken;
    const userId = String(decodeJwt(token).sub);
    expect((await call(contract.getInitData, { token })).status).toBe(200);
    const ws = await openSocket(tokens, 'acme');

    await cognito().send(new AdminDisableUserCommand({ UserPoolId: pool(), Username: email }));

    expect((await call(contract.getInitData, { token })).status).toBe(403);
    expect((await call(contract.getVideoUrl, { token, query: { key: 'acmewelcome' } })).status).toBe(403);
    expect(await closed(ws)).toBe(true);
    await expect(openSocket(tokens, 'acme')).rejects.toThrow(/HTTP 40[13]/);
    const { data: profile } = await getEntities().user.get({ orgId: 'acme', userId }).go();
    expect(profile?.status).toBe('disabled');

    // Enabled again: the account (and its profile) are active again.
    await cognito().send(new AdminEnableUserCommand({ UserPoolId: pool(), Username: email }));
    const fresh = (await signIn(email, PASSWORD, 'acme')).idToken;
    expect((await call(contract.getInitData, { token: fresh })).status).toBe(200);
    expect((await getEntities().user.get({ orgId: 'acme', userId }).go()).data?.status).toBe('active');
  });

  it('DeleteUser (the user themselves): the old token and socket are done', async () => {
    const email = await register(unique('leaver'));
    const tokens = await signIn(email, PASSWORD, 'acme');
    const userId = String(decodeJwt(tokens.idToken).sub);
    expect((await call(contract.getInitData, { token: tokens.idToken })).status).toBe(200);
    const ws = await openSocket(tokens, 'acme');

    await cognito().send(new DeleteUserCommand({ AccessToken: tokens.accessToken }));

    expect((await call(contract.getInitData, { token: tokens.idToken })).status).toBe(403);
    expect(await closed(ws)).toBe(true);
    expect((await getEntities().user.get({ orgId: 'acme', userId }).go()).data?.status).toBe('deleted');
  });

  it('AdminDeleteUser: the old token gets 403 at once, even right after an allowed call', async () => {
    const email = await register(unique('removed'));
    const token = (await signIn(email, PASSWORD, 'acme')).idToken;
    // A cached Allow would outlive the account without the reconciler's flush.
    expect((await call(contract.getInitData, { token })).status).toBe(200);
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: pool(), Username: email }));
    await expect(
      cognito().send(new AdminGetUserCommand({ UserPoolId: pool(), Username: email })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
    expect((await call(contract.getInitData, { token })).status).toBe(403);
  });
});
