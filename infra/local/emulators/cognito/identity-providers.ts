/**
 * Cognito's identity-provider operations, which cognito-local lacks: Create/Update/Describe/List/Delete
 * IdentityProvider, kept per pool in `<cognito data>/identity-providers.json`. As Cognito does, a SAML
 * provider's metadata (MetadataURL fetched, or MetadataFile) must be readable SAML metadata when it is
 * stored, and an OIDC provider needs client_id, authorize_scopes and an oidc_issuer whose discovery
 * document answers (or the endpoints given in its details).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CognitoError, type Json } from './protocol.js';
import { discoverEndpoints, OidcRejected } from './oidc-rp.js';
import { identityProviderOf, SamlRejected } from './saml-sp.js';

export interface StoredIdentityProvider {
  UserPoolId: string;
  ProviderName: string;
  ProviderType: 'SAML' | 'OIDC';
  ProviderDetails: Record<string, string>;
  AttributeMapping: Record<string, string>;
  IdpIdentifiers: string[];
  CreationDate: number;
  LastModifiedDate: number;
}

type Store = Record<string, Record<string, StoredIdentityProvider>>;

const PROVIDER_NAME = /^[^_\p{Z}][\p{L}\p{M}\p{S}\p{N}\p{P}][^_\p{Z}]+$/u;

export class IdentityProviderStore {
  private readonly file: string;

  constructor(cognitoDataDir: string) {
    this.file = path.join(cognitoDataDir, 'identity-providers.json');
  }

  private read(): Store {
    return existsSync(this.file) ? (JSON.parse(readFileSync(this.file, 'utf8')) as Store) : {};
  }

  private write(store: Store): void {
    writeFileSync(this.file, JSON.stringify(store, null, 2));
  }

  get(userPoolId: string, providerName: string): StoredIdentityProvider | undefined {
    return this.read()[userPoolId]?.[providerName];
  }

  list(userPoolId: string): StoredIdentityProvider[] {
    return Object.values(this.read()[userPoolId] ?? {});
  }

  put(provider: StoredIdentityProvider): void {
    const store = this.read();
    store[provider.UserPoolId] = { ...store[provider.UserPoolId], [provider.ProviderName]: provider };
    this.write(store);
  }

  /**
   * The pool username of a federated identity (`<provider>_<nameId>`). cognito-local names every user
   * of an e-mail pool by its sub, so the layer remembers which sub a federated identity became.
   */
  federatedUser(userPoolId: string, identity: string): string | undefined {
    return this.readLinks()[userPoolId]?.[identity];
  }

  linkFederatedUser(userPoolId: string, identity: string, username: string): void {
    const links = this.readLinks();
    links[userPoolId] = { ...links[userPoolId], [identity]: username };
    writeFileSync(this.linksFile, JSON.stringify(links, null, 2));
  }

  private get linksFile(): string {
    return this.file.replace(/identity-providers\.json$/, 'federated-users.json');
  }

  private readLinks(): Record<string, Record<string, string>> {
    return existsSync(this.linksFile)
      ? (JSON.parse(readFileSync(this.linksFile, 'utf8')) as Record<string, Record<string, string>>)
      : {};
  }

  remove(userPoolId: string, providerName: string): boolean {
    const store = this.read();
    if (!store[userPoolId]?.[providerName]) return false;
    delete store[userPoolId][providerName];
    this.write(store);
    return true;
  }
}

/** The metadata XML of a SAML provider: its MetadataFile, or what its MetadataURL answers now. */
export async function samlMetadataOf(details: Record<string, string>): Promise<string> {
  if (details.MetadataFile) return details.MetadataFile;
  if (!details.MetadataURL) {
    throw new CognitoError('InvalidParameterException', 'Either MetadataURL or MetadataFile is required.');
  }
  try {
    const response = await fetch(details.MetadataURL, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.text();
  } catch (error) {
    throw new CognitoError(
      'InvalidParameterException',
      `Could not retrieve metadata from ${details.MetadataURL}: ${(error as Error).message}`,
    );
  }
}

async function checkDetails(type: string, details: Record<string, string>): Promise<void> {
  if (type === 'SAML') {
    const xml = await samlMetadataOf(details);
    try {
      identityProviderOf(xml);
    } catch (error) {
      if (error instanceof SamlRejected) throw new CognitoError('InvalidParameterException', error.message);
      throw error;
    }
    return;
  }
  if (type === 'OIDC') {
    for (const key of ['client_id', 'authorize_scopes', 'oidc_issuer']) {
      if (!details[key]) throw new CognitoError('InvalidParameterException', `${key} is required for OIDC.`);
    }
    try {
      await discoverEndpoints(details);
    } catch (error) {
      if (error instanceof OidcRejected) throw new CognitoError('InvalidParameterException', error.message);
      throw error;
    }
    return;
  }
  throw new CognitoError('InvalidParameterException', `ProviderType ${type} is not supported.`);
}

const text = (input: Json, name: string): string => {
  const value = input[name];
  if (typeof value !== 'string' || value === '') {
    throw new CognitoError('InvalidParameterException', `Missing required parameter ${name}`);
  }
  return value;
};
const record = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' ? (value as Record<string, string>) : {};

/** What Cognito answers: dates in seconds. */
const described = (provider: StoredIdentityProvider): Json => ({ IdentityProvider: { ...provider } });

export function identityProviderOperations(store: IdentityProviderStore) {
  const existing = (input: Json) => {
    const provider = store.get(text(input, 'UserPoolId'), text(input, 'ProviderName'));
    if (!provider) {
      throw new CognitoError(
        'ResourceNotFoundException',
        `Identity provider ${String(input.ProviderName)} does not exist.`,
      );
    }
    return provider;
  };
  return {
    async CreateIdentityProvider(input: Json): Promise<Json> {
      const userPoolId = text(input, 'UserPoolId');
      const name = text(input, 'ProviderName');
      if (name.length > 32 || !PROVIDER_NAME.test(name)) {
        throw new CognitoError('InvalidParameterException', `Invalid ProviderName: ${name}`);
      }
      if (store.get(userPoolId, name)) {
        throw new CognitoError(
          'DuplicateProviderException',
          `A provider with the name ${name} already exists in this pool.`,
        );
      }
      const type = text(input, 'ProviderType');
      const details = record(input.ProviderDetails);
      await checkDetails(type, details);
      const now = Date.now() / 1000;
      const provider: StoredIdentityProvider = {
        UserPoolId: userPoolId,
        ProviderName: name,
        ProviderType: type as 'SAML' | 'OIDC',
        ProviderDetails: details,
        AttributeMapping: record(input.AttributeMapping),
        IdpIdentifiers: Array.isArray(input.IdpIdentifiers) ? (input.IdpIdentifiers as string[]) : [],
        CreationDate: now,
        LastModifiedDate: now,
      };
      store.put(provider);
      return described(provider);
    },
    async UpdateIdentityProvider(input: Json): Promise<Json> {
      const current = existing(input);
      const details = input.ProviderDetails ? record(input.ProviderDetails) : current.ProviderDetails;
      await checkDetails(current.ProviderType, details);
      const provider: StoredIdentityProvider = {
        ...current,
        ProviderDetails: details,
        AttributeMapping: input.AttributeMapping ? record(input.AttributeMapping) : current.AttributeMapping,
        IdpIdentifiers: Array.isArray(input.IdpIdentifiers)
          ? (input.IdpIdentifiers as string[])
          : current.IdpIdentifiers,
        LastModifiedDate: Date.now() / 1000,
      };
      store.put(provider);
      return described(provider);
    },
    async DescribeIdentityProvider(input: Json): Promise<Json> {
      return described(existing(input));
    },
    async ListIdentityProviders(input: Json): Promise<Json> {
      return {
        Providers: store.list(text(input, 'UserPoolId')).map((p) => ({
          ProviderName: p.ProviderName,
          ProviderType: p.ProviderType,
          CreationDate: p.CreationDate,
          LastModifiedDate: p.LastModifiedDate,
        })),
      };
    },
    async DeleteIdentityProvider(input: Json): Promise<Json> {
      existing(input);
      store.remove(text(input, 'UserPoolId'), text(input, 'ProviderName'));
      return {};
    },
  };
}
