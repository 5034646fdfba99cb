/**
 * AWS Signature Version 4 verification for the local `@connections` management API, which API Gateway
 * protects with IAM: the functions' SDK client signs every call with the credentials of their
 * environment (locally the platform's LOCAL_CREDENTIALS), and anything unsigned or wrongly signed is
 * refused with API Gateway's 403 answers. Header authentication only (AWS4-HMAC-SHA256); presigned
 * query strings are not used by the SDK for this API.
 *
 * Two steps, so a request can be refused before its body is read: `checkAuthorizationHeader` (header,
 * credential scope, signed headers, clock skew) and `verifySignature` (canonical request with the
 * body's SHA-256, as @smithy/signature-v4 builds it).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SigV4Options {
  credentials: SigV4Credentials;
  region: string;
  service: string;
  /** Now, for the clock-skew check (tests). */
  now?: number;
  /** AWS accepts requests signed up to 5 minutes before or after its clock. */
  maxSkewMs?: number;
}

/** What verification needs of an HTTP request: the target as received and the headers (lower-case). */
export interface SigV4Request {
  method: string;
  /** Path and query exactly as on the request line (percent-encoding included). */
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface SigV4Failure {
  ok: false;
  status: 403;
  /** API Gateway's x-amzn-ErrorType. */
  errorType: string;
  message: string;
}

export interface ParsedAuthorization {
  ok: true;
  request: SigV4Request;
  options: SigV4Options;
  credentialScope: string;
  shortDate: string;
  longDate: string;
  signedHeaders: string[];
  signature: string;
}

export const ALGORITHM = 'AWS4-HMAC-SHA256';
const DEFAULT_MAX_SKEW_MS = 5 * 60 * 1000;

export const MISSING_TOKEN_MESSAGE = 'Missing Authentication Token';
export const SIGNATURE_MISMATCH_MESSAGE =
  'The request signature we calculated does not match the signature you provided. Check your AWS ' +
  'Secret Access Key and signing method. Consult the service documentation for details.';
export const INVALID_TOKEN_MESSAGE = 'The security token included in the request is invalid.';

function fail(errorType: string, message: string): SigV4Failure {
  return { ok: false, status: 403, errorType, message };
}

function header(request: SigV4Request, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** `20240101T120000Z` → epoch ms, or NaN. */
function parseAmzDate(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return Date.UTC(y as number, (mo as number) - 1, d, h, mi, s);
}

function amzDate(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

const isFailure = (value: object): value is SigV4Failure => 'ok' in value && value.ok === false;

/** The Authorization header's parameters and X-Amz-Date, or what is missing of them. */
function parseAuthorization(
  request: SigV4Request,
): { params: Map<string, string>; date: string } | SigV4Failure {
  const authorization = header(request, 'authorization');
  if (!authorization) return fail('MissingAuthenticationTokenException', MISSING_TOKEN_MESSAGE);
  const algorithm = authorization.split(/\s+/, 1)[0] ?? '';
  const params = new Map<string, string>();
  if (algorithm === ALGORITHM) {
    for (const part of authorization.slice(algorithm.length).split(',')) {
      const eq = part.indexOf('=');
      if (eq > 0) params.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
    }
  }
  const date = header(request, 'x-amz-date');
  const missing = [
    ...['Credential', 'Signature', 'SignedHeaders']
      .filter((name) => !params.get(name))
      .map((name) => `Authorization header requires '${name}' parameter.`),
    ...(date ? [] : ["Authorization header requires existence of a 'X-Amz-Date' header."]),
  ];
  if (missing.length > 0 || !date) {
    return fail('IncompleteSignatureException', `${missing.join(' ')} Authorization=${authorization}`);
  }
  return { params, date };
}

/** The credential scope: this platform's key (no session token), region and service. */
function checkCredential(
  request: SigV4Request,
  value: string,
  options: SigV4Options,
): { shortDate: string; region: string; service: string } | SigV4Failure {
  const credential = value.split('/');
  const [accessKeyId, shortDate, region, service, terminator] = credential;
  if (credential.length !== 5 || terminator !== 'aws4_request') {
    return fail(
      'IncompleteSignatureException',
      `Credential must have exactly 5 slash-delimited elements, e.g. keyid/date/region/service/term, got '${value}'`,
    );
  }
  if (accessKeyId !== options.credentials.accessKeyId || header(request, 'x-amz-security-token')) {
    return fail('UnrecognizedClientException', INVALID_TOKEN_MESSAGE);
  }
  if (region !== options.region) {
    return fail(
      'InvalidSignatureException',
      `Credential should be scoped to a valid region, not '${region}'. `,
    );
  }
  if (service !== options.service) {
    return fail(
      'InvalidSignatureException',
      `Credential should be scoped to correct service: '${options.service}'. `,
    );
  }
  return { shortDate: shortDate as string, region, service };
}

/** Host (HTTP/2: its :authority) and X-Amz-Date must be signed. */
function checkSignedHeaders(signedHeaders: string[]): SigV4Failure | null {
  if (!signedHeaders.includes('host') && !signedHeaders.includes(':authority')) {
    return fail(
      'InvalidSignatureException',
      "'Host' or ':authority' must be a 'SignedHeader' in the AWS Authorization.",
    );
  }
  if (!signedHeaders.includes('x-amz-date')) {
    return fail(
      'InvalidSignatureException',
      "'X-Amz-Date' must be a 'SignedHeader' in the AWS Authorization.",
    );
  }
  return null;
}

/** X-Amz-Date: well-formed, the credential scope's day, within the allowed clock skew. */
function checkDate(longDate: string, shortDate: string, options: SigV4Options): SigV4Failure | null {
  const signedAt = parseAmzDate(longDate);
  if (Number.isNaN(signedAt)) {
    return fail(
      'IncompleteSignatureException',
      `Date must be in ISO-8601 'basic format'. Got '${longDate}'.`,
    );
  }
  if (shortDate !== longDate.slice(0, 8)) {
    return fail(
      'InvalidSignatureException',
      `Date in Credential scope does not match YYYYMMDD from ISO-8601 version of date from HTTP: '${shortDate}' != '${longDate.slice(0, 8)}', from '${longDate}'.`,
    );
  }
  const now = options.now ?? Date.now();
  const skew = options.maxSkewMs ?? DEFAULT_MAX_SKEW_MS;
  const minutes = Math.round(skew / 60_000);
  if (signedAt < now - skew) {
    return fail(
      'InvalidSignatureException',
      `Signature expired: ${longDate} is now earlier than ${amzDate(now - skew)} (${amzDate(now)} - ${minutes} min.)`,
    );
  }
  if (signedAt > now + skew) {
    return fail(
      'InvalidSignatureException',
      `Signature not yet current: ${longDate} is still later than ${amzDate(now + skew)} (${amzDate(now)} + ${minutes} min.)`,
    );
  }
  return null;
}

/**
 * Step 1, from the headers alone. API Gateway's answers: no Authorization → "Missing Authentication
 * Token"; one without Credential/SignedHeaders/Signature → IncompleteSignatureException; an unknown
 * key → UnrecognizedClientException; wrong scope, unsigned host/x-amz-date, skew → InvalidSignatureException.
 */
export function checkAuthorizationHeader(
  request: SigV4Request,
  options: SigV4Options,
): ParsedAuthorization | SigV4Failure {
  const parsed = parseAuthorization(request);
  if (isFailure(parsed)) return parsed;
  const { params, date: longDate } = parsed;
  const scope = checkCredential(request, params.get('Credential') as string, options);
  if (isFailure(scope)) return scope;
  const signedHeaders = (params.get('SignedHeaders') as string).split(';');
  const failure = checkSignedHeaders(signedHeaders) ?? checkDate(longDate, scope.shortDate, options);
  if (failure) return failure;
  return {
    ok: true,
    request,
    options,
    credentialScope: `${scope.shortDate}/${scope.region}/${scope.service}/aws4_request`,
    shortDate: scope.shortDate,
    longDate,
    signedHeaders,
    signature: params.get('Signature') as string,
  };
}

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent plus !'()*). */
function escapeUri(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The canonical URI as every AWS service but S3 builds it: the path as sent (already percent-encoded),
 * dot segments and empty segments removed, then URI-encoded once more (so `%3D` becomes `%253D`).
 */
export function canonicalPath(rawPath: string): string {
  const segments: string[] = [];
  for (const segment of rawPath.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const trailing = segments.length > 0 && rawPath.endsWith('/') ? '/' : '';
  const normalized = `${rawPath.startsWith('/') ? '/' : ''}${segments.join('/')}${trailing}`;
  return escapeUri(normalized).replace(/%2F/g, '/');
}

/** Parameters sorted by encoded name (then value), each name and value encoded once. */
export function canonicalQuery(rawQuery: string): string {
  if (!rawQuery) return '';
  const pairs = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      const value = eq < 0 ? '' : pair.slice(eq + 1);
      return [escapeUri(safeDecode(key)), escapeUri(safeDecode(value))] as const;
    });
  pairs.sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The canonical request of step 2 (exported for tests). */
export function canonicalRequest(parsed: ParsedAuthorization, payloadHash: string): string {
  const { request, signedHeaders } = parsed;
  const q = request.url.indexOf('?');
  const rawPath = q < 0 ? request.url : request.url.slice(0, q);
  const rawQuery = q < 0 ? '' : request.url.slice(q + 1);
  const headers = [...signedHeaders].sort().map(
    (name) =>
      `${name}:${(header(request, name) ?? '')
        .replace(/[\r\n]/g, ' ')
        .replace(/[ \t]+/g, ' ')
        .trim()}`,
  );
  return [
    request.method.toUpperCase(),
    canonicalPath(rawPath),
    canonicalQuery(rawQuery),
    ...headers,
    '',
    [...signedHeaders].sort().join(';'),
    payloadHash,
  ].join('\n');
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** Step 2: the signature over the canonical request with the body's SHA-256 (hex). */
export function verifySignature(
  parsed: ParsedAuthorization,
  payloadHash: string,
): { ok: true } | SigV4Failure {
  const { options, credentialScope, longDate, shortDate } = parsed;
  const stringToSign = [
    ALGORITHM,
    longDate,
    credentialScope,
    sha256Hex(canonicalRequest(parsed, payloadHash)),
  ].join('\n');
  let key: Buffer = hmac(`AWS4${options.credentials.secretAccessKey}`, shortDate);
  for (const part of [options.region, options.service, 'aws4_request']) key = hmac(key, part);
  const expected = Buffer.from(createHmac('sha256', key).update(stringToSign).digest('hex'));
  const given = Buffer.from(parsed.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return fail('InvalidSignatureException', SIGNATURE_MISMATCH_MESSAGE);
  }
  return { ok: true };
}

/** Both steps for a request whose body is at hand. */
export function verifySigV4(
  request: SigV4Request,
  body: Buffer | string,
  options: SigV4Options,
): { ok: true } | SigV4Failure {
  const parsed = checkAuthorizationHeader(request, options);
  if (!parsed.ok) return parsed;
  return verifySignature(parsed, sha256Hex(body));
}
