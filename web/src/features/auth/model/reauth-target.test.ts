import { describe, expect, it } from 'vitest';
import { reauthenticationTarget } from './reauth-target';

const ssoUrl = 'https://idp.example.com/saml/start?org=acme';

describe('reauthenticationTarget (a session ending mid-use)', () => {
  it('sends an SSO session back to the organization SSO address, on localhost too', () => {
    expect(reauthenticationTarget({ publicViewing: false, viaSso: true, ssoUrl, local: true })).toEqual({
      kind: 'sso',
      href: ssoUrl,
    });
    expect(reauthenticationTarget({ publicViewing: false, viaSso: true, ssoUrl, local: false })).toEqual({
      kind: 'sso',
      href: ssoUrl,
    });
  });

  it('sends a password session to the login of its host, even where the organization has SSO', () => {
    expect(reauthenticationTarget({ publicViewing: false, viaSso: false, ssoUrl, local: true })).toEqual({
      kind: 'login',
    });
    expect(reauthenticationTarget({ publicViewing: false, viaSso: false, ssoUrl, local: false })).toEqual({
      kind: 'centralLogin',
    });
  });

  it('falls back to the login when the organization no longer has SSO', () => {
    expect(reauthenticationTarget({ publicViewing: false, viaSso: true, local: true })).toEqual({
      kind: 'login',
    });
  });

  it('keeps a public viewing page on the embed login, whatever the session was', () => {
    expect(reauthenticationTarget({ publicViewing: true, viaSso: true, ssoUrl, local: false })).toEqual({
      kind: 'embedLogin',
    });
  });
});
