/**
 * Single-sign-on administration (issue 11: /admin/security, /admin/azure-ad; organizationCommand
 * updateSsoSettings and updateAzureAdCertificate, GET /query/ssoSettings) against the local platform:
 * the identity provider and the app client's OAuth settings land in the caller's own pool and the SSO
 * address on the organization; members are refused; another tenant is untouched; bad metadata is 400.
 * Then the SSO address works end to end: the local IdP's user signs in and is a member of acme.
 */
import {
  DescribeIdentityProviderCommand,
  DescribeUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_PROVIDER_NAME } from '#shared/domain/sso.js';
import { call, cognito, contract, decodeJwt, platform, poolOf, send, signIn } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const token = async (email: string, orgId: string) => (await signIn(email, PASSWORD, orgId)).idToken;
const command = (idToken: string, type: string, payload: unknown) =>
  send(contract.organizationCommand, { token: idToken, body: { type, payload } });
const settings = (idToken: string) => call(contract.getSsoSettings, { token: idToken });

let acmeAdmin = '';
let acmeMember = '';
let globexAdmin = '';
const metadataUrl = () => `${platform().urls.samlIdp}/metadata`;

beforeAll(async () => {
  [acmeAdmin, acmeMember, globexAdmin] = await Promise.all([
    token('admin@acme.test', 'acme'),
    token('member@acme.test', 'acme'),
    token('admin@globex.test', 'globex'),
  ]);
});

describe('updateSsoSettings', () => {
  it('is refused for a member (403) and leaves the organization as it was', async () => {
    const res = await command(acmeMember, 'updateSsoSettings', {
      protocol: 'SAML',
      enabled: true,
      displayName: 'Acme IdP',
      metadataUrl: metadataUrl(),
    });
    expect(res.status).toBe(403);
    const org = await call(contract.getOrganization, { params: { orgId: 'acme' } });
    expect(org.body).not.toHaveProperty('ssoUrl');
  });

  it('refuses bad input and bad metadata with 400 and issues', async () => {
    const neither = await command(acmeAdmin, 'updateSsoSettings', {
      protocol: 'SAML',
      enabled: true,
      displayName: 'X',
    });
    expect(neither.status).toBe(400);
    expect(neither.body.issues?.length).toBeGreaterThan(0);
    const notMetadata = await command(acmeAdmin, 'updateSsoSettings', {
      protocol: 'SAML',
      enabled: true,
      displayName: 'X',
      metadataXml: '<html>hello</html>',
    });
    expect(notMetadata.status).toBe(400);
    const noIdp = await command(acmeAdmin, 'updateSsoSettings', {
      protocol: 'SAML',
      enabled: true,
      displayName: 'X',
      metadataXml:
        '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com"></md:EntityDescriptor>',
    });
    expect(noIdp.status).toBe(400);
    expect(noIdp.body.message).toMatch(/metadata/i);
    const unreachable = await command(acmeAdmin, 'updateSsoSettings', {
      protocol: 'SAML',
      enabled: true,
      displayName: 'X',
      metadataUrl: 'http://localhost:1/metadata',
    });
    expect(unreachable.status).toBe(400);
    const badOidc = await command(acmeAdmin, 'updateSsoSettings', {
      protocol: 'OIDC',
      enabled: true,
      displayName: 'X',
      issuer: 'not a url',
      clientId: '',
    });
    expect(badOidc.status).toBe(400);
  });

  it("an admin connects the organization's SAML IdP in its own pool; globex stays untouched", async () => {
    const res = await command(acmeAdmin, 'updateSsoSettings', {
      protocol: 'SAML',
      enabled: true,
      displayName: 'Acme IdP',
      metadataUrl: metadataUrl(),
    });
    expect(res.status).toBe(200);
    const acme = poolOf('acme');
    const { IdentityProvider } = await cognito().send(
      new DescribeIdentityProviderCommand({ UserPoolId: acme.userPoolId, ProviderName: SSO_PROVIDER_NAME }),
    );
    expect(IdentityProvider?.ProviderDetails?.MetadataURL).toBe(metadataUrl());
    const { UserPoolClient } = await cognito().send(
      new DescribeUserPoolClientCommand({ UserPoolId: acme.userPoolId, ClientId: acme.clientId }),
    );
    expect(UserPoolClient?.SupportedIdentityProviders).toContain(SSO_PROVIDER_NAME);
    expect(UserPoolClient?.AllowedOAuthFlows).toEqual(expect.arrayContaining(['code', 'implicit']));
    // The sign-in still works for the pool's own users (the client's other settings were kept).
    expect(UserPoolClient?.ExplicitAuthFlows).toContain('ALLOW_USER_PASSWORD_AUTH');

    const read = await settings(acmeAdmin);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      protocol: 'SAML',
      enabled: true,
      displayName: 'Acme IdP',
      metadataUrl: metadataUrl(),
      cognitoIdentifier: `urn:amazon:cognito:sp:${acme.userPoolId}`,
      samlResponseUrl: `${platform().urls.cognito}/saml2/idpresponse`,
    });
    const org = await call(contract.getOrganization, { params: { orgId: 'acme' } });
    expect(org.body.ssoUrl).toBe(read.body.ssoUrl);
    expect(org.body.ssoName).toBe('Acme IdP');

    // Another tenant: its pool has no provider, its settings none.
    await expect(
      cognito().send(
        new DescribeIdentityProviderCommand({
          UserPoolId: poolOf('globex').userPoolId,
          ProviderName: SSO_PROVIDER_NAME,
        }),
      ),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    const globex = await settings(globexAdmin);
    expect(globex.body.protocol).toBeNull();
    expect(globex.body.ssoUrl).toBe('');
  });

  it('the SSO address signs an IdP user in to acme (implicit flow: tokens in the tube URL hash)', async () => {
    const org = await call(contract.getOrganization, { params: { orgId: 'acme' } });
    const authorize = await fetch(org.body.ssoUrl as string, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const toIdp = new URL(authorize.headers.get('location') as string);
    const login = await fetch(new URL('/sso', toIdp), {
      method: 'POST',
      body: new URLSearchParams({
        SAMLRequest: toIdp.searchParams.get('SAMLRequest') as string,
        RelayState: toIdp.searchParams.get('RelayState') as string,
        email: 'sso.anna@acme.test',
        password: PASSWORD,
      }),
    });
    const html = await login.text();
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
    const back = await fetch(`${platform().urls.cognito}/saml2/idpresponse`, {
      method: 'POST',
      body: new URLSearchParams({ SAMLResponse: field('SAMLResponse'), RelayState: field('RelayState') }),
      redirect: 'manual',
    });
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location') as string);
    expect(`${location.origin}/`).toBe(`${platform().urls.tenants.acme}/`);
    const idToken = new URLSearchParams(location.hash.slice(1)).get('id_token') as string;
    expect(decodeJwt(idToken)['custom:orgId']).toBe('acme');
    const init = await call(contract.getInitData, { token: idToken });
    expect(init.body).toMatchObject({ orgId: 'acme', email: 'sso.anna@acme.test', role: 'member' });
  });

  it('disabling SSO takes the SSO address off the organization', async () => {
    const off = await command(acmeAdmin, 'updateSsoSettings', {
      protocol: 'SAML',
      enabled: false,
      displayName: 'Acme IdP',
      metadataUrl: metadataUrl(),
    });
    expect(off.status).toBe(200);
    const org = await call(contract.getOrganization, { params: { orgId: 'acme' } });
    expect(org.body).not.toHaveProperty('ssoUrl');
    const { UserPoolClient } = await cognito().send(
      new DescribeUserPoolClientCommand({
        UserPoolId: poolOf('acme').userPoolId,
        ClientId: poolOf('acme').clientId,
      }),
    );
    expect(UserPoolClient?.SupportedIdentityProviders).toEqual(['COGNITO']);
  });
});

describe('updateAzureAdCertificate', () => {
  const certificate = () =>
    // The local IdP's own certificate is valid input; any X.509 body in PEM or base64 is.
    fetch(metadataUrl())
      .then((r) => r.text())
      .then((xml) => /<ds:X509Certificate>([^<]+)</.exec(xml)?.[1] as string);
  /** member@acme.test, given updateAzureAdCertificate (and no admin rights) for these tests. */
  let certificateManager = '';
  let memberPermissions: string[] = [];
  const setMemberPermissions = (permissions: string[]) =>
    send(contract.updateUserPermissions, {
      token: acmeAdmin,
      body: { userId: String(decodeJwt(acmeMember).sub), permissions, isMasterAdmin: false },
    });

  beforeAll(async () => {
    memberPermissions = (await call(contract.getInitData, { token: acmeMember })).body.permissions;
    const granted = await setMemberPermissions([...memberPermissions, 'updateAzureAdCertificate']);
    expect(granted.status).toBe(200);
    certificateManager = await token('member@acme.test', 'acme');
  });
  afterAll(async () => {
    await setMemberPermissions(memberPermissions);
  });

  it('is refused without the updateAzureAdCertificate permission (403)', async () => {
    const res = await command(globexAdmin, 'updateAzureAdCertificate', { certificate: await certificate() });
    expect(res.status).toBe(403);
  });

  it('refuses what is not a certificate (400)', async () => {
    const res = await command(certificateManager, 'updateAzureAdCertificate', { certificate: 'hello' });
    expect(res.status).toBe(400);
    expect(res.body.issues?.[0]?.path).toContain('certificate');
  });

  it("replaces the certificate of the own pool's provider (stored as metadata XML from then on)", async () => {
    const pem = `-----BEGIN CERTIFICATE-----\n${await certificate()}\n-----END CERTIFICATE-----`;
    const res = await command(certificateManager, 'updateAzureAdCertificate', { certificate: pem });
    expect(res.status).toBe(200);
    const read = await settings(certificateManager);
    expect(read.status).toBe(200);
    expect(read.body.certificate).toBe(await certificate());
    expect(read.body.metadataUrl).toBe('');
    expect(read.body.metadataXml).toContain('EntityDescriptor');
    // The certificate manager is no admin: the security settings stay closed to them.
    const security = await command(certificateManager, 'updateSsoSettings', {
      protocol: 'SAML',
      enabled: true,
      displayName: 'X',
      metadataUrl: metadataUrl(),
    });
    expect(security.status).toBe(403);
  });
});
