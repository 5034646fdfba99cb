/**
 * The organization's identity provider in its own Cognito pool (issue 11, SSO): the provider
 * (CreateIdentityProvider / UpdateIdentityProvider, named SSO_PROVIDER_NAME) and the app client's OAuth
 * settings (UpdateUserPoolClient: the code and implicit flows, the tube as callback URL, the provider
 * among the supported ones). UpdateUserPoolClient resets what it is not given, so the client's current
 * settings are read first and sent back with the OAuth ones.
 */
import type { IdentityProviderType, UserPoolClientType } from '@aws-sdk/client-cognito-identity-provider';
import {
  OIDC_DEFAULT_MAPPING,
  OIDC_DEFAULT_SCOPES,
  type OidcAttributeMapping,
  type SsoSettingsUpdate,
} from '#shared/api/endpoints/sso-settings.js';
import { SSO_PROVIDER_NAME, cognitoIdentifierOf, samlResponseUrlOf, ssoUrlOf } from '#shared/domain/sso.js';
import type { OrganizationItem } from '../data/items.js';
import { ssoData } from '../data/sso-data.js';
import { badRequest } from '../http/errors.js';
import { env } from '../http/env.js';
import { cognito } from './cognito.js';
import { tenantUrl } from './organizations.js';

export interface ProviderSetup {
  userPoolId: string;
  protocol: 'SAML' | 'OIDC';
  details: Record<string, string>;
  /** Pool attribute → the IdP's attribute or claim. */
  attributeMapping: Record<string, string>;
}

/** The attributes every provider maps: the e-mail is the identity, the names fill the profile. */
const SAML_ATTRIBUTES = {
  email: 'email',
  given_name: 'given_name',
  family_name: 'family_name',
};

/** Cognito's mapping (pool attribute → claim) of the admin's choice; the sub is always the username. */
export function oidcAttributeMapping(mapping: OidcAttributeMapping): Record<string, string> {
  return {
    email: mapping.email,
    given_name: mapping.givenName,
    family_name: mapping.familyName,
    username: 'sub',
  };
}

/** The admin's mapping back from Cognito's (the defaults for what is not mapped). */
export function oidcMappingOf(attributeMapping: Record<string, string> | undefined): OidcAttributeMapping {
  return {
    email: attributeMapping?.email ?? OIDC_DEFAULT_MAPPING.email,
    givenName: attributeMapping?.given_name ?? OIDC_DEFAULT_MAPPING.givenName,
    familyName: attributeMapping?.family_name ?? OIDC_DEFAULT_MAPPING.familyName,
  };
}

/**
 * The OIDC provider's details: the client secret is write-only on /admin/security, so a save without
 * one keeps the secret stored with the provider (UpdateIdentityProvider replaces all the details).
 */
export function oidcDetails(
  payload: Extract<SsoSettingsUpdate, { protocol: 'OIDC' }>,
  current: IdentityProviderType | undefined,
): Record<string, string> {
  const storedSecret = current?.ProviderType === 'OIDC' ? current.ProviderDetails?.client_secret : undefined;
  const secret = payload.clientSecret ?? storedSecret;
  return {
    client_id: payload.clientId,
    ...(secret ? { client_secret: secret } : {}),
    oidc_issuer: payload.issuer,
    authorize_scopes: payload.scopes || OIDC_DEFAULT_SCOPES,
    attributes_request_method: 'GET',
  };
}

function refusal(error: unknown): never {
  const name = (error as { name?: string }).name;
  if (name === 'InvalidParameterException') {
    const message = (error as Error).message;
    throw badRequest(message, [{ path: 'body.payload', message }]);
  }
  throw error;
}

export async function describeProvider(userPoolId: string): Promise<IdentityProviderType | undefined> {
  const { client, sdk } = await cognito();
  try {
    const { IdentityProvider } = await client.send(
      new sdk.DescribeIdentityProviderCommand({ UserPoolId: userPoolId, ProviderName: SSO_PROVIDER_NAME }),
    );
    return IdentityProvider;
  } catch (error) {
    if ((error as { name?: string }).name === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

/** Creates the provider, or updates it (a changed protocol replaces it). */
export async function saveProvider(setup: ProviderSetup): Promise<void> {
  const { client, sdk } = await cognito();
  const current = await describeProvider(setup.userPoolId);
  const attributeMapping = setup.attributeMapping;
  try {
    if (current && current.ProviderType === setup.protocol) {
      await client.send(
        new sdk.UpdateIdentityProviderCommand({
          UserPoolId: setup.userPoolId,
          ProviderName: SSO_PROVIDER_NAME,
          ProviderDetails: setup.details,
          AttributeMapping: attributeMapping,
        }),
      );
      return;
    }
    if (current) {
      await client.send(
        new sdk.DeleteIdentityProviderCommand({
          UserPoolId: setup.userPoolId,
          ProviderName: SSO_PROVIDER_NAME,
        }),
      );
    }
    await client.send(
      new sdk.CreateIdentityProviderCommand({
        UserPoolId: setup.userPoolId,
        ProviderName: SSO_PROVIDER_NAME,
        ProviderType: setup.protocol,
        ProviderDetails: setup.details,
        AttributeMapping: attributeMapping,
      }),
    );
  } catch (error) {
    refusal(error);
  }
}

/** Replaces only the provider's details (the certificate page): the provider must exist. */
export async function updateProviderDetails(
  userPoolId: string,
  details: Record<string, string>,
): Promise<void> {
  const { client, sdk } = await cognito();
  try {
    await client.send(
      new sdk.UpdateIdentityProviderCommand({
        UserPoolId: userPoolId,
        ProviderName: SSO_PROVIDER_NAME,
        ProviderDetails: details,
      }),
    );
  } catch (error) {
    refusal(error);
  }
}

/** The fields of a described client that UpdateUserPoolClient takes (the rest would be reset). */
function updatable(c: UserPoolClientType) {
  return {
    ClientName: c.ClientName,
    RefreshTokenValidity: c.RefreshTokenValidity,
    AccessTokenValidity: c.AccessTokenValidity,
    IdTokenValidity: c.IdTokenValidity,
    TokenValidityUnits: c.TokenValidityUnits,
    ReadAttributes: c.ReadAttributes,
    WriteAttributes: c.WriteAttributes,
    ExplicitAuthFlows: c.ExplicitAuthFlows,
    LogoutURLs: c.LogoutURLs,
    DefaultRedirectURI: c.DefaultRedirectURI,
    PreventUserExistenceErrors: c.PreventUserExistenceErrors,
    EnableTokenRevocation: c.EnableTokenRevocation,
    EnablePropagateAdditionalUserContextData: c.EnablePropagateAdditionalUserContextData,
    AuthSessionValidity: c.AuthSessionValidity,
  };
}

/** The app client's OAuth settings: SSO on (the provider supported) or off (only the pool's own sign-in). */
export async function configureClient(options: {
  userPoolId: string;
  clientId: string;
  callbackUrl: string;
  ssoEnabled: boolean;
}): Promise<void> {
  const { client, sdk } = await cognito();
  const { UserPoolClient } = await client.send(
    new sdk.DescribeUserPoolClientCommand({ UserPoolId: options.userPoolId, ClientId: options.clientId }),
  );
  if (!UserPoolClient) throw new Error(`app client ${options.clientId} not found`);
  await client.send(
    new sdk.UpdateUserPoolClientCommand({
      ...updatable(UserPoolClient),
      UserPoolId: options.userPoolId,
      ClientId: options.clientId,
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthFlows: ['code', 'implicit'],
      AllowedOAuthScopes: ['openid', 'email', 'profile'],
      CallbackURLs: [options.callbackUrl],
      SupportedIdentityProviders: options.ssoEnabled ? ['COGNITO', SSO_PROVIDER_NAME] : ['COGNITO'],
    }),
  );
}

/** The pool domain of the organization (COGNITO_DOMAIN_TEMPLATE, `{orgId}` for it). */
export function cognitoDomain(orgId: string): string {
  const template = env.cognitoDomainTemplate();
  if (!template) throw new Error('COGNITO_DOMAIN_TEMPLATE is not set: this stage has no hosted-UI domain');
  return template.replace('{orgId}', orgId).replace(/\/$/, '');
}

/**
 * Sets up the organization's identity provider, its app client and the organization's SSO attributes
 * (updateSsoSettings; the local demo tenant too); answers what the organization now holds.
 */
export async function setUpSso(organization: OrganizationItem, payload: SsoSettingsUpdate) {
  const domain = cognitoDomain(organization.orgId);
  if (payload.protocol === 'SAML') {
    const details: Record<string, string> = payload.metadataUrl
      ? { MetadataURL: payload.metadataUrl }
      : { MetadataFile: payload.metadataXml ?? '' };
    await saveProvider({
      userPoolId: organization.userPoolId,
      protocol: 'SAML',
      details,
      attributeMapping: SAML_ATTRIBUTES,
    });
  } else {
    const current = await describeProvider(organization.userPoolId);
    await saveProvider({
      userPoolId: organization.userPoolId,
      protocol: 'OIDC',
      details: oidcDetails(payload, current),
      attributeMapping: oidcAttributeMapping(payload.attributeMapping),
    });
  }
  const callbackUrl = `${tenantUrl(organization.domain, env.appUrlTemplate()).url}/`;
  await configureClient({
    userPoolId: organization.userPoolId,
    clientId: organization.userPoolClientId,
    callbackUrl,
    ssoEnabled: payload.enabled,
  });
  const after = {
    sso: {
      protocol: payload.protocol,
      enabled: payload.enabled,
      displayName: payload.displayName,
      ...(payload.protocol === 'SAML' && payload.metadataUrl ? { metadataUrl: payload.metadataUrl } : {}),
      ...(payload.protocol === 'OIDC' ? { issuer: payload.issuer, clientId: payload.clientId } : {}),
    },
    cognitoIdentifier: cognitoIdentifierOf(organization.userPoolId),
    samlResponseUrl: samlResponseUrlOf(domain),
    ...(payload.enabled
      ? {
          ssoUrl: ssoUrlOf({ cognitoDomain: domain, clientId: organization.userPoolClientId, callbackUrl }),
          ssoName: payload.displayName,
        }
      : {}),
  };
  await ssoData(organization.orgId).update(after, { removeSsoUrl: !payload.enabled });
  return after;
}

/**
 * After a deployment (tenant provisioning): CloudFormation writes the app client as the identity stack
 * declares it, with the pool's own sign-in only, so an organization whose SSO is on gets its provider back
 * among the client's supported ones. True when the client was set up again.
 */
export async function reapplySso(organization: OrganizationItem): Promise<boolean> {
  if (!organization.sso?.enabled) return false;
  await configureClient({
    userPoolId: organization.userPoolId,
    clientId: organization.userPoolClientId,
    callbackUrl: `${tenantUrl(organization.domain, env.appUrlTemplate()).url}/`,
    ssoEnabled: true,
  });
  return true;
}
