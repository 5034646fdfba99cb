/**
 * Cognito's wire protocol as the layer speaks it: AWS JSON 1.1 bodies, `__type`/`message` errors, and
 * the CORS header cognito-local's `cors({ origin: '*' })` sends, on the layer's own answers.
 */
import type http from 'node:http';

export const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
export const AMZ_JSON = 'application/x-amz-json-1.1';
/** cognito-local's error answers are Express `res.json(...)`. */
const ERROR_CONTENT_TYPE = 'application/json; charset=utf-8';
const MAX_BODY_BYTES = 1024 * 1024;

export type Json = Record<string, unknown>;

/** An error Cognito answers (HTTP 400 unless told). */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** An answer as it came from cognito-local. */
export interface Upstream {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A rewrite of one cognito-local error (`__type|message`) into Cognito's type and text. */
export type ErrorRewrites = Readonly<Record<string, { type: string; message: string }>>;

export function answer(response: http.ServerResponse, status: number, payload: Json): void {
  const text = JSON.stringify(payload);
  response.writeHead(status, {
    'Access-Control-Allow-Origin': '*',
    'Content-Type': status === 200 ? AMZ_JSON : ERROR_CONTENT_TYPE,
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

export function rewriteError(rewrites: ErrorRewrites | undefined, upstream: Upstream): Upstream {
  if (!rewrites || upstream.status !== 400) return upstream;
  const parsed = parseJson(upstream.body);
  const rewrite = rewrites[`${String(parsed.__type)}|${String(parsed.message)}`];
  if (!rewrite) return upstream;
  const body = Buffer.from(JSON.stringify({ __type: rewrite.type, message: rewrite.message }));
  // The body changed: its length and Express's ETag no longer apply.
  const { etag: _etag, ...headers } = upstream.headers;
  return { ...upstream, headers: { ...headers, 'content-length': String(body.length) }, body };
}

export function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new CognitoError('InvalidParameterException', 'Request body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export function parseJson(body: Buffer): Json {
  if (body.length === 0) return {};
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Json) : {};
  } catch {
    throw new CognitoError('SerializationException', 'Malformed request body');
  }
}

/** The operation of an AWS JSON call (`X-Amz-Target`), or undefined for anything else. */
export function operationOf(request: http.IncomingMessage): string | undefined {
  const target = request.headers['x-amz-target'];
  return request.method === 'POST' &&
    (request.url ?? '/') === '/' &&
    typeof target === 'string' &&
    target.startsWith(TARGET_PREFIX)
    ? target.slice(TARGET_PREFIX.length)
    : undefined;
}
