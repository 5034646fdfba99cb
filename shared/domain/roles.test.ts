import { describe, expect, it } from 'vitest';
import { hasAccess, isProviderStaff, isStaffMember, roleFromPermissions } from './roles.js';

describe('roles (spec 1 §1, §4; spec 2 §6)', () => {
  it('"Role is admin if the user may update the organization, otherwise member."', () => {
    expect(roleFromPermissions(['readVideo', 'updateOrganization'])).toBe('admin');
    expect(roleFromPermissions(['readVideo'])).toBe('member');
    expect(roleFromPermissions([])).toBe('member');
  });

  it('"A failure of any of these yields role guest": no permissions loaded means guest', () => {
    expect(roleFromPermissions(undefined)).toBe('guest');
  });

  it('"Staff of the provider (recognised by the e-mail domain of the provider)"', () => {
    expect(isProviderStaff('staff@tubes.dev')).toBe(true);
    expect(isProviderStaff('  Staff@TUBES.dev ')).toBe(true);
    expect(isProviderStaff('admin@acme.test')).toBe(false);
    expect(isProviderStaff('tubes.dev@acme.test')).toBe(false);
    expect(isProviderStaff(undefined)).toBe(false);
  });

  it('staff need a verified provider e-mail AND membership of the operator organization', () => {
    const staff = { email: 'staff@tubes.dev', emailVerified: true, memberOfOperatorOrganization: true };
    expect(isStaffMember(staff)).toBe(true);
    // The escalation the issue describes: a member of a customer tenant who set a provider e-mail.
    expect(isStaffMember({ ...staff, memberOfOperatorOrganization: false })).toBe(false);
    // An e-mail nobody confirmed is not a fact about the user.
    expect(isStaffMember({ ...staff, emailVerified: false })).toBe(false);
    // Members of the operator organization on another domain are not staff either.
    expect(isStaffMember({ ...staff, email: 'contractor@acme.test' })).toBe(false);
  });

  it('"Groups: admin only = admin; logged in / member = admin or member; staff = admin or staff"', () => {
    const admin = { role: 'admin' as const, isStaff: false };
    const member = { role: 'member' as const, isStaff: false };
    const staffMember = { role: 'member' as const, isStaff: true };
    const guest = { role: 'guest' as const, isStaff: false };
    expect(hasAccess(admin, 'admin')).toBe(true);
    expect(hasAccess(member, 'admin')).toBe(false);
    expect(hasAccess(member, 'member')).toBe(true);
    expect(hasAccess(admin, 'member')).toBe(true);
    expect(hasAccess(guest, 'member')).toBe(false);
    expect(hasAccess(guest, 'public')).toBe(true);
    expect(hasAccess(admin, 'staff')).toBe(true);
    expect(hasAccess(staffMember, 'staff')).toBe(true);
    expect(hasAccess(member, 'staff')).toBe(false);
  });
});
