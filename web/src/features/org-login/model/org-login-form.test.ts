import { describe, expect, it } from 'vitest';
import { validateOrgLogin } from './org-login-form';

// Spec 1 §5: "Organization login: the email is required and must be an email."
describe('validateOrgLogin', () => {
  it('requires the e-mail ("Required")', () => {
    expect(validateOrgLogin('')).toEqual({ ok: false, error: 'required' });
    expect(validateOrgLogin('   ')).toEqual({ ok: false, error: 'required' });
  });

  it('rejects what is not an e-mail ("Invalid email")', () => {
    for (const value of ['member', 'member@', '@acme.test', 'member@acme', 'a b@acme.test']) {
      expect(validateOrgLogin(value)).toEqual({ ok: false, error: 'invalid-email' });
    }
  });

  it('accepts an e-mail, trimmed and lower-cased', () => {
    expect(validateOrgLogin('  Member@Acme.TEST ')).toEqual({ ok: true, email: 'member@acme.test' });
  });
});
