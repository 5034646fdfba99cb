import { describe, expect, it } from 'vitest';
import {
  applicationFormErrors,
  applicationPayload,
  hasErrors,
  laneFormErrors,
  poolFormErrors,
  issuesByField,
  planFormErrors,
  processFormErrors,
  processPayload,
  roleFormErrors,
  userRolesFormErrors,
} from './training-forms';

describe('the application dialog (spec 2 §5)', () => {
  it('"Application ID is required; Application Name is required"', () => {
    expect(applicationFormErrors({ appId: ' ', name: '', roleIds: [] })).toEqual({
      appId: 'training-admin-error-app-id-required',
      name: 'training-admin-error-app-name-required',
    });
  });

  it('"Application ID may contain only letters, numbers, underscores and hyphens"', () => {
    expect(applicationFormErrors({ appId: 'SAP MM', name: 'SAP', roleIds: [] })).toEqual({
      appId: 'training-admin-error-app-id-pattern',
    });
    expect(hasErrors(applicationFormErrors({ appId: 'SAP_MM-2', name: 'SAP', roleIds: [] }))).toBe(false);
  });

  it('sends the texts trimmed', () => {
    expect(applicationPayload({ appId: ' crm ', name: ' CRM ', roleIds: ['r1'] })).toEqual({
      appId: 'crm',
      name: 'CRM',
      roleIds: ['r1'],
    });
  });
});

describe('the other dialogs', () => {
  it('a role and a process need their names', () => {
    expect(roleFormErrors({ name: '' })).toEqual({ name: 'training-admin-error-role-name-required' });
    expect(processFormErrors({ name: '', introductionVideoId: '', trackId: '' })).toEqual({
      name: 'training-admin-error-process-name-required',
    });
  });

  it('"Process introduction video ID is optional and not validated"', () => {
    expect(processFormErrors({ name: 'P', introductionVideoId: 'any thing #1', trackId: '' })).toEqual({});
    expect(processPayload({ name: ' P ', introductionVideoId: ' v1 ', trackId: '' })).toEqual({
      name: 'P',
      introductionVideoId: 'v1',
      trackId: null,
    });
    expect(processPayload({ name: 'P', introductionVideoId: '', trackId: 't1' }).trackId).toBe('t1');
  });

  it('a plan needs a name, a process and a role', () => {
    expect(planFormErrors({ name: '', processIds: [], includeParentVideos: false, roleIds: [] })).toEqual({
      name: 'training-admin-error-plan-name-required',
      processIds: 'training-admin-error-processes-required',
      roleIds: 'training-admin-error-roles-required',
    });
    expect(
      planFormErrors({ name: 'Plan', processIds: ['p'], includeParentVideos: true, roleIds: ['r'] }),
    ).toEqual({});
  });

  it('a user and one or more roles', () => {
    expect(userRolesFormErrors({ userId: null, roleIds: [] })).toEqual({
      userId: 'training-admin-error-user-required',
      roleIds: 'training-admin-error-roles-required',
    });
    expect(userRolesFormErrors({ userId: 'u', roleIds: ['r'] })).toEqual({});
  });
});

describe("the server's 400", () => {
  it('puts each issue under its field, the first per field', () => {
    expect(
      issuesByField(
        [
          { path: 'body.payload.appId', message: 'Application ID is required' },
          { path: 'body.payload.appId', message: 'second' },
          { path: 'body.payload.roleIds.0', message: 'Too long' },
          { path: 'body.type', message: 'Invalid' },
        ],
        ['appId', 'name', 'roleIds'],
      ),
    ).toEqual({ appId: 'Application ID is required', roleIds: 'Too long' });
  });
});

describe('the pool and lane dialogs (spec 2 §2 /admin/pools, /admin/lanes)', () => {
  it('needs a pool name; a lane needs a name and its pool', () => {
    expect(poolFormErrors({ name: ' ' })).toEqual({ name: 'training-admin-error-pool-name-required' });
    expect(poolFormErrors({ name: 'Finance' })).toEqual({});
    expect(laneFormErrors({ name: '', poolId: '' })).toEqual({
      name: 'training-admin-error-lane-name-required',
      poolId: 'training-admin-error-pool-required',
    });
    expect(laneFormErrors({ name: 'Billing', poolId: 'pool-1' })).toEqual({});
  });
});
