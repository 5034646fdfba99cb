/**
 * Users administration (spec 2 §2 /admin/users, §6 "listUsers … need updateOrganization", spec 1 §7
 * /userFromEmail, /createUser, /updateUserStatus) against the local platform with real tokens: admins of
 * the organization only, their own organization only, bad input answered 400 `{ message, issues }`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, contract, registerUser, send, signIn } from './helpers/index.js';

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
    expect(emails).toEqual([...emails].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));

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
    expect(globex.body.users.some((u) => u.email.endsWith('@acme.test'))).toBe(false);
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
