import { describe, expect, it } from 'vitest';
import { ssoFormBody, ssoFormErrors, ssoFormOf, type SsoFormValues } from './sso-form';

const none = {
  protocol: null,
  enabled: false,
  displayName: '',
  metadataUrl: '',
  metadataXml: '',
  issuer: '',
  clientId: '',
  clientSecretSet: false,
  scopes: 'openid email profile',
  attributeMapping: { email: 'email', givenName: 'given_name', familyName: 'family_name' },
  oidcRedirectUrl: 'https://pool.auth.example.com/oauth2/idpresponse',
  cognitoIdentifier: 'urn:amazon:cognito:sp:pool',
  samlResponseUrl: '',
  ssoUrl: '',
  certificate: '',
};
const saml: SsoFormValues = {
  ...ssoFormOf(none),
  displayName: ' Entra ID ',
  metadataUrl: 'https://idp.example.com/m',
};

describe('the /admin/security form', () => {
  it('starts a new setup as SAML by metadata address, enabled', () => {
    expect(ssoFormOf(none)).toMatchObject({ protocol: 'SAML', enabled: true, metadataSource: 'url' });
  });

  it('keeps a saved XML setup as XML', () => {
    const form = ssoFormOf({ ...none, protocol: 'SAML', metadataXml: '<EntityDescriptor/>', enabled: false });
    expect(form).toMatchObject({ metadataSource: 'xml', enabled: false });
  });

  it('asks for a name and a usable metadata address or XML', () => {
    expect(ssoFormErrors({ ...saml, displayName: ' ', metadataUrl: 'ftp://x' })).toEqual({
      displayName: 'sso-error-required',
      metadataUrl: 'sso-error-address',
    });
    expect(ssoFormErrors({ ...saml, metadataSource: 'xml', metadataXml: '<html/>' })).toEqual({
      metadataXml: 'sso-error-metadata',
    });
    expect(ssoFormErrors(saml)).toEqual({});
  });

  it('checks an OIDC provider’s issuer and client id', () => {
    expect(ssoFormErrors({ ...saml, protocol: 'OIDC', issuer: 'nope' })).toEqual({
      issuer: 'sso-error-address',
      clientId: 'sso-error-required',
    });
  });

  it('sends only the chosen metadata source, trimmed', () => {
    expect(ssoFormBody(saml)).toEqual({
      protocol: 'SAML',
      enabled: true,
      displayName: 'Entra ID',
      metadataUrl: 'https://idp.example.com/m',
    });
    expect(ssoFormBody({ ...saml, metadataSource: 'xml', metadataXml: ' <EntityDescriptor/> ' })).toEqual({
      protocol: 'SAML',
      enabled: true,
      displayName: 'Entra ID',
      metadataXml: '<EntityDescriptor/>',
    });
    expect(
      ssoFormBody({
        ...saml,
        protocol: 'OIDC',
        issuer: 'https://login.example.com',
        clientId: 'abc',
        clientSecret: '',
      }),
    ).toEqual({
      protocol: 'OIDC',
      enabled: true,
      displayName: 'Entra ID',
      issuer: 'https://login.example.com',
      clientId: 'abc',
      scopes: 'openid email profile',
      attributeMapping: { email: 'email', givenName: 'given_name', familyName: 'family_name' },
    });
  });

  it('shows a stored OIDC secret as set, never its value, and keeps it when the field stays empty', () => {
    const form = ssoFormOf({
      ...none,
      protocol: 'OIDC',
      enabled: true,
      issuer: 'https://login.example.com',
      clientId: 'abc',
      clientSecretSet: true,
      scopes: 'openid email',
      attributeMapping: { email: 'mail', givenName: 'first', familyName: 'last' },
    });
    expect(form).toMatchObject({ secretSet: true, clientSecret: '', scopes: 'openid email' });
    expect(ssoFormBody({ ...form, displayName: 'Okta' })).not.toHaveProperty('clientSecret');
    expect(ssoFormBody({ ...form, displayName: 'Okta', clientSecret: ' s3cret ' })).toMatchObject({
      clientSecret: 's3cret',
      attributeMapping: { email: 'mail', givenName: 'first', familyName: 'last' },
    });
  });

  it('asks for openid among the scopes and plain claim names, and sends the scopes spaced once', () => {
    const oidc: SsoFormValues = {
      ...saml,
      protocol: 'OIDC',
      issuer: 'https://login.example.com',
      clientId: 'abc',
    };
    expect(
      ssoFormErrors({ ...oidc, scopes: 'email profile', claimEmail: 'e mail', claimGivenName: '' }),
    ).toEqual({
      scopes: 'sso-oidc-error-scopes',
      claimEmail: 'sso-oidc-error-claim',
      claimGivenName: 'sso-oidc-error-claim',
    });
    expect(ssoFormBody({ ...oidc, scopes: '  openid   email\tgroups ' })).toMatchObject({
      scopes: 'openid email groups',
    });
  });
});
