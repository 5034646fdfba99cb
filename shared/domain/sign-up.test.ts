import { describe, expect, it } from 'vitest';
import { SIGN_UP_REFUSAL_MESSAGES, selfSignUpOpen, signUpRefusal, signUpRefusalIn } from './sign-up.js';

const acme = { isProviderOrganization: false, whitelistedDomains: ['acme.test'] };

describe('self-registration', () => {
  it('a corporate tenant admits by sign-up only the e-mail domains it lists', () => {
    expect(signUpRefusal(acme, 'new.person@acme.test')).toBeNull();
    expect(signUpRefusal(acme, ' New.Person@ACME.test ')).toBeNull();
    expect(signUpRefusal(acme, 'someone@gmail.example')).toBe('sign-up-domain-not-allowed');
    // A sub-domain or a look-alike is another domain.
    expect(signUpRefusal(acme, 'x@mail.acme.test')).toBe('sign-up-domain-not-allowed');
    expect(signUpRefusal(acme, 'x@acme.test.evil.example')).toBe('sign-up-domain-not-allowed');
  });

  it('the operator organization admits nobody by sign-up, even on its own domain', () => {
    const studio = { isProviderOrganization: true, whitelistedDomains: ['tubes.dev'] };
    expect(selfSignUpOpen(studio)).toBe(false);
    expect(signUpRefusal(studio, 'x@tubes.dev')).toBe('sign-up-closed');
  });

  it('a tenant that lists no domain is closed to sign-up', () => {
    expect(signUpRefusal({ isProviderOrganization: false, whitelistedDomains: [] }, 'a@b.example')).toBe(
      'sign-up-closed',
    );
  });

  it("finds the refusal inside Cognito's wording of a failed trigger", () => {
    const text = SIGN_UP_REFUSAL_MESSAGES['sign-up-domain-not-allowed'];
    expect(signUpRefusalIn(`PreSignUp failed with error ${text}.`)).toBe('sign-up-domain-not-allowed');
    expect(signUpRefusalIn('An account with the given email already exists.')).toBeNull();
  });
});
