import { describe, expect, it } from 'vitest';
import { createUserBody, createUserErrors, emptyCreateUser, togglePermission } from './create-user';

describe('the create-user form', () => {
  it('needs a valid e-mail and both names', () => {
    expect(createUserErrors(emptyCreateUser)).toEqual({
      email: 'required',
      firstName: 'required',
      lastName: 'required',
    });
    expect(createUserErrors({ ...emptyCreateUser, email: 'nope', firstName: 'A', lastName: ' ' })).toEqual({
      email: 'invalid-email',
      lastName: 'required',
    });
    expect(
      createUserErrors({ ...emptyCreateUser, email: ' Ada@Acme.test ', firstName: 'A', lastName: 'B' }),
    ).toEqual({});
  });

  it('starts with readVideo and toggles permissions', () => {
    const admin = togglePermission(emptyCreateUser, 'updateOrganization', true);
    expect(admin.permissions).toEqual(['readVideo', 'updateOrganization']);
    expect(togglePermission(admin, 'readVideo', false).permissions).toEqual(['updateOrganization']);
  });

  it('sends the e-mail lower-cased and the names trimmed', () => {
    expect(
      createUserBody({
        ...emptyCreateUser,
        email: ' Ada@Acme.test ',
        firstName: ' Ada ',
        lastName: 'Lovelace ',
      }),
    ).toEqual({
      email: 'ada@acme.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      permissions: ['readVideo'],
      isMasterAdmin: false,
    });
  });
});
