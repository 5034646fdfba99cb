/**
 * Users administration (spec 2 §2 /admin/users, §6 "listUsers … need updateOrganization", spec 1 §7
 * /userFromEmail, /createUser, /updateUserStatus) against the local platform with real tokens: admins of
 * the organization only, their own organization only, bad input answered 400 `{ message, issues }`.
 */
import { listCollator } from '#shared/domain/list-page';
import { beforeAll, describe, expect, it } from 'vitest';
import { RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { getEntities } from '../../functions/core/data/entities/index.js';
import {
  FIXED_CODE,
  call,
  cognito,
  contract,
  createVideo,
  decodeJwt,
  initiateSignIn,
  mailTo,
  platform,
  poolOf,
  registerUser,
  send,
  signIn,
  temporaryPasswordIn,
  videoCommand,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';

const token = async (email: string, orgId: string, password = PASSWORD) =>
  (await signIn(email, password, orgId)).idToken;
const unique = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@acme.test`;

let acmeAdmin = '';
let acmeMember = '';
let globexAdmin = '';

beforeAll(async () => {
  acmeAdmin = await token('admin@acme.test', 'acme');
  acmeMember = await token('member@acme.test', 'acme');
  globexAdmin = await token('admin@globex.test', 'globex');
});

describe('GET /query/listUsers', () => {
  const list = (idToken: string, query: Record<string, string> = {}) =>
    send(contract.listUsers, { token: idToken, query });

  it("lists the admin's own organization's users, with role, permissions and the master-admin flag", async () => {
    const res = await list(acmeAdmin, { pageSize: '100' });
    expect(res.status).toBe(200);
    const emails = res.body.users.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['admin@acme.test', 'member@acme.test', 'new@acme.test']));
    expect(emails.every((e) => !e.endsWith('@globex.test'))).toBe(true);
    expect(res.body.users.find((u) => u.email === 'admin@acme.test')).toMatchObject({
      firstName: 'Alice',
      role: 'admin',
      isMasterAdmin: true,
      status: 'active',
      permissions: expect.arrayContaining(['updateOrganization', 'readVideo']),
    });
    expect(res.body.users.find((u) => u.email === 'member@acme.test')).toMatchObject({
      role: 'member',
      isMasterAdmin: false,
    });
    expect(res.body.total).toBe(res.body.users.length);
  });

  it('searches by name and e-mail, filters by role, permission and status, sorts and pages', async () => {
    const byName = await list(acmeAdmin, { search: 'martin' });
    expect(byName.body.users.map((u) => u.email)).toEqual(['member@acme.test']);
    const byEmail = await list(acmeAdmin, { search: 'ADMIN@acme' });
    expect(byEmail.body.users.map((u) => u.email)).toEqual(['admin@acme.test']);
    const admins = await list(acmeAdmin, { role: 'admin' });
    expect(admins.body.users.every((u) => u.permissions.includes('updateOrganization'))).toBe(true);
    expect(admins.body.users.map((u) => u.email)).toContain('admin@acme.test');
    const masters = await list(acmeAdmin, { role: 'masterAdmin' });
    expect(masters.body.users.every((u) => u.isMasterAdmin)).toBe(true);
    const members = await list(acmeAdmin, { role: 'member', permission: 'readVideo', status: 'active' });
    expect(members.body.users.map((u) => u.email)).toContain('member@acme.test');
    expect(members.body.users.some((u) => u.role === 'admin')).toBe(false);

    const desc = await list(acmeAdmin, { sort: 'email', order: 'desc', pageSize: '100' });
    const emails = desc.body.users.map((u) => u.email);
    expect(emails).toEqual([...emails].sort((a, b) => listCollator.compare(b, a)));

    const first = await list(acmeAdmin, { sort: 'email', pageSize: '10', page: '1' });
    expect(first.body).toMatchObject({ page: 1, pageSize: 10 });
    expect(first.body.users.length).toBeLessThanOrEqual(10);
    if (first.body.total > 10) {
      const second = await list(acmeAdmin, { sort: 'email', pageSize: '10', page: '2' });
      expect(second.body.users[0]?.email).not.toBe(first.body.users[0]?.email);
    }
  });

  it('answers an empty page for a search nobody matches', async () => {
    const res = await list(acmeAdmin, { search: 'no-such-user-anywhere' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ users: [], total: 0, page: 1 });
  });

  it('shows a user who registered since (the profile the sign-up trigger made)', async () => {
    const email = await registerUser(unique('listed'), PASSWORD);
    const res = await list(acmeAdmin, { search: email });
    expect(res.body.users).toEqual([expect.objectContaining({ email, role: 'member', status: 'active' })]);
  });

  it('is for admins only (403 for members) and another tenant sees only its own users', async () => {
    const refused = await list(acmeMember);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You do not have access for this operation');
    const globex = await list(globexAdmin, { pageSize: '100' });
    expect(globex.status).toBe(200);
    expect(globex.body.users.map((u) => u.email)).toContain('admin@globex.test');
    // None of acme's users (an e-mail domain says nothing: an IdP may sign anyone into globex's pool).
    const acmeIds = new Set((await list(acmeAdmin, { pageSize: '100' })).body.users.map((u) => u.userId));
    expect(globex.body.users.filter((u) => acmeIds.has(u.userId))).toEqual([]);
    expect((await list(globexAdmin, { search: 'member@acme.test' })).body.total).toBe(0);
  });

  it('refuses bad input with 400 and the issues', async () => {
    const bad: Record<string, string>[] = [
      { status: 'sleeping' },
      { pageSize: '7' },
      { page: '0' },
      { sort: 'password' },
    ];
    for (const query of bad) {
      const res = await list(acmeAdmin, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toBeTruthy();
      expect(res.body.issues?.length).toBeGreaterThan(0);
    }
  });

  it('is refused without a token', async () => {
    expect((await call(contract.listUsers, { query: {} })).status).toBe(401);
  });
});

/** A fresh acme member (registered as /register does it); its id (the Cognito sub) and a token. */
async function freshMember(prefix: string) {
  const email = await registerUser(unique(prefix), PASSWORD);
  const idToken = await token(email, 'acme');
  return { email, userId: String(decodeJwt(idToken).sub), idToken };
}

/** Makes a registered user an admin (and master admin) directly on its profile. */
async function promote(userId: string, isMasterAdmin: boolean) {
  await getEntities()
    .user.patch({ orgId: 'acme', userId })
    .set({ permissions: ['readVideo', 'updateOrganization'], isMasterAdmin })
    .go();
}

describe('last sign-in (the post-authentication trigger)', () => {
  const find = async (email: string, query: Record<string, string> = {}) =>
    (await send(contract.listUsers, { token: acmeAdmin, query: { search: email, ...query } })).body.users;

  it('is recorded by each sign-in, and the list filters and sorts by it', async () => {
    const email = await registerUser(unique('signin'), PASSWORD);
    // Registered, never signed in.
    expect((await find(email))[0]?.lastSignInAt).toBeNull();
    expect((await find(email, { signedIn: 'never' })).map((u) => u.email)).toEqual([email]);
    expect(await find(email, { signedIn: 'within7d' })).toEqual([]);

    const before = Date.now();
    await token(email, 'acme');
    const [user] = await find(email);
    expect(new Date(user?.lastSignInAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await find(email, { signedIn: 'within7d' })).map((u) => u.email)).toEqual([email]);
    expect(await find(email, { signedIn: 'never' })).toEqual([]);
    const sorted = await send(contract.listUsers, {
      token: acmeAdmin,
      query: { sort: 'lastSignInAt', order: 'desc', pageSize: '10' },
    });
    expect(sorted.status).toBe(200);
    const times = sorted.body.users.map((u) => u.lastSignInAt ?? '');
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses an unknown last-sign-in filter (400)', async () => {
    const res = await send(contract.listUsers, {
      token: acmeAdmin,
      query: { signedIn: 'yesterday' } as never,
    });
    expect(res.status).toBe(400);
  });
});

describe('POST /user/updateUserStatus', () => {
  const setStatus = (idToken: string, userId: string, status: 'active' | 'disabled') =>
    call(contract.updateUserStatus, { token: idToken, body: { userId, status } });

  it("disables a user in the organization's pool: sign-in and old tokens are refused, the profile and the list follow, the event log has it; enabling restores it", async () => {
    const user = await freshMember('disabled');
    const disabled = await setStatus(acmeAdmin, user.userId, 'disabled');
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ userId: user.userId, email: user.email, status: 'disabled' });

    await expect(initiateSignIn(user.email, PASSWORD, 'acme')).rejects.toThrow(/disabled/i);
    // The authorizer asks Cognito: a token issued before is denied at once (403, as account-trust shows).
    expect((await call(contract.getInitData, { token: user.idToken })).status).toBe(403);
    const listed = await send(contract.listUsers, { token: acmeAdmin, query: { search: user.email } });
    expect(listed.body.users[0]).toMatchObject({ email: user.email, status: 'disabled' });
    const onlyDisabled = await send(contract.listUsers, {
      token: acmeAdmin,
      query: { status: 'disabled', pageSize: '100' },
    });
    expect(onlyDisabled.body.users.map((u) => u.email)).toContain(user.email);

    const log = await call(contract.getEventLog, {
      token: acmeAdmin,
      query: { subjectType: 'user', subjectId: user.userId },
    });
    expect(log.body.items[0]).toMatchObject({
      action: 'updateUserStatus',
      actorEmail: 'admin@acme.test',
      before: { status: 'active' },
      after: { status: 'disabled' },
    });

    const enabled = await setStatus(acmeAdmin, user.userId, 'active');
    expect(enabled.status).toBe(200);
    expect(enabled.body.status).toBe('active');
    const again = await token(user.email, 'acme');
    expect((await call(contract.getInitData, { token: again })).status).toBe(200);
  });

  it('an admin cannot change their own account', async () => {
    const self = await setStatus(acmeAdmin, String(decodeJwt(acmeAdmin).sub), 'disabled');
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot change the status of your own account');
    expect((await call(contract.getInitData, { token: acmeAdmin })).status).toBe(200);
  });

  it('only a master admin disables a master admin', async () => {
    const plainAdmin = await freshMember('plain-admin');
    await promote(plainAdmin.userId, false);
    const master = await freshMember('master');
    await promote(master.userId, true);
    const plainAdminToken = await token(plainAdmin.email, 'acme');

    const refused = await setStatus(plainAdminToken, master.userId, 'disabled');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only a master admin may change a master admin');
    // A plain admin may disable a member; the master admin may disable the other master admin.
    const member = await freshMember('by-plain-admin');
    expect((await setStatus(plainAdminToken, member.userId, 'disabled')).status).toBe(200);
    expect((await setStatus(acmeAdmin, master.userId, 'disabled')).status).toBe(200);
    expect((await setStatus(acmeAdmin, master.userId, 'active')).status).toBe(200);
  });

  it("is refused for members (403) and for another organization's user (404), and nothing changes", async () => {
    const user = await freshMember('untouched');
    expect((await setStatus(acmeMember, user.userId, 'disabled')).status).toBe(403);
    const other = await setStatus(globexAdmin, user.userId, 'disabled');
    expect(other.status).toBe(404);
    expect((await setStatus(acmeAdmin, 'no-such-user', 'disabled')).status).toBe(404);
    expect((await call(contract.getInitData, { token: user.idToken })).status).toBe(200);
  });

  it('refuses bad input with 400 and the issues', async () => {
    for (const body of [
      { userId: 'x', status: 'sleeping' },
      { status: 'disabled' },
      { userId: '', status: 'active' },
    ]) {
      const res = await send(contract.updateUserStatus, { token: acmeAdmin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues?.length).toBeGreaterThan(0);
    }
  });
});

describe('POST /user/createUser and GET /query/userFromEmail', () => {
  const create = (idToken: string, body: Record<string, unknown>) =>
    send(contract.createUser, { token: idToken, body });

  it('creates the account and the profile; the user signs in with the e-mailed temporary password and must set a new one', async () => {
    const email = unique('created');
    const res = await create(acmeAdmin, {
      email: email.toUpperCase(),
      firstName: 'Grace',
      lastName: 'Hopper',
      permissions: ['readVideo', 'updateAzureAdCertificate'],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email,
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'member',
      permissions: ['readVideo', 'updateAzureAdCertificate'],
      isMasterAdmin: false,
      status: 'active',
    });

    const found = await call(contract.userFromEmail, { token: acmeAdmin, query: { email, orgId: 'acme' } });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ userId: res.body.userId, email, firstName: 'Grace' });

    // The invitation e-mail, in the tube's branding, carries the temporary password (Cognito sends none).
    const invitation = await mailTo(email, /^Your account in /);
    expect(invitation).toMatchObject({
      subject: 'Your account in Acme Corporation',
      from: '"Acme Corporation" <no-reply@tubes.dev>',
      tags: { orgId: 'acme', category: 'account', kind: 'invitation' },
    });
    expect(invitation.text).toContain('Hello Grace Hopper,');
    expect(invitation.text).toMatch(/Alice \S+ created an account for you in Acme Corporation/);
    expect(invitation.html).toContain('href="http://acme.localhost:');
    const password = temporaryPasswordIn(invitation);
    expect(password).not.toBe(FIXED_CODE);
    const first = await initiateSignIn(email, password, 'acme');
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const answered = await cognito().send(
      new RespondToAuthChallengeCommand({
        ClientId: poolOf('acme').clientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: first.Session,
        ChallengeResponses: { USERNAME: email, NEW_PASSWORD: 'N3w-Passw0rd!' },
      }),
    );
    const idToken = answered.AuthenticationResult?.IdToken;
    expect(idToken).toBeTruthy();
    expect(decodeJwt(idToken!).sub).toBe(res.body.userId);
    const init = await call(contract.getInitData, { token: idToken! });
    expect(init.status).toBe(200);
    expect(init.body).toMatchObject({ orgId: 'acme', email });
    expect(init.body.permissions).toEqual(expect.arrayContaining(['readVideo', 'updateAzureAdCertificate']));

    const log = await call(contract.getEventLog, {
      token: acmeAdmin,
      query: { subjectType: 'user', subjectId: res.body.userId },
    });
    expect(log.body.items.at(-1)).toMatchObject({
      action: 'createUser',
      actorEmail: 'admin@acme.test',
      after: { email, firstName: 'Grace', isMasterAdmin: false },
    });
  });

  it('creates an admin (updateOrganization) and, for a master admin, another master admin', async () => {
    const res = await create(acmeAdmin, {
      email: unique('new-master'),
      firstName: 'Ada',
      lastName: 'Admin',
      permissions: ['readVideo', 'updateOrganization'],
      isMasterAdmin: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'admin', isMasterAdmin: true });
  });

  it('only a master admin grants master admin', async () => {
    const plainAdmin = await freshMember('creator');
    await promote(plainAdmin.userId, false);
    const plainToken = await token(plainAdmin.email, 'acme');
    const email = unique('not-master');
    const refused = await create(plainToken, { email, firstName: 'N', lastName: 'M', isMasterAdmin: true });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only a master admin may change a master admin');
    expect(
      (await call(contract.userFromEmail, { token: acmeAdmin, query: { email, orgId: 'acme' } })).status,
    ).toBe(404);
    expect((await create(plainToken, { email, firstName: 'N', lastName: 'M' })).status).toBe(200);
  });

  it('answers 409 for an e-mail that has an account already', async () => {
    const res = await create(acmeAdmin, { email: 'member@acme.test', firstName: 'M', lastName: 'M' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with the given email already exists.');
  });

  it('is for admins only (403 for members); userFromEmail reads the own organization only (404)', async () => {
    expect(
      (await create(acmeMember, { email: unique('by-member'), firstName: 'A', lastName: 'B' })).status,
    ).toBe(403);
    const query = { email: 'member@acme.test', orgId: 'acme' };
    expect((await call(contract.userFromEmail, { token: acmeMember, query })).status).toBe(403);
    expect((await call(contract.userFromEmail, { token: globexAdmin, query })).status).toBe(404);
    const ownOrgOnly = await call(contract.userFromEmail, {
      token: globexAdmin,
      query: { email: 'member@acme.test', orgId: 'globex' },
    });
    expect(ownOrgOnly.status).toBe(404);
    expect(
      (
        await call(contract.userFromEmail, {
          token: acmeAdmin,
          query: { email: 'nobody@acme.test', orgId: 'acme' },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses bad input with 400 and the issues', async () => {
    const bad: Record<string, unknown>[] = [
      { email: 'not-an-email', firstName: 'A', lastName: 'B' },
      { email: unique('bad'), firstName: '', lastName: 'B' },
      { email: unique('bad'), firstName: 'A', lastName: 'B', permissions: ['root'] },
      { email: unique('bad'), firstName: 'A', lastName: 'B', isMasterAdmin: 'yes' },
    ];
    for (const body of bad) {
      const res = await create(acmeAdmin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues?.length).toBeGreaterThan(0);
    }
    const badLookup = await send(contract.userFromEmail, {
      token: acmeAdmin,
      query: { email: 'nope', orgId: 'acme' },
    });
    expect(badLookup.status).toBe(400);
  });
});

describe('POST /user/updateUserPermissions', () => {
  const setAccess = (idToken: string, body: Record<string, unknown>) =>
    send(contract.updateUserPermissions, { token: idToken, body });

  it('makes a member an admin (updateOrganization) who may then administer users, and back; the event log has it', async () => {
    const user = await freshMember('promoted');
    const res = await setAccess(acmeAdmin, {
      userId: user.userId,
      permissions: ['readVideo', 'updateOrganization', 'updateInformationClassification'],
      isMasterAdmin: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'admin', isMasterAdmin: false });
    const asAdmin = await token(user.email, 'acme');
    expect((await send(contract.listUsers, { token: asAdmin, query: {} })).status).toBe(200);
    const log = await call(contract.getEventLog, {
      token: acmeAdmin,
      query: { subjectType: 'user', subjectId: user.userId },
    });
    expect(log.body.items[0]).toMatchObject({
      action: 'updateUserPermissions',
      before: { permissions: ['readVideo'] },
      after: { permissions: ['readVideo', 'updateInformationClassification', 'updateOrganization'] },
    });

    const back = await setAccess(acmeAdmin, {
      userId: user.userId,
      permissions: ['readVideo'],
      isMasterAdmin: false,
    });
    expect(back.body).toMatchObject({ role: 'member', permissions: ['readVideo'] });
    const asMember = await token(user.email, 'acme');
    expect((await send(contract.listUsers, { token: asMember, query: {} })).status).toBe(403);
  });

  it('only a master admin grants master admin or changes a master admin; nobody takes their own admin rights', async () => {
    const plainAdmin = await freshMember('plain');
    await promote(plainAdmin.userId, false);
    const plainToken = await token(plainAdmin.email, 'acme');
    const member = await freshMember('to-master');
    const master = { permissions: ['readVideo', 'updateOrganization'], isMasterAdmin: true };

    const refused = await setAccess(plainToken, { userId: member.userId, ...master });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only a master admin may change a master admin');
    const granted = await setAccess(acmeAdmin, { userId: member.userId, ...master });
    expect(granted.body).toMatchObject({ isMasterAdmin: true, role: 'admin' });
    expect(
      (
        await setAccess(plainToken, {
          userId: member.userId,
          permissions: ['readVideo'],
          isMasterAdmin: true,
        })
      ).status,
    ).toBe(403);

    const own = await setAccess(plainToken, {
      userId: plainAdmin.userId,
      permissions: ['readVideo'],
      isMasterAdmin: false,
    });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You cannot take away your own admin rights');
  });

  it('lets a lone master admin give themselves the extra permissions, which open their commands', async () => {
    const lone = await freshMember('lone');
    await promote(lone.userId, true);
    const loneToken = await token(lone.email, 'acme');
    // The local IdP's signing certificate: valid input for the Azure AD command.
    const idpCertificate = await fetch(`${platform().urls.samlIdp}/metadata`)
      .then((r) => r.text())
      .then((xml) => /<ds:X509Certificate>([^<]+)</.exec(xml)?.[1] ?? '');
    const certificate = (idToken: string) =>
      send(contract.organizationCommand, {
        token: idToken,
        body: { type: 'updateAzureAdCertificate', payload: { certificate: idpCertificate } },
      });
    // Without the permission the Azure AD command is refused.
    expect((await certificate(loneToken)).status).toBe(403);

    const own = await setAccess(loneToken, {
      userId: lone.userId,
      permissions: [
        'readVideo',
        'updateOrganization',
        'updateInformationClassification',
        'updateAzureAdCertificate',
      ],
      isMasterAdmin: true,
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ role: 'admin', isMasterAdmin: true });
    const init = await call(contract.getInitData, { token: loneToken });
    expect(init.body.permissions).toEqual(
      expect.arrayContaining(['updateInformationClassification', 'updateAzureAdCertificate']),
    );
    // From the admin's next token (the web app renews it after a change to the own row; API Gateway
    // caches the authorizer's answer per token) the command runs: it replaces the certificate of acme's
    // SAML provider, or asks for one first.
    const allowed = await certificate(await token(lone.email, 'acme'));
    expect(
      allowed.status === 200 ||
        allowed.body.message === 'Connect a SAML identity provider under Security first',
    ).toBe(true);
  });

  it("is refused for members (403) and for another organization's user (404)", async () => {
    const user = await freshMember('untouched-access');
    const body = {
      userId: user.userId,
      permissions: ['readVideo', 'updateOrganization'],
      isMasterAdmin: false,
    };
    expect((await setAccess(acmeMember, body)).status).toBe(403);
    expect((await setAccess(globexAdmin, body)).status).toBe(404);
    const listed = await send(contract.listUsers, { token: acmeAdmin, query: { search: user.email } });
    expect(listed.body.users[0]?.role).toBe('member');
  });

  it('refuses bad input with 400 and the issues', async () => {
    const bad: Record<string, unknown>[] = [
      { userId: 'x', permissions: ['root'], isMasterAdmin: false },
      { userId: 'x', permissions: ['readVideo'] },
      { permissions: [], isMasterAdmin: false },
    ];
    for (const body of bad) {
      const res = await setAccess(acmeAdmin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues?.length).toBeGreaterThan(0);
    }
  });
});

describe('POST /user/importUsers', () => {
  const importRows = (idToken: string, rows: unknown[]) =>
    send(contract.importUsers, { token: idToken, body: { rows } });

  it('creates every valid row and reports each one: created, exists, invalid, refused', async () => {
    const admin = unique('import-admin');
    const member = unique('import-member');
    const res = await importRows(acmeAdmin, [
      { line: 2, email: member, firstName: 'Ivy', lastName: 'Import', roles: ['member'] },
      { line: 3, email: admin.toUpperCase(), firstName: 'Ian', lastName: 'Import', roles: ['admin'] },
      { line: 4, email: 'member@acme.test', firstName: 'Martin', lastName: 'Meyer', roles: [] },
      { line: 5, email: 'not-an-email', firstName: 'X', lastName: 'Y', roles: [] },
      { line: 6, email: unique('import-bad-role'), firstName: 'X', lastName: 'Y', roles: ['owner'] },
      { line: 7, email: unique('import-no-name'), firstName: '', lastName: 'Y', roles: [] },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r) => [r.line, r.outcome])).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'exists'],
      [5, 'invalid'],
      [6, 'invalid'],
      [7, 'invalid'],
    ]);
    expect(res.body.results[2]?.message).toBe('An account with the given email already exists.');
    const listed = await send(contract.listUsers, {
      token: acmeAdmin,
      query: { search: 'import', pageSize: '100' },
    });
    expect(listed.body.users.find((u) => u.email === admin)).toMatchObject({
      role: 'admin',
      firstName: 'Ian',
    });
    expect(listed.body.users.find((u) => u.email === member)).toMatchObject({ role: 'member' });
    // The imported user signs in with the temporary password of their invitation and must set a new one.
    const password = temporaryPasswordIn(await mailTo(member, /^Your account in /));
    expect((await initiateSignIn(member, password, 'acme')).ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  });

  it('a master-admin row is refused for a plain admin, created for a master admin', async () => {
    const plainAdmin = await freshMember('import-plain');
    await promote(plainAdmin.userId, false);
    const plainToken = await token(plainAdmin.email, 'acme');
    const email = unique('import-master');
    const row = { line: 2, email, firstName: 'M', lastName: 'A', roles: ['masterAdmin'] };
    const refused = await importRows(plainToken, [row]);
    expect(refused.body.results[0]).toMatchObject({ outcome: 'refused' });
    const created = await importRows(acmeAdmin, [row]);
    expect(created.body.results[0]).toMatchObject({ outcome: 'created' });
    const found = await call(contract.userFromEmail, { token: acmeAdmin, query: { email, orgId: 'acme' } });
    expect(found.body).toMatchObject({ isMasterAdmin: true, role: 'admin' });
  });

  it('is for admins only and refuses a malformed or too large batch with 400', async () => {
    const row = { line: 2, email: unique('import-refused'), firstName: 'A', lastName: 'B', roles: [] };
    expect((await importRows(acmeMember, [row])).status).toBe(403);
    expect((await importRows(acmeAdmin, [])).status).toBe(400);
    expect(
      (
        await importRows(
          acmeAdmin,
          Array.from({ length: 26 }, (_, i) => ({ ...row, line: i + 2 })),
        )
      ).status,
    ).toBe(400);
    const malformed = await importRows(acmeAdmin, [{ line: 0, email: 5 }]);
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues?.length).toBeGreaterThan(0);
  });
});

describe('GET /query/listUsersUsage', () => {
  const usage = (idToken: string, query: Record<string, string> = {}) =>
    send(contract.listUsersUsage, { token: idToken, query });

  it('reports videos watched, minutes watched and the last activity per user, from the analytics', async () => {
    const video = await createVideo(acmeAdmin, 'ch-acme-onboarding', 'Usage video');
    await getEntities().video.patch({ orgId: 'acme', videoId: video.id }).set({ durationMs: 600_000 }).go();
    const before = (await usage(acmeAdmin, { search: 'admin@acme.test' })).body.users[0]!;
    const ref = { videoId: video.id, version: 1, lang: 'en-us' as const };
    expect((await videoCommand(acmeAdmin, 'videoPlaybackStarted', ref)).status).toBe(200);
    // Three reports of a minute each (the player reports every 10 s; at most 60 s a report).
    for (const time of [60, 120, 180]) {
      const report = await videoCommand(acmeAdmin, 'videoTimeWatched', { ...ref, time, watched: 60 });
      expect(report.status).toBe(200);
    }
    const after = (await usage(acmeAdmin, { search: 'admin@acme.test' })).body.users[0]!;
    expect(after.email).toBe('admin@acme.test');
    expect(after.videosWatched).toBe(before.videosWatched + 1);
    expect(after.minutesWatched - before.minutesWatched).toBeGreaterThanOrEqual(2);
    expect(after.lastActivity).not.toBeNull();

    const fresh = await freshMember('no-usage');
    const none = await usage(acmeAdmin, { search: fresh.email });
    expect(none.body.users).toEqual([
      expect.objectContaining({
        email: fresh.email,
        videosWatched: 0,
        minutesWatched: 0,
        lastActivity: null,
      }),
    ]);
  });

  it('pages the own organization only, for admins only; bad input 400', async () => {
    const page = await usage(acmeAdmin, { pageSize: '10', page: '1' });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, pageSize: 10 });
    expect(page.body.users.length).toBeLessThanOrEqual(10);
    expect((await usage(acmeMember)).status).toBe(403);
    const globex = await usage(globexAdmin, { search: 'acme.test' });
    const acmeIds = new Set((await usage(acmeAdmin, { pageSize: '100' })).body.users.map((u) => u.userId));
    expect(globex.body.users.filter((u) => acmeIds.has(u.userId))).toEqual([]);
    expect((await usage(globexAdmin, { search: 'member@acme.test' })).body.users).toEqual([]);
    expect((await usage(acmeAdmin, { pageSize: '3' })).status).toBe(400);
  });

  it('sorts by a usage column over every user, either way; an unknown column is 400', async () => {
    const byMinutes = await usage(acmeAdmin, { sort: 'minutesWatched', order: 'desc', pageSize: '100' });
    expect(byMinutes.status).toBe(200);
    const minutes = byMinutes.body.users.map((u) => u.minutesWatched);
    expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
    // The first page of the descending order holds the organization's most active watcher.
    const top = await usage(acmeAdmin, { sort: 'minutesWatched', order: 'desc', pageSize: '10' });
    expect(top.body.users[0]?.minutesWatched).toBe(Math.max(...minutes));
    expect(top.body.total).toBe(byMinutes.body.total);

    const byActivity = await usage(acmeAdmin, { sort: 'lastActivity', pageSize: '100' });
    const activity = byActivity.body.users.map((u) => u.lastActivity ?? '');
    expect(activity).toEqual([...activity].sort());

    const byEmail = await usage(acmeAdmin, { sort: 'email', order: 'desc', pageSize: '100' });
    const emails = byEmail.body.users.map((u) => u.email);
    expect(emails).toEqual([...emails].sort((a, b) => listCollator.compare(b, a)));

    const bad = await usage(acmeAdmin, { sort: 'password' });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('message');
  });
});
