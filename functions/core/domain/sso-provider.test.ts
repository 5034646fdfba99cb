import { describe, expect, it } from 'vitest';
import { OIDC_DEFAULT_MAPPING, ssoSettingsUpdateSchema } from '#shared/api/endpoints/sso-settings.js';
import { oidcAttributeMapping, oidcDetails, oidcMappingOf } from './sso-provider.js';

const payload = (extra: Record<string, unknown> = {}) => {
  const parsed = ssoSettingsUpdateSchema.parse({
    protocol: 'OIDC',
    enabled: true,
    displayName: 'Okta',
    issuer: 'https://acme.okta.example',
    clientId: 'tubes',
    ...extra,
  });
  if (parsed.protocol !== 'OIDC') throw new Error('not OIDC');
  return parsed;
};
const storedOidc = {
  ProviderType: 'OIDC' as const,
  ProviderDetails: { client_id: 'tubes', client_secret: 'stored-secret', oidc_issuer: 'https://x' },
};

describe("an OIDC provider's details for Cognito (CreateIdentityProvider / UpdateIdentityProvider)", () => {
  it('carries the issuer, client, default scopes and the GET attributes request', () => {
    expect(oidcDetails(payload({ clientSecret: 's3cret' }), undefined)).toEqual({
      client_id: 'tubes',
      client_secret: 's3cret',
      oidc_issuer: 'https://acme.okta.example',
      authorize_scopes: 'openid email profile',
      attributes_request_method: 'GET',
    });
  });

  it('keeps the stored secret when none is given, and a new one replaces it', () => {
    expect(oidcDetails(payload(), storedOidc).client_secret).toBe('stored-secret');
    expect(oidcDetails(payload({ clientSecret: 'new' }), storedOidc).client_secret).toBe('new');
  });

  it('takes no secret over from a SAML provider, and sends none when there is none', () => {
    const saml = { ProviderType: 'SAML' as const, ProviderDetails: { client_secret: 'odd' } };
    expect(oidcDetails(payload(), saml)).not.toHaveProperty('client_secret');
    expect(oidcDetails(payload(), undefined)).not.toHaveProperty('client_secret');
  });

  it('sends the admin’s scopes', () => {
    expect(oidcDetails(payload({ scopes: 'openid email groups' }), undefined).authorize_scopes).toBe(
      'openid email groups',
    );
  });
});

describe('the attribute mapping', () => {
  it('maps the chosen claims to the pool attributes, the sub to the username', () => {
    expect(oidcAttributeMapping({ email: 'mail', givenName: 'first', familyName: 'last' })).toEqual({
      email: 'mail',
      given_name: 'first',
      family_name: 'last',
      username: 'sub',
    });
  });

  it("reads Cognito's mapping back, the defaults for what is not mapped", () => {
    expect(oidcMappingOf({ email: 'mail', family_name: 'sn', username: 'sub' })).toEqual({
      email: 'mail',
      givenName: 'given_name',
      familyName: 'sn',
    });
    expect(oidcMappingOf(undefined)).toEqual(OIDC_DEFAULT_MAPPING);
  });
});
