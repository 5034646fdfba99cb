import { describe, expect, it } from 'vitest';
import { listPage } from '#shared/domain/list-page';
import {
  APPLICATION_LIST,
  LANE_LIST,
  ROLE_LIST,
  namesOf,
  userLabel,
  type ApplicationRow,
} from './training-lists';

describe('the training admin lists', () => {
  it('names ids in their order, leaving out those no longer known', () => {
    const roles = [
      { id: 'r1', name: 'Sales' },
      { id: 'r2', name: 'Support' },
    ];
    expect(namesOf(['r2', 'gone', 'r1'], roles)).toEqual(['Support', 'Sales']);
  });

  it('finds an application by its roles too, and sorts by Application ID', () => {
    const rows: ApplicationRow[] = [
      { appId: 'erp', name: 'ERP', roleIds: ['r1'], roleNames: ['Finance'], createdAt: '1' },
      { appId: 'CRM', name: 'Customers', roleIds: ['r2'], roleNames: ['Sales'], createdAt: '2' },
    ];
    const search = (text: string) =>
      listPage(
        rows,
        { search: text, sort: 'appId', order: 'asc', page: 1, pageSize: 10 },
        APPLICATION_LIST,
      ).items.map((r) => r.appId);
    expect(search('')).toEqual(['CRM', 'erp']);
    expect(search('finance')).toEqual(['erp']);
    expect(search('customers')).toEqual(['CRM']);
  });

  it("lists lanes by pool, each pool's lanes by name, and finds them by their pool's name", () => {
    const lane = (laneId: string, name: string, poolName: string) => ({
      laneId,
      name,
      poolId: poolName,
      poolName,
      createdAt: '',
    });
    const lanes = [
      lane('1', 'Shipping', 'Warehouse'),
      lane('2', 'Billing', 'Finance'),
      lane('3', 'Audit', 'Finance'),
    ];
    const page = (search = '') =>
      listPage(lanes, { search, sort: 'pool', order: 'asc', page: 1, pageSize: 10 }, LANE_LIST).items.map(
        (l) => l.laneId,
      );
    expect(page()).toEqual(['3', '2', '1']);
    expect(page('warehouse')).toEqual(['1']);
  });

  it('sorts roles by where they are used', () => {
    const roles = [
      { roleId: 'a', name: 'A', createdAt: '', applications: 2, plans: 0, users: 5 },
      { roleId: 'b', name: 'B', createdAt: '', applications: 1, plans: 3, users: 0 },
    ];
    const sorted = (sort: 'applications' | 'plans' | 'users') =>
      listPage(roles, { sort, order: 'asc', page: 1, pageSize: 10 }, ROLE_LIST).items.map((r) => r.roleId);
    expect(sorted('applications')).toEqual(['b', 'a']);
    expect(sorted('plans')).toEqual(['a', 'b']);
    expect(sorted('users')).toEqual(['b', 'a']);
  });

  it('names a user by name, else e-mail, else id', () => {
    expect(userLabel({ name: 'Sam Studio', email: 's@x', userId: 'u' })).toBe('Sam Studio');
    expect(userLabel({ name: '', email: 's@x', userId: 'u' })).toBe('s@x');
    expect(userLabel({ name: '', email: '', userId: 'u' })).toBe('u');
  });
});
