import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '#shared/domain/roles';
import { permissionsChangeRefusal } from '#shared/domain/users-admin';
import {
  accessEditOf,
  initialUsersList,
  isFiltered,
  mayEditAccess,
  statusActionOf,
  userLabel,
  usersListQuery,
  usersListReducer,
} from './users-list';
import { pageCount } from '../../../lib/list-paging';

describe('the /admin/users list query', () => {
  it('asks for the first page sorted by name, with nothing else set', () => {
    expect(usersListQuery(initialUsersList)).toEqual({
      sort: 'name',
      order: 'asc',
      page: '1',
      pageSize: '25',
    });
    expect(isFiltered(initialUsersList)).toBe(false);
  });

  it('goes back to the first page when the search, a filter or the page size changes', () => {
    const onPage3 = usersListReducer(initialUsersList, { type: 'page', page: 3 });
    expect(usersListReducer(onPage3, { type: 'search', value: 'ada' }).page).toBe(1);
    expect(usersListReducer(onPage3, { type: 'status', value: 'disabled' }).page).toBe(1);
    expect(usersListReducer(onPage3, { type: 'role', value: 'admin' }).page).toBe(1);
    expect(usersListReducer(onPage3, { type: 'permission', value: 'readVideo' }).page).toBe(1);
    const never = usersListReducer(onPage3, { type: 'signedIn', value: 'never' });
    expect(never.page).toBe(1);
    expect(isFiltered(never)).toBe(true);
    expect(usersListQuery(never)).toMatchObject({ signedIn: 'never' });
    expect(usersListReducer(onPage3, { type: 'pageSize', pageSize: 50 })).toMatchObject({
      page: 1,
      pageSize: 50,
    });
  });

  it('reverses the order on the same column, sorts another column ascending', () => {
    const desc = usersListReducer(initialUsersList, { type: 'sortBy', sort: 'name' });
    expect(desc).toMatchObject({ sort: 'name', order: 'desc' });
    expect(usersListReducer(desc, { type: 'sortBy', sort: 'email' })).toMatchObject({
      sort: 'email',
      order: 'asc',
    });
  });

  it('sends a trimmed search and the filters set; clear keeps sort and page size', () => {
    let state = usersListReducer(initialUsersList, { type: 'search', value: '  ada ' });
    state = usersListReducer(state, { type: 'role', value: 'masterAdmin' });
    state = usersListReducer(state, { type: 'pageSize', pageSize: 10 });
    expect(usersListQuery(state)).toMatchObject({ search: 'ada', role: 'masterAdmin', pageSize: '10' });
    expect(isFiltered(state)).toBe(true);
    const cleared = usersListReducer(state, { type: 'clear' });
    expect(isFiltered(cleared)).toBe(false);
    expect(cleared.pageSize).toBe(10);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});

describe('the row actions of /admin/users', () => {
  const admin = { email: 'a@acme.test', isMasterAdmin: false };
  const master = { email: 'm@acme.test', isMasterAdmin: true };
  const member = { email: 'x@acme.test', isMasterAdmin: false, status: 'active' };

  it('offers disable for an active user and enable for a disabled one', () => {
    expect(statusActionOf(member, admin)).toBe('disable');
    expect(statusActionOf({ ...member, status: 'disabled' }, admin)).toBe('enable');
    expect(statusActionOf({ ...member, status: 'deleted' }, admin)).toBeNull();
  });

  it('never on the admin themself, and on a master admin only for a master admin', () => {
    expect(statusActionOf({ ...admin, status: 'active' }, admin)).toBeNull();
    const otherMaster = { email: 'm2@acme.test', isMasterAdmin: true, status: 'active' };
    expect(statusActionOf(otherMaster, admin)).toBeNull();
    expect(statusActionOf(otherMaster, master)).toBe('disable');
  });

  it('names a user by name, else by e-mail', () => {
    expect(userLabel({ firstName: 'Ada', lastName: '', email: 'a@x' })).toBe('Ada');
    expect(userLabel({ firstName: '', lastName: '', email: 'a@x' })).toBe('a@x');
  });
});

describe('"Edit access" on a row', () => {
  const admin = { email: 'a@acme.test', isMasterAdmin: false };
  const master = { email: 'm@acme.test', isMasterAdmin: true };
  it('is offered for others, for a master admin only by a master admin, and on oneself', () => {
    expect(mayEditAccess({ email: 'x@acme.test', isMasterAdmin: false, status: 'disabled' }, admin)).toBe(
      true,
    );
    expect(mayEditAccess({ email: 'm2@acme.test', isMasterAdmin: true, status: 'active' }, admin)).toBe(
      false,
    );
    expect(mayEditAccess({ email: 'm2@acme.test', isMasterAdmin: true, status: 'active' }, master)).toBe(
      true,
    );
    // A lone admin reaches their own extra permissions (spec 2 §6: classification, Azure AD).
    expect(mayEditAccess({ ...master, status: 'active' }, master)).toBe(true);
    expect(mayEditAccess({ ...admin, status: 'active' }, admin)).toBe(true);
    expect(mayEditAccess({ ...admin, status: 'deleted' }, admin)).toBe(false);
  });

  it('lets an admin change only the extra permissions on their own row, as the server allows', () => {
    const own = accessEditOf(master, master);
    expect(own).toEqual({
      self: true,
      lockedPermissions: ['readVideo', 'updateOrganization'],
      canGrantMasterAdmin: false,
    });
    // What stays changeable on one's own row is exactly what the server accepts from oneself.
    const target = { userId: 'me', isMasterAdmin: true };
    const changeable = PERMISSIONS.filter((p) => !own.lockedPermissions.includes(p));
    expect(changeable).toEqual(['updateAzureAdCertificate', 'updateInformationClassification']);
    const withExtras = [...own.lockedPermissions, ...changeable];
    expect(
      permissionsChangeRefusal({ userId: 'me', isMasterAdmin: true }, target, {
        permissions: withExtras,
        isMasterAdmin: true,
      }),
    ).toBeNull();
    expect(
      permissionsChangeRefusal({ userId: 'me', isMasterAdmin: true }, target, {
        permissions: ['readVideo'],
        isMasterAdmin: true,
      }),
    ).toBe('ownAdminRights');

    expect(accessEditOf({ email: 'x@acme.test' }, master)).toEqual({
      self: false,
      lockedPermissions: [],
      canGrantMasterAdmin: true,
    });
    expect(accessEditOf({ email: 'x@acme.test' }, admin).canGrantMasterAdmin).toBe(false);
  });
});
