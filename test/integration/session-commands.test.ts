/** Issue 3's server side: preferred language, location, maintenance mode and auto-login links. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BodyOf } from '#shared/api';
import { call, contract, platformCommand, send, signIn, userCommand } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
let member = '';
let admin = '';
let globexAdmin = '';
let staff = '';

beforeAll(async () => {
  const tokenOf = async (email: string, orgId: string) => (await signIn(email, PASSWORD, orgId)).idToken;
  member = await tokenOf('member@acme.test', 'acme');
  admin = await tokenOf('admin@acme.test', 'acme');
  globexAdmin = await tokenOf('admin@globex.test', 'globex');
  staff = await tokenOf('staff@tubes.dev', 'studio');
});

describe('POST /command/userCommand', () => {
  afterAll(async () => {
    await userCommand(member, 'updatePreferredLanguage', { language: 'en-us' });
  });

  it('updatePreferredLanguage is stored and reported by initData', async () => {
    const res = await userCommand(member, 'updatePreferredLanguage', { language: 'da' });
    expect(res.status).toBe(200);
    const init = await call(contract.getInitData, {
      token: member,
    });
    expect(init.body.settings.preferredLanguage).toBe('da');
  });

  it('updateUserProfile {country} changes only the country', async () => {
    const before = await call(contract.getInitData, {
      token: member,
    });
    await userCommand(member, 'updateUserProfile', { country: 'Denmark' });
    const after = await call(contract.getInitData, {
      token: member,
    });
    expect(after.body.userData.profile).toEqual({ ...before.body.userData.profile, country: 'Denmark' });
  });

  it('refuses unknown types, unknown languages, non-numeric phones and empty updates with 400', async () => {
    for (const body of [
      { type: 'dropDatabase', payload: {} },
      { type: 'updatePreferredLanguage', payload: { language: 'klingon' } },
      { type: 'updateUserProfile', payload: { phoneNumber: '+45 12' } },
      { type: 'updateUserProfile', payload: {} },
      'not json',
    ]) {
      const res = await send(contract.userCommand, { token: member, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });
});

describe('maintenance mode', () => {
  afterAll(async () => {
    await platformCommand(staff, 'setMaintenance', { enabled: false });
  });

  it('is off by default and public to read', async () => {
    expect((await call(contract.getPlatformStatus)).body).toMatchObject({ maintenance: false });
  });

  it('only provider staff of the operator organization may switch it', async () => {
    const body = { type: 'setMaintenance' as const, payload: { enabled: true } };
    expect((await call(contract.platformCommand, { token: member, body })).status).toBe(403);
    expect((await call(contract.platformCommand, { token: admin, body })).status).toBe(403);
    expect((await call(contract.platformCommand, { body })).status).toBe(401);
    const on = await call(contract.platformCommand, { token: staff, body });
    expect(on.status).toBe(200);
    expect((await call(contract.getPlatformStatus)).body).toMatchObject({ maintenance: true });
  });
});

describe('auto-login links', () => {
  const create = (token: string, body: BodyOf<typeof contract.createAutoLoginLink>) =>
    call(contract.createAutoLoginLink, { token, body });

  it('an admin creates a link that carries no password and signs the user in', async () => {
    const res = await create(admin, {
      email: 'Member@acme.test',
      password: PASSWORD,
      redirectPath: '/history',
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^http:\/\/acme\.localhost:\d+\/auto-login\?token=acme\./);
    expect(res.body.url).not.toContain(encodeURIComponent(PASSWORD));
    const session = await call(contract.autoLogin, { body: { token: res.body.token } });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      orgId: 'acme',
      email: 'member@acme.test',
      redirectPath: '/history',
    });
    const init = await call(contract.getInitData, { token: session.body.idToken });
    expect(init.body.email).toBe('member@acme.test');
    // Reusable until it expires.
    expect((await call(contract.autoLogin, { body: { token: res.body.token } })).status).toBe(200);
  });

  it('checks the credentials when the link is created', async () => {
    const res = await create(admin, { email: 'member@acme.test', password: 'Wrong-Passw0rd!' });
    expect(res.status).toBe(400);
    const unknown = await create(admin, { email: 'ghost@acme.test', password: PASSWORD });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('User does not exist.');
  });

  it('is for admins of organizations that have it enabled only', async () => {
    expect((await create(member, { email: 'member@acme.test', password: PASSWORD })).status).toBe(403);
    const globex = await create(globexAdmin, { email: 'admin@globex.test', password: PASSWORD });
    expect(globex.status).toBe(403);
    expect(globex.body.message).toBe('Auto-login is not enabled for this organization');
  });

  it('refuses forged, altered and re-targeted tokens', async () => {
    const { body } = await create(admin, { email: 'member@acme.test', password: PASSWORD });
    const [, id, sig] = body.token.split('.');
    for (const token of [
      `globex.${id}.${sig}`,
      `acme.${id}.${sig?.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      'acme.x.y',
    ]) {
      const res = await call(contract.autoLogin, { body: { token } });
      expect(res.status, token).toBe(400);
    }
  });
});
