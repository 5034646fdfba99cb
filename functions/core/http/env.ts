/**
 * The functions' environment, declared once: every variable's name, what it holds and how it is read.
 * Functions read values through `env.<key>()` (validated when read, the variable named in the error);
 * the CDK stacks and the local platform set them with `envVars({ <key>: value })` or `ENV_NAMES.<key>`,
 * so no variable name is written twice. Pure (no SDK, no I/O): infra imports it.
 */

type Reader<T> = (raw: string | undefined, name: string) => T;

const missing = (name: string) => new Error(`environment variable ${name} is not set`);
const invalid = (name: string, why: string) => new Error(`environment variable ${name} ${why}`);

const required: Reader<string> = (raw, name) => {
  if (!raw) throw missing(name);
  return raw;
};
const optional: Reader<string | undefined> = (raw) => raw || undefined;
const flag: Reader<boolean> = (raw) => raw === 'true';
const httpUrl: Reader<string> = (raw, name) => {
  const value = required(raw, name);
  if (!/^https?:\/\/[^/]/.test(value)) throw invalid(name, `must be an http(s) URL, not ${value}`);
  return value;
};
const directory: Reader<string> = (raw, name) => {
  const value = required(raw, name);
  if (!value.startsWith('/')) throw invalid(name, `must be an absolute path, not ${value}`);
  return value;
};
/** An https URL template of the tenants' web addresses, `{sub}` standing for the sub-domain. */
const urlTemplate: Reader<string> = (raw, name) => {
  const value = httpUrl(raw, name);
  if (!value.includes('{sub}')) throw invalid(name, 'must contain {sub}');
  return value;
};
/** A key given as base64 of at least 32 bytes. */
const secret: Reader<Buffer> = (raw, name) => {
  const bytes = Buffer.from(required(raw, name), 'base64');
  if (bytes.length < 32) throw invalid(name, 'must hold at least 32 bytes (base64)');
  return bytes;
};
const ticketSystemKind: Reader<'table' | 'zendesk'> = (raw, name) => {
  const value = raw || 'table';
  if (value !== 'table' && value !== 'zendesk') throw invalid(name, `is not table or zendesk: ${value}`);
  return value;
};
const positiveInteger: Reader<number | undefined> = (raw, name) => {
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw invalid(name, `is not a positive integer: ${raw}`);
  return value;
};

interface Variable<T> {
  readonly name: string;
  readonly read: Reader<T>;
}
const variable = <T>(name: string, read: Reader<T>): Variable<T> => ({ name, read });

/** Every variable a function may read. */
export const VARIABLES = {
  /** The single table (design.md §5). */
  tableName: variable('TABLE_NAME', required),
  /** Originals and images clients upload (presigned PUTs). */
  uploadsBucket: variable('UPLOADS_BUCKET', required),
  /** Transcoder output: playlists, segments, MP4s, thumbnails. */
  mediaBucket: variable('MEDIA_BUCKET', required),
  /**
   * HLS media through CloudFront (infra/constructs/media-cdn.ts), set together when the stage has a media
   * CDN: its domain, the id of the key pair's public key (`Key-Pair-Id`) and the secret holding the PEM
   * private key. Without them media URLs are presigned S3 GETs (core/media/media-urls.ts).
   */
  mediaCdnDomain: variable('MEDIA_CDN_DOMAIN', optional),
  mediaSigningKeyPairId: variable('MEDIA_SIGNING_KEY_PAIR_ID', optional),
  mediaSigningKeySecretArn: variable('MEDIA_SIGNING_KEY_SECRET_ARN', optional),
  /** Path-style S3 addressing ('true' for S3-compatible endpoints such as the local s3rver). */
  s3ForcePathStyle: variable('S3_FORCE_PATH_STYLE', flag),
  /** The stage's web domain (e.g. `tubes.example.com`, locally `localhost:5173`): CORS origins. */
  appDomain: variable('APP_DOMAIN', optional),
  /** A tenant's web address, `{sub}` for its sub-domain (e.g. `https://{sub}.tubes.example.com`). */
  appUrlTemplate: variable('APP_URL_TEMPLATE', urlTemplate),
  /**
   * The tenant pools' hosted-UI domain, `{orgId}` for the organization (e.g.
   * `https://tubes-{orgId}-prod.auth.eu-west-1.amazoncognito.com`; locally the Cognito layer's address).
   */
  cognitoDomainTemplate: variable('COGNITO_DOMAIN_TEMPLATE', optional),
  /** The provider's staff e-mail domain (shared/domain/roles.ts), for operators reading the configuration. */
  providerEmailDomain: variable('PROVIDER_EMAIL_DOMAIN', optional),
  /** The tenant pools the authorizers trust, JSON (functions/core/http/tenant-pools.ts parses it). */
  tenantPools: variable('TENANT_POOLS', required),
  /** Key of auto-login links, base64 of ≥ 32 bytes (functions/core/domain/auto-login-token.ts). */
  autoLoginSecret: variable('AUTO_LOGIN_SECRET', secret),
  /** The WebSocket stage's `@connections` management endpoint (functions/core/domain/push.ts). */
  connectionsUrl: variable('WEBSOCKET_CONNECTIONS_URL', httpUrl),
  /** The role MediaConvert assumes to read uploads and write media. */
  mediaConvertRoleArn: variable('MEDIACONVERT_ROLE_ARN', required),
  /** A MediaConvert queue of its own; the account's default queue without it. */
  mediaConvertQueueArn: variable('MEDIACONVERT_QUEUE_ARN', optional),
  /** The REST API and stage whose authorizer cache the user-access reconciler flushes. */
  restApiId: variable('REST_API_ID', optional),
  restApiStage: variable('REST_API_STAGE', optional),
  /** Where GET /language finds the UI dictionaries (shared/i18n's layout: <language>/<area>.json). */
  dictionariesDir: variable('DICTIONARIES_DIR', directory),
  /** The stage's ticket system (functions/core/domain/tickets). */
  ticketSystem: variable('TICKET_SYSTEM', ticketSystemKind),
  zendeskBaseUrl: variable('ZENDESK_BASE_URL', httpUrl),
  zendeskSecretArn: variable('ZENDESK_SECRET_ARN', optional),
  zendeskEmail: variable('ZENDESK_EMAIL', optional),
  zendeskApiToken: variable('ZENDESK_API_TOKEN', optional),
  zendeskPhoneFieldId: variable('ZENDESK_PHONE_FIELD_ID', positiveInteger),
  /**
   * The address the product's e-mails come from (functions/core/domain/mail), on the stage's SES identity
   * (its domain, verified in CDK; locally the SES emulator's verified domain).
   */
  mailFromAddress: variable('MAIL_FROM_ADDRESS', required),
  /** Names the function in every log line (set by the TubesFunction construct). */
  serviceName: variable('POWERTOOLS_SERVICE_NAME', optional),
} as const;

export type EnvKey = keyof typeof VARIABLES;
type ValueOf<K extends EnvKey> = (typeof VARIABLES)[K] extends Variable<infer T> ? T : never;

/** The variable names, by key: `ENV_NAMES.uploadsBucket` is `'UPLOADS_BUCKET'`. */
export const ENV_NAMES = Object.fromEntries(Object.entries(VARIABLES).map(([key, v]) => [key, v.name])) as {
  readonly [K in EnvKey]: (typeof VARIABLES)[K]['name'];
};

/** The environment of this process, read and checked on each call (tests change it between calls). */
export const env = Object.fromEntries(
  Object.entries(VARIABLES).map(([key, v]) => [key, () => v.read(process.env[v.name], v.name)]),
) as { readonly [K in EnvKey]: () => ValueOf<K> };

/** A function's environment as a deployment sets it: `{ TABLE_NAME: … }` from `{ tableName: … }`. */
export function envVars(values: Partial<Record<EnvKey, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) out[VARIABLES[key as EnvKey].name] = value;
  }
  return out;
}
