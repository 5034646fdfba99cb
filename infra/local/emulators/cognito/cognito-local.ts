/**
 * cognito-local 5.3.0 as a supervised child process (its exported factory keeps data in a
 * cwd-relative `.cognito/` and reads PORT/HOST at import time, so a child with its own cwd is the clean
 * way to give it a data directory), and one user pool + app client per tenant, as in the cloud.
 *
 * Facts verified against 5.3.0: tokens carry `iss = <TokenConfig.IssuerDomain>/<userPoolId>`; the JWKS
 * is served at `<iss>/.well-known/jwks.json` (one key shared by all pools); pool ids look like
 * `local_XXXXXXXX`. Its discovery document hard-codes localhost:9229, so the issuer is configured here.
 * It listens on an internal port behind the Cognito layer (cognito-layer.ts), which owns the public
 * port: the issuer names the public URL, so tokens' `iss` and the JWKS address stay on that port.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { REGION, REPO_ROOT } from '../../platform/config.js';
import { startChild, waitUntil, type SupervisedChild } from '../../platform/supervisor.js';

const START_SCRIPT = path.join(REPO_ROOT, 'node_modules/cognito-local/lib/bin/start.js');
/** Ends cognito-local when the platform process is gone without stopping it. */
const PARENT_WATCHDOG = fileURLToPath(new URL('../../platform/parent-watchdog.mjs', import.meta.url));

export interface TenantPoolInfo {
  orgId: string;
  userPoolId: string;
  clientId: string;
  /** Exact `iss` of the pool's tokens. */
  issuer: string;
  jwksUri: string;
}

export interface CognitoLocal {
  /** cognito-local's own (internal) endpoint. */
  endpoint: string;
  /** Its `.cognito` directory (config.json, db/<poolId>.json). */
  dataDir: string;
  /** The `iss` prefix: issuer of a pool = `${issuerDomain}/${userPoolId}`. */
  issuerDomain: string;
  child: SupervisedChild;
  client: CognitoIdentityProviderClient;
  stop(): Promise<void>;
}

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
}

export async function startCognito(options: {
  /** The port cognito-local listens on. */
  port: number;
  /** The URL clients reach Cognito at (the layer's); default: cognito-local's own. */
  publicUrl?: string;
  /** cognito-local's working directory; it keeps its data in `<dir>/.cognito`. */
  directory: string;
  logFile: string;
  /** Fixed confirmation / temporary codes (cognito-local's CODE variable), for tests. */
  fixedCode?: string;
}): Promise<CognitoLocal> {
  const issuerDomain = options.publicUrl ?? `http://localhost:${options.port}`;
  const configDir = path.join(options.directory, '.cognito');
  mkdirSync(path.join(configDir, 'db'), { recursive: true });
  // Rewritten each start so that a changed port changes the issuer too.
  writeFileSync(
    path.join(configDir, 'config.json'),
    JSON.stringify(
      {
        TokenConfig: { IssuerDomain: issuerDomain },
        ServerConfig: { port: options.port, hostname: '127.0.0.1', https: false, development: false },
      },
      null,
      2,
    ),
  );
  keepOriginalEmailInPoolFiles(path.join(configDir, 'db'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(options.port), HOST: '127.0.0.1' };
  delete env.DEBUG;
  if (options.fixedCode) env.CODE = options.fixedCode;
  else delete env.CODE;
  const child = await startChild({
    name: 'cognito',
    command: process.execPath,
    args: ['--import', PARENT_WATCHDOG, START_SCRIPT],
    cwd: options.directory,
    env,
    logFile: options.logFile,
  });
  const endpoint = `http://localhost:${options.port}`;
  try {
    await waitUntil('cognito-local', async () => (await fetch(`${endpoint}/health`)).ok, {
      timeoutMs: 30_000,
      child,
      logFile: options.logFile,
    });
  } catch (error) {
    await child.stop();
    throw error;
  }
  const client = cognitoClient(endpoint);
  return {
    endpoint,
    dataDir: configDir,
    issuerDomain,
    child,
    client,
    async stop() {
      client.destroy();
      await child.stop();
    },
  };
}

/**
 * As the identity stack's pools (`keepOriginal: { email: true }`): a changed e-mail takes effect only
 * once the user confirms the code sent to it; until then Cognito keeps, and tokens carry, the verified
 * one. cognito-local honours the setting (UpdateUserAttributes → UnverifiedAttributeChanges,
 * VerifyUserAttribute applies them), but its UpdateUserPool cannot set it.
 */
const USER_ATTRIBUTE_UPDATE_SETTINGS = { AttributesRequireVerificationBeforeUpdate: ['email'] as 'email'[] };

/** Tokens live as long as in the cloud (the identity stack's app client): 60 minutes. */
const TOKEN_VALIDITY = {
  IdTokenValidity: 60,
  AccessTokenValidity: 60,
  TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
  RefreshTokenValidity: 30,
} as const;

/**
 * Pools created by an earlier version of the platform lack the keep-original setting, which cognito-local
 * only takes at creation: its pool files (`db/<poolId>.json`, read at its start) get it added.
 */
function keepOriginalEmailInPoolFiles(dbDir: string): void {
  if (!existsSync(dbDir)) return;
  for (const file of readdirSync(dbDir)) {
    if (!file.endsWith('.json') || file === 'clients.json') continue;
    const full = path.join(dbDir, file);
    const data = JSON.parse(readFileSync(full, 'utf8')) as { Options?: Record<string, unknown> };
    if (!data.Options || data.Options.UserAttributeUpdateSettings) continue;
    data.Options.UserAttributeUpdateSettings = USER_ATTRIBUTE_UPDATE_SETTINGS;
    writeFileSync(full, JSON.stringify(data, null, 2));
  }
}

export function poolName(orgId: string): string {
  return `tubes-${orgId}`;
}

/** Finds the tenant's pool and client by name, creating what is missing. */
export async function ensureTenantPool(cognito: CognitoLocal, orgId: string): Promise<TenantPoolInfo> {
  const { client } = cognito;
  const name = poolName(orgId);
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((p) => p.Name === name)?.Id;
  if (!userPoolId) {
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: name,
        // As the identity stack: sign-in with e-mail, the tenant stamped into every token.
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        UserAttributeUpdateSettings: USER_ATTRIBUTE_UPDATE_SETTINGS,
        // Mutable so the post-confirmation trigger can bind it (Cognito accepts immutable custom
        // attributes only at creation); the app client still cannot write it.
        Schema: [{ Name: 'orgId', AttributeDataType: 'String', Mutable: true }],
        Policies: {
          PasswordPolicy: {
            MinimumLength: 8,
            RequireLowercase: true,
            RequireUppercase: true,
            RequireNumbers: true,
            RequireSymbols: false,
          },
        },
      }),
    );
    userPoolId = created.UserPool?.Id;
    if (!userPoolId) throw new Error(`cognito-local returned no id for pool ${name}`);
  }
  const clientName = `${name}-web`;
  const clients = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  let clientId = clients.UserPoolClients?.find((c) => c.ClientName === clientName)?.ClientId;
  if (!clientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: clientName,
        GenerateSecret: false,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        PreventUserExistenceErrors: 'ENABLED',
        ...TOKEN_VALIDITY,
      }),
    );
    clientId = created.UserPoolClient?.ClientId;
    if (!clientId) throw new Error(`cognito-local returned no client id for pool ${name}`);
  } else {
    // A client from an earlier version: the cloud's token lifetimes (cognito-local's default is 24 h).
    await client.send(
      new UpdateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientId: clientId,
        PreventUserExistenceErrors: 'ENABLED',
        ...TOKEN_VALIDITY,
      }),
    );
  }
  const issuer = `${cognito.issuerDomain}/${userPoolId}`;
  return { orgId, userPoolId, clientId, issuer, jwksUri: `${issuer}/.well-known/jwks.json` };
}

/** TENANT_POOLS for the authorizer: [{ orgId, issuer, clientId }] (functions/core/http/tenant-pools.ts). */
export function tenantPoolsJson(pools: readonly TenantPoolInfo[]): string {
  return JSON.stringify(pools.map(({ orgId, issuer, clientId }) => ({ orgId, issuer, clientId })));
}
