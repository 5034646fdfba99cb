/**
 * Ports, directories and the environment of the local platform. Every port has a default and an
 * environment variable that moves it; the handlers' environment is derived from them in one place.
 */
import { createServer } from 'node:net';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { LOCAL_WEBSOCKET_PATH } from '#shared/domain/realtime.js';
import { WORKFLOWS } from '../../workflows/index.js';
import { stateMachineArn } from '../emulators/stepfunctions/arns.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.local');

export const TABLE_NAME = 'tubes';
export const UPLOADS_BUCKET = 'tubes-uploads';
export const MEDIA_BUCKET = 'tubes-media';
export const REGION = 'us-east-1';
/** The account every local ARN names (API Gateway's, Lambda's, CloudTrail's). */
export const LOCAL_ACCOUNT_ID = '000000000000';
export const PROVIDER_EMAIL_DOMAIN = 'tubes.dev';
/**
 * The handlers' AWS credentials locally (s3rver accepts only its own key pair; DynamoDB Local and
 * cognito-local accept any). The `@connections` API verifies SigV4 signatures made with them.
 */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
/** The local WebSocket API's stage: its `@connections` URL carries it, as the cloud's callback URL does. */
export const LOCAL_WEBSOCKET_STAGE = 'local';
/**
 * The local REST API's id and stage, as API Gateway's control plane knows them: the user-access
 * reconciler flushes the stage's cached authorizer decisions (FlushStageAuthorizersCache).
 */
export const LOCAL_REST_API_ID = 'tubeslocal';
export const LOCAL_REST_API_STAGE = 'local';

export type ComponentName =
  | 'dynamodb'
  | 's3'
  | 'cognito'
  | 'gateway'
  | 'web'
  | 'mediaconvert'
  | 'transcribe'
  | 'translate'
  | 'polly'
  | 'samlidp'
  | 'oidcidp'
  | 'scheduler'
  | 'stepfunctions'
  | 'ses';

export interface Ports {
  dynamodb: number;
  s3: number;
  cognito: number;
  gateway: number;
  web: number;
  mediaconvert: number;
  /** The local Amazon Transcribe (pocketsphinx); 0 picks a free port. */
  transcribe: number;
  /** The local Amazon Translate (Apertium); 0 picks a free port. */
  translate: number;
  /** The local Amazon Polly (espeak-ng); 0 picks a free port. */
  polly: number;
  /** The local SAML identity provider (single sign-on). */
  samlidp: number;
  /** The local OpenID Connect provider (single sign-on). */
  oidcidp: number;
  /** The local scheduler (EventBridge Scheduler's daily schedules); 0 picks a free port. */
  scheduler: number;
  /** The local Step Functions (the registry's state machines); 0 picks a free port. */
  stepfunctions: number;
  /** The local Amazon SES (API v2) and its mail viewer; 0 picks a free port. */
  ses: number;
}

export const PORT_SETTINGS: Record<ComponentName, { env: string; default: number; label: string }> = {
  dynamodb: { env: 'TUBES_DYNAMODB_PORT', default: 8000, label: 'DynamoDB Local' },
  s3: { env: 'TUBES_S3_PORT', default: 4569, label: 's3rver' },
  cognito: { env: 'TUBES_COGNITO_PORT', default: 9229, label: 'Cognito (layer over cognito-local)' },
  gateway: { env: 'TUBES_API_PORT', default: 4000, label: 'API gateway' },
  web: { env: 'TUBES_WEB_PORT', default: 5173, label: 'web app (Vite)' },
  mediaconvert: { env: 'TUBES_MEDIACONVERT_PORT', default: 4580, label: 'MediaConvert emulator' },
  transcribe: { env: 'TUBES_TRANSCRIBE_PORT', default: 4582, label: 'Transcribe emulator' },
  translate: { env: 'TUBES_TRANSLATE_PORT', default: 4586, label: 'Translate emulator' },
  polly: { env: 'TUBES_POLLY_PORT', default: 4588, label: 'Polly emulator' },
  samlidp: { env: 'TUBES_SAML_IDP_PORT', default: 4590, label: 'SAML identity provider' },
  oidcidp: { env: 'TUBES_OIDC_IDP_PORT', default: 4591, label: 'OpenID Connect provider' },
  scheduler: { env: 'TUBES_SCHEDULER_PORT', default: 4595, label: 'scheduler' },
  stepfunctions: { env: 'TUBES_STEPFUNCTIONS_PORT', default: 4584, label: 'Step Functions emulator' },
  ses: { env: 'TUBES_SES_PORT', default: 4593, label: 'SES emulator and mail viewer' },
};

/** Ports from explicit options, else the TUBES_*_PORT variables, else the defaults. */
export function resolvePorts(overrides: Partial<Ports> = {}, env: NodeJS.ProcessEnv = process.env): Ports {
  const pick = (name: ComponentName): number => {
    const explicit = overrides[name];
    if (explicit !== undefined) return explicit;
    const setting = PORT_SETTINGS[name];
    const raw = env[setting.env];
    if (raw === undefined || raw === '') return setting.default;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`${setting.env}=${raw} is not a valid port`);
    }
    return port;
  };
  return {
    dynamodb: pick('dynamodb'),
    s3: pick('s3'),
    cognito: pick('cognito'),
    gateway: pick('gateway'),
    web: pick('web'),
    mediaconvert: pick('mediaconvert'),
    transcribe: pick('transcribe'),
    translate: pick('translate'),
    polly: pick('polly'),
    samlidp: pick('samlidp'),
    oidcidp: pick('oidcidp'),
    scheduler: pick('scheduler'),
    stepfunctions: pick('stepfunctions'),
    ses: pick('ses'),
  };
}

/** cognito-local's own port behind the Cognito layer; unset means a free port chosen at start. */
export const COGNITO_INTERNAL_PORT_ENV = 'TUBES_COGNITO_INTERNAL_PORT';
/** Fixed confirmation codes (cognito-local's CODE), e.g. for end-to-end tests. */
export const COGNITO_FIXED_CODE_ENV = 'TUBES_COGNITO_FIXED_CODE';

export function resolveCognitoInternalPort(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env[COGNITO_INTERNAL_PORT_ENV];
  if (raw === undefined || raw === '') return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${COGNITO_INTERNAL_PORT_ENV}=${raw} is not a valid port`);
  }
  return port;
}

export function resolveCognitoFixedCode(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const raw = env[COGNITO_FIXED_CODE_ENV];
  if (raw === undefined || raw === '') return undefined;
  // Cognito's codes are six digits; the sign-up page's code field expects the same.
  if (!/^\d{6}$/.test(raw)) throw new Error(`${COGNITO_FIXED_CODE_ENV}=${raw} is not a six-digit code`);
  return raw;
}

/** A port the OS reports free now (for internal listeners nobody configures). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    // No host: the dual-stack wildcard collides with a listener on any local address.
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Fails fast, naming the component and the variable that moves it, if a port is taken. */
export async function assertPortsFree(ports: Ports, components: readonly ComponentName[]): Promise<void> {
  const taken: string[] = [];
  for (const name of components) {
    const port = ports[name];
    // 0: the component picks a free port when it starts.
    if (port !== 0 && !(await portFree(port))) {
      const setting = PORT_SETTINGS[name];
      taken.push(
        `port ${port} for ${setting.label} is already in use (set ${setting.env} to use another port)`,
      );
    }
  }
  if (taken.length > 0) throw new Error(`Cannot start the local platform:\n  - ${taken.join('\n  - ')}`);
}

/** DynamoDB Local needs Java 17+; say so clearly instead of failing with a spawn error. */
export function assertJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(
      'Java was not found: DynamoDB Local needs Java 17 or newer on PATH ' +
        '(Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless).',
    );
  }
  const match = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`);
  const major = match ? Number(match[1]) : 0;
  if (major > 0 && major < 17) throw new Error(`Java ${major} found; DynamoDB Local needs Java 17 or newer.`);
}

export interface PlatformUrls {
  /** The apex site ("Login to organization"). */
  web: string;
  api: string;
  /** The WebSocket API (design.md §7). */
  websocket: string;
  health: string;
  dynamodb: string;
  s3: string;
  cognito: string;
  /** The local SAML identity provider (its metadata at /metadata). */
  samlIdp: string;
  /** The local OpenID Connect provider (the issuer; discovery at /.well-known/openid-configuration). */
  oidcIdp: string;
  /** The local scheduler (POST /schedules/{name}/run fires a schedule now). */
  scheduler: string;
  /** The mail viewer: every e-mail sent through the local SES (GET /messages.json for tests). */
  mailViewer: string;
  /** orgId → the tenant's tube URL. */
  tenants: Record<string, string>;
}

export function platformUrls(ports: Ports, subdomains: Record<string, string>): PlatformUrls {
  return {
    web: `http://localhost:${ports.web}`,
    api: `http://localhost:${ports.gateway}`,
    websocket: `ws://localhost:${ports.gateway}${LOCAL_WEBSOCKET_PATH}`,
    health: `http://localhost:${ports.gateway}/health`,
    dynamodb: `http://localhost:${ports.dynamodb}`,
    s3: `http://localhost:${ports.s3}`,
    cognito: `http://localhost:${ports.cognito}`,
    samlIdp: `http://localhost:${ports.samlidp}`,
    oidcIdp: `http://localhost:${ports.oidcidp}`,
    scheduler: `http://localhost:${ports.scheduler}`,
    mailViewer: `http://localhost:${ports.ses}/`,
    tenants: Object.fromEntries(
      Object.entries(subdomains).map(([orgId, sub]) => [orgId, `http://${sub}.localhost:${ports.web}`]),
    ),
  };
}

/** The variables the handlers read (the same names CDK sets in the cloud) plus SDK endpoint overrides. */
export function handlerEnvironment(
  ports: Ports,
  tenantPools: string,
  secrets: { autoLogin: string },
): Record<string, string> {
  return {
    TABLE_NAME,
    AWS_REGION: REGION,
    AWS_DEFAULT_REGION: REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: `http://localhost:${ports.dynamodb}`,
    AWS_ENDPOINT_URL_S3: `http://localhost:${ports.s3}`,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://localhost:${ports.cognito}`,
    // The pools' hosted-UI domain: the Cognito layer answers /oauth2/* and /saml2/* for every pool.
    COGNITO_DOMAIN_TEMPLATE: `http://localhost:${ports.cognito}`,
    AWS_ENDPOINT_URL_MEDIACONVERT: `http://localhost:${ports.mediaconvert}`,
    AWS_ENDPOINT_URL_TRANSCRIBE: `http://localhost:${ports.transcribe}`,
    AWS_ENDPOINT_URL_TRANSLATE: `http://localhost:${ports.translate}`,
    AWS_ENDPOINT_URL_POLLY: `http://localhost:${ports.polly}`,
    AWS_ENDPOINT_URL_SFN: `http://localhost:${ports.stepfunctions}`,
    // Amazon SES (API v2): the local SES keeps every message for the mail viewer; the sender's domain
    // PROVIDER_EMAIL_DOMAIN is its verified identity.
    AWS_ENDPOINT_URL_SESV2: `http://localhost:${ports.ses}`,
    MAIL_FROM_ADDRESS: `no-reply@${PROVIDER_EMAIL_DOMAIN}`,
    // Each state machine's ARN, in the variable the CDK's grants set (infra/workflows).
    ...Object.fromEntries(
      WORKFLOWS.map((w) => [
        w.arnVariable,
        stateMachineArn({ region: REGION, account: LOCAL_ACCOUNT_ID }, w.name),
      ]),
    ),
    // API Gateway's control plane (FlushStageAuthorizersCache): the local gateway answers it.
    AWS_ENDPOINT_URL_API_GATEWAY: `http://localhost:${ports.gateway}`,
    REST_API_ID: LOCAL_REST_API_ID,
    REST_API_STAGE: LOCAL_REST_API_STAGE,
    // The WebSocket API's `@connections` management endpoint with its stage, like the cloud's
    // https://{api}.execute-api.{region}.amazonaws.com/{stage}; calls are SigV4-signed (IAM).
    WEBSOCKET_CONNECTIONS_URL: `http://localhost:${ports.gateway}/${LOCAL_WEBSOCKET_STAGE}`,
    // The role the cloud passes to MediaConvert; the emulator records it and needs no IAM.
    MEDIACONVERT_ROLE_ARN: `arn:aws:iam::000000000000:role/tubes-local-mediaconvert`,
    S3_FORCE_PATH_STYLE: 'true',
    UPLOADS_BUCKET,
    MEDIA_BUCKET,
    APP_DOMAIN: `localhost:${ports.web}`,
    APP_URL_TEMPLATE: `http://{sub}.localhost:${ports.web}`,
    TENANT_POOLS: tenantPools,
    PROVIDER_EMAIL_DOMAIN,
    POWERTOOLS_LOG_LEVEL: 'WARN',
    POWERTOOLS_SERVICE_NAME: 'tubes-local',
    AUTO_LOGIN_SECRET: secrets.autoLogin,
    // GET /language reads the UI dictionaries from files (the cloud ships them beside the function).
    DICTIONARIES_DIR: path.join(REPO_ROOT, 'shared', 'i18n'),
  };
}

/**
 * A random secret kept in the data directory (the cloud keeps it in Secrets Manager), so that what it
 * signs (auto-login links) stays valid across restarts and dies with `npm run reset`.
 */
export function localSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
