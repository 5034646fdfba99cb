import { describe, expect, it } from 'vitest';
import type { Permission } from '#shared/domain/roles';
import type { InitData } from './session';
import { holdsAdminPermission } from './use-admin-permission';

const initData = (permissions: Permission[]) => ({ permissions }) as unknown as InitData;

describe('holdsAdminPermission', () => {
  it('holds a permission the session has, in its own workspace', () => {
    expect(
      holdsAdminPermission(
        { initData: initData(['updateOrganization']), isSwitched: false },
        'updateOrganization',
      ),
    ).toBe(true);
  });

  it('does not hold a permission the session lacks', () => {
    expect(
      holdsAdminPermission({ initData: initData(['readVideo']), isSwitched: false }, 'updateOrganization'),
    ).toBe(false);
  });

  it('holds none while working in another workspace, nor without startup data', () => {
    expect(
      holdsAdminPermission(
        { initData: initData(['updateOrganization']), isSwitched: true },
        'updateOrganization',
      ),
    ).toBe(false);
    expect(holdsAdminPermission({ initData: null, isSwitched: false }, 'updateOrganization')).toBe(false);
  });
});
