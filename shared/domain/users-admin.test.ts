import { describe, expect, it } from 'vitest';
import {
  permissionsChangeRefusal,
  statusChangeRefusal,
  userListPage,
  type ListedUser,
} from './users-admin.js';

const user = (email: string, extra: Partial<ListedUser> = {}): ListedUser => ({
  userId: email,
  email,
  firstName: '',
  lastName: '',
  permissions: ['readVideo'],
  isMasterAdmin: false,
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSignInAt: null,
  ...extra,
});

const ada = user('ada@acme.test', {
  lastSignInAt: '2026-11-24T08:00:00.000Z',
  firstName: 'Ada',
  lastName: 'Lovelace',
  permissions: ['readVideo', 'updateOrganization'],
  isMasterAdmin: true,
  createdAt: '2026-03-01T00:00:00.000Z',
});
const bob = user('bob@acme.test', { firstName: 'Bob', lastName: 'Builder', status: 'disabled' });
const carl = user('carl@acme.test', {
  lastSignInAt: '2026-09-01T08:00:00.000Z',
  firstName: 'carl',
  lastName: 'Zeiss',
  permissions: ['readVideo', 'updateAzureAdCertificate'],
  createdAt: '2026-02-01T00:00:00.000Z',
});
const nameless = user('anon@acme.test');
const all = [carl, nameless, bob, ada];
const emails = (r: { users: ListedUser[] }) => r.users.map((u) => u.email);

describe('userListPage (/admin/users)', () => {
  it('sorts by name by default, case-insensitively, users without a name last', () => {
    expect(emails(userListPage(all, {}))).toEqual([ada.email, bob.email, carl.email, nameless.email]);
  });

  it('sorts by e-mail, creation or status, either way', () => {
    expect(emails(userListPage(all, { sort: 'email', order: 'desc' }))[0]).toBe(carl.email);
    expect(emails(userListPage(all, { sort: 'createdAt', order: 'desc' }))[0]).toBe(ada.email);
    expect(emails(userListPage(all, { sort: 'status' })).at(-1)).toBe(bob.email);
  });

  it('searches every word in the name and the e-mail', () => {
    expect(emails(userListPage(all, { search: 'ada love' }))).toEqual([ada.email]);
    expect(emails(userListPage(all, { search: 'ANON@' }))).toEqual([nameless.email]);
    expect(userListPage(all, { search: 'nobody' })).toMatchObject({ users: [], total: 0, page: 1 });
  });

  it('filters by status, role (admin = updateOrganization), master admin and permission', () => {
    expect(emails(userListPage(all, { status: 'disabled' }))).toEqual([bob.email]);
    expect(emails(userListPage(all, { role: 'admin' }))).toEqual([ada.email]);
    expect(emails(userListPage(all, { role: 'member' }))).toEqual([bob.email, carl.email, nameless.email]);
    expect(emails(userListPage(all, { role: 'masterAdmin' }))).toEqual([ada.email]);
    expect(emails(userListPage(all, { permission: 'updateAzureAdCertificate' }))).toEqual([carl.email]);
  });

  it('filters by last sign-in: never, within 7 or 30 days, or longer ago; sorts never-signed-in first', () => {
    const now = new Date('2026-11-25T08:00:00.000Z').getTime();
    expect(emails(userListPage(all, { signedIn: 'never' }, now))).toEqual([
      'bob@acme.test',
      'anon@acme.test',
    ]);
    expect(emails(userListPage(all, { signedIn: 'within7d' }, now))).toEqual(['ada@acme.test']);
    expect(emails(userListPage(all, { signedIn: 'within30d' }, now))).toEqual(['ada@acme.test']);
    expect(emails(userListPage(all, { signedIn: 'over30d' }, now))).toEqual(['carl@acme.test']);
    expect(emails(userListPage(all, { sort: 'lastSignInAt' }, now))).toEqual([
      'anon@acme.test',
      'bob@acme.test',
      'carl@acme.test',
      'ada@acme.test',
    ]);
    expect(emails(userListPage(all, { sort: 'lastSignInAt', order: 'desc' }, now))[0]).toBe('ada@acme.test');
  });

  it('pages, and a page past the end is the last one', () => {
    const many = Array.from({ length: 23 }, (_, i) => user(`u${String(i).padStart(2, '0')}@acme.test`));
    expect(userListPage(many, { sort: 'email', pageSize: 10, page: 3 })).toMatchObject({
      total: 23,
      page: 3,
      pageSize: 10,
    });
    expect(emails(userListPage(many, { sort: 'email', pageSize: 10, page: 3 }))).toEqual([
      'u20@acme.test',
      'u21@acme.test',
      'u22@acme.test',
    ]);
    expect(userListPage(many, { pageSize: 10, page: 9 }).page).toBe(3);
  });
});

describe('statusChangeRefusal (enable/disable)', () => {
  const admin = { userId: 'a', isMasterAdmin: false };
  const master = { userId: 'm', isMasterAdmin: true };

  it('an admin cannot change their own account', () => {
    expect(statusChangeRefusal(admin, admin)).toBe('self');
    expect(statusChangeRefusal(master, master)).toBe('self');
  });

  it('only a master admin changes a master admin', () => {
    expect(statusChangeRefusal(admin, { userId: 'm2', isMasterAdmin: true })).toBe('masterAdminOnly');
    expect(statusChangeRefusal(master, { userId: 'm2', isMasterAdmin: true })).toBeNull();
  });

  it('any admin changes a user who is not a master admin', () => {
    expect(statusChangeRefusal(admin, { userId: 'x', isMasterAdmin: false })).toBeNull();
  });
});

describe('permissionsChangeRefusal (permissions and master admin)', () => {
  const admin = { userId: 'a', isMasterAdmin: false };
  const master = { userId: 'm', isMasterAdmin: true };
  const member = { userId: 'x', isMasterAdmin: false };
  const adminRights = ['readVideo', 'updateOrganization'] as const;

  it('any admin grants or removes the four permissions of a user who is not a master admin', () => {
    expect(
      permissionsChangeRefusal(admin, member, { permissions: [...adminRights], isMasterAdmin: false }),
    ).toBeNull();
    expect(permissionsChangeRefusal(admin, member, { permissions: [], isMasterAdmin: false })).toBeNull();
  });

  it('only a master admin grants or removes the master-admin flag, or changes a master admin', () => {
    expect(
      permissionsChangeRefusal(admin, member, { permissions: [...adminRights], isMasterAdmin: true }),
    ).toBe('masterAdminOnly');
    expect(
      permissionsChangeRefusal(master, member, { permissions: [...adminRights], isMasterAdmin: true }),
    ).toBeNull();
    const otherMaster = { userId: 'm2', isMasterAdmin: true };
    expect(
      permissionsChangeRefusal(admin, otherMaster, { permissions: [...adminRights], isMasterAdmin: true }),
    ).toBe('masterAdminOnly');
    expect(
      permissionsChangeRefusal(master, otherMaster, { permissions: ['readVideo'], isMasterAdmin: false }),
    ).toBeNull();
  });

  it('an admin keeps their own admin rights and master-admin flag', () => {
    expect(permissionsChangeRefusal(admin, admin, { permissions: ['readVideo'], isMasterAdmin: false })).toBe(
      'ownAdminRights',
    );
    expect(
      permissionsChangeRefusal(master, master, { permissions: [...adminRights], isMasterAdmin: false }),
    ).toBe('ownAdminRights');
    expect(
      permissionsChangeRefusal(admin, admin, {
        permissions: ['updateOrganization', 'updateAzureAdCertificate'],
        isMasterAdmin: false,
      }),
    ).toBeNull();
  });
});
