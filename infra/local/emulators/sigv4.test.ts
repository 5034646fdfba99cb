/**
 * The local `@connections` API's SigV4 verification (infra/local/sigv4.ts) against signatures made by
 * the AWS SDK's own signer (@smithy/signature-v4): what the signer produces is accepted, and every
 * change to what it covers (method, path, query, signed headers, body, secret, scope, time) is refused
 * with API Gateway's 403 answers. Then the real ApiGatewayManagementApiClient, with and without the
 * stage prefix in its endpoint, against a server that runs the verification.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignatureV4 } from '@smithy/signature-v4';
import type { SourceData } from '@smithy/types';
import {
  ApiGatewayManagementApiClient,
  GetConnectionCommand,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import {
  canonicalPath,
  canonicalQuery,
  checkAuthorizationHeader,
  MISSING_TOKEN_MESSAGE,
  SIGNATURE_MISMATCH_MESSAGE,
  verifySigV4,
  verifySignature,
  type SigV4Options,
  type SigV4Request,
} from './sigv4.js';

const bytes = (data: SourceData): string | Uint8Array =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

/** The Checksum the signer needs, on node:crypto. */
class Sha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: SourceData): void {
    this.hash.update(bytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset(): void {}
}

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const SIGNED_AT = new Date('2026-03-14T09:26:53Z');
const options: SigV4Options = {
  credentials,
  region: 'us-east-1',
  service: 'execute-api',
  now: SIGNED_AT.getTime(),
};

interface Unsigned {
  method: string;
  path: string;
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  body?: string;
}

/** Signs like the SDK does (path already percent-encoded, query decoded), returns what arrives on the wire. */
async function sign(
  input: Unsigned,
  signer = new SignatureV4({ credentials, region: 'us-east-1', service: 'execute-api', sha256: Sha256 }),
  signingDate = SIGNED_AT,
): Promise<{ request: SigV4Request; body: string }> {
  const headers = { host: 'localhost:4000', ...(input.headers ?? {}) };
  const signed = await signer.sign(
    {
      method: input.method,
      protocol: 'http:',
      hostname: 'localhost',
      port: 4000,
      path: input.path,
      query: input.query ?? {},
      headers,
      body: input.body,
    },
    { signingDate },
  );
  const search = Object.entries(input.query ?? {})
    .flatMap(([k, v]) =>
      ([] as string[]).concat(v).map((value) => `${encodeURIComponent(k)}=${encodeURIComponent(value)}`),
    )
    .join('&');
  const lower = Object.fromEntries(Object.entries(signed.headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    request: { method: input.method, url: `${input.path}${search ? `?${search}` : ''}`, headers: lower },
    body: input.body ?? '',
  };
}

const post = {
  method: 'POST',
  path: '/local/@connections/L0SM9cOFvHcCIhw%3D',
  headers: { 'content-type': 'application/json' },
  body: '{"type":"REFETCH_NOTIFICATIONS"}',
};

describe('known answers', () => {
  it("matches AWS's published SigV4 test-suite vector (get-vanilla)", () => {
    // docs.aws.amazon.com SigV4 test suite: GET / on example.amazonaws.com, service "service".
    const verdict = verifySigV4(
      {
        method: 'GET',
        url: '/',
        headers: {
          host: 'example.amazonaws.com',
          'x-amz-date': '20150830T123600Z',
          authorization:
            'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ' +
            'SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
        },
      },
      '',
      {
        credentials: {
          accessKeyId: 'AKIDEXAMPLE',
          secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
        },
        region: 'us-east-1',
        service: 'service',
        now: Date.parse('2015-08-30T12:36:00Z'),
      },
    );
    expect(verdict).toEqual({ ok: true });
  });

  it.each([
    ['PostToConnection (stage prefix, = in the id)', post],
    ['GetConnection without stage', { method: 'GET', path: '/@connections/abc%2Bdef%3D' }],
    ['DeleteConnection', { method: 'DELETE', path: '/local/@connections/x' }],
    [
      'a query with reserved characters and repeated names',
      {
        method: 'GET',
        path: '/local/a%20b/c',
        query: { b: ['2', '1'], a: "it's (a) *test*", 'ü name': 'x y' },
      },
    ],
    ['dot segments in the path', { method: 'GET', path: '/local/./x/../@connections/id' }],
    ['an empty body on a POST', { method: 'POST', path: '/local/@connections/id', body: '' }],
    [
      'extra signed headers with runs of spaces',
      { method: 'POST', path: '/p', headers: { 'x-custom': '  a   b  ' }, body: 'x' },
    ],
  ])('accepts what the SDK signer signed: %s', async (_name, input: Unsigned) => {
    const { request, body } = await sign(input);
    expect(verifySigV4(request, body, options)).toEqual({ ok: true });
  });

  it('builds the canonical path and query as the signer does', () => {
    expect(canonicalPath('/local/@connections/L0SM9cOFvHcCIhw%3D')).toBe(
      '/local/%40connections/L0SM9cOFvHcCIhw%253D',
    );
    expect(canonicalPath('/a/./b/../c//')).toBe('/a/c/');
    expect(canonicalQuery('b=2&a=x%20y&b=1&c')).toBe('a=x%20y&b=1&b=2&c=');
  });
});

describe('refusals (API Gateway IAM answers)', () => {
  const refusal = (message: string | RegExp, errorType: string) => ({
    ok: false,
    status: 403,
    errorType,
    message: typeof message === 'string' ? message : expect.stringMatching(message),
  });

  it('no Authorization header: Missing Authentication Token', () => {
    expect(
      verifySigV4({ method: 'POST', url: '/local/@connections/x', headers: { host: 'h' } }, '{}', options),
    ).toEqual(refusal(MISSING_TOKEN_MESSAGE, 'MissingAuthenticationTokenException'));
  });

  it('a bearer token or a header without its parts: IncompleteSignatureException', () => {
    expect(
      verifySigV4(
        { method: 'GET', url: '/', headers: { host: 'h', authorization: 'Bearer abc.def' } },
        '',
        options,
      ),
    ).toEqual(
      refusal(
        /^Authorization header requires 'Credential' parameter\. .*'Signature'.*'SignedHeaders'.*'X-Amz-Date' header\. Authorization=Bearer abc\.def$/,
        'IncompleteSignatureException',
      ),
    );
  });

  it.each([
    ['the body', (r: SigV4Request, b: string) => ({ request: r, body: `${b} ` })],
    ['the path', (r: SigV4Request, b: string) => ({ request: { ...r, url: `${r.url}x` }, body: b })],
    ['the method', (r: SigV4Request, b: string) => ({ request: { ...r, method: 'DELETE' }, body: b })],
    [
      'a signed header',
      (r: SigV4Request, b: string) => ({
        request: { ...r, headers: { ...r.headers, host: 'localhost:4001' } },
        body: b,
      }),
    ],
    ['the query', (r: SigV4Request, b: string) => ({ request: { ...r, url: `${r.url}?extra=1` }, body: b })],
  ])('a request whose %s changed after signing: signature mismatch', async (_what, change) => {
    const signed = await sign(post);
    const { request, body } = change(signed.request, signed.body);
    expect(verifySigV4(request, body, options)).toEqual(
      refusal(SIGNATURE_MISMATCH_MESSAGE, 'InvalidSignatureException'),
    );
  });

  it('signed with another secret: signature mismatch', async () => {
    const signer = new SignatureV4({
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' },
      region: 'us-east-1',
      service: 'execute-api',
      sha256: Sha256,
    });
    const { request, body } = await sign(post, signer);
    expect(verifySigV4(request, body, options)).toEqual(
      refusal(SIGNATURE_MISMATCH_MESSAGE, 'InvalidSignatureException'),
    );
  });

  it('another access key or a session token: the security token is invalid', async () => {
    const other = new SignatureV4({
      credentials: { accessKeyId: 'AKIAOTHER', secretAccessKey: 'S3RVER' },
      region: 'us-east-1',
      service: 'execute-api',
      sha256: Sha256,
    });
    const a = await sign(post, other);
    expect(verifySigV4(a.request, a.body, options)).toEqual(
      refusal('The security token included in the request is invalid.', 'UnrecognizedClientException'),
    );
    const session = new SignatureV4({
      credentials: { ...credentials, sessionToken: 'token' },
      region: 'us-east-1',
      service: 'execute-api',
      sha256: Sha256,
    });
    const b = await sign(post, session);
    expect(verifySigV4(b.request, b.body, options)).toMatchObject({ ok: false, status: 403 });
  });

  it('another region or service in the credential scope', async () => {
    const inRegion = new SignatureV4({
      credentials,
      region: 'eu-west-1',
      service: 'execute-api',
      sha256: Sha256,
    });
    const a = await sign(post, inRegion);
    expect(verifySigV4(a.request, a.body, options)).toEqual(
      refusal(
        "Credential should be scoped to a valid region, not 'eu-west-1'. ",
        'InvalidSignatureException',
      ),
    );
    const forS3 = new SignatureV4({ credentials, region: 'us-east-1', service: 's3', sha256: Sha256 });
    const b = await sign(post, forS3);
    expect(verifySigV4(b.request, b.body, options)).toEqual(
      refusal("Credential should be scoped to correct service: 'execute-api'. ", 'InvalidSignatureException'),
    );
  });

  it('host and x-amz-date must be signed', async () => {
    const { request, body } = await sign(post);
    const auth = String(request.headers.authorization);
    const withoutHost = auth.replace(
      /SignedHeaders=([^,]*)/,
      (_m, list: string) =>
        `SignedHeaders=${list
          .split(';')
          .filter((h) => h !== 'host')
          .join(';')}`,
    );
    expect(
      verifySigV4({ ...request, headers: { ...request.headers, authorization: withoutHost } }, body, options),
    ).toEqual(
      refusal(
        "'Host' or ':authority' must be a 'SignedHeader' in the AWS Authorization.",
        'InvalidSignatureException',
      ),
    );
    const withoutDate = auth.replace(
      /SignedHeaders=([^,]*)/,
      (_m, list: string) =>
        `SignedHeaders=${list
          .split(';')
          .filter((h) => h !== 'x-amz-date')
          .join(';')}`,
    );
    expect(
      verifySigV4({ ...request, headers: { ...request.headers, authorization: withoutDate } }, body, options),
    ).toEqual(refusal(/'X-Amz-Date' must be a 'SignedHeader'/, 'InvalidSignatureException'));
  });

  it('allows 5 minutes of clock skew either way, not more', async () => {
    const { request, body } = await sign(post);
    const at = (ms: number) => verifySigV4(request, body, { ...options, now: SIGNED_AT.getTime() + ms });
    expect(at(5 * 60_000)).toEqual({ ok: true });
    expect(at(-5 * 60_000)).toEqual({ ok: true });
    expect(at(5 * 60_000 + 1000)).toEqual(
      refusal(
        'Signature expired: 20260314T092653Z is now earlier than 20260314T092654Z (20260314T093154Z - 5 min.)',
        'InvalidSignatureException',
      ),
    );
    expect(at(-5 * 60_000 - 1000)).toEqual(
      refusal(
        /^Signature not yet current: 20260314T092653Z is still later than/,
        'InvalidSignatureException',
      ),
    );
  });

  it('a credential date other than the request date', async () => {
    const { request, body } = await sign(post);
    const auth = String(request.headers.authorization).replace('/20260314/', '/20260313/');
    expect(
      verifySigV4({ ...request, headers: { ...request.headers, authorization: auth } }, body, options),
    ).toEqual(refusal(/^Date in Credential scope does not match YYYYMMDD/, 'InvalidSignatureException'));
  });

  it('checks the header before the body is needed, the signature after', async () => {
    const { request } = await sign(post);
    const parsed = checkAuthorizationHeader(request, options);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const hash = (s: string) => createHash('sha256').update(s).digest('hex');
    expect(verifySignature(parsed, hash(post.body))).toEqual({ ok: true });
    expect(verifySignature(parsed, hash('other'))).toMatchObject({
      ok: false,
      message: SIGNATURE_MISMATCH_MESSAGE,
    });
  });
});

describe('the SDK client (ApiGatewayManagementApiClient) against the verification', () => {
  let server: Server;
  let base: string;
  const seen: { status: number; path: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const verdict = verifySigV4(
          { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers },
          Buffer.concat(chunks),
          { ...options, now: Date.now() },
        );
        const status = verdict.ok ? 200 : verdict.status;
        seen.push({ status, path: req.url ?? '' });
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(
          verdict.ok
            ? JSON.stringify({ ConnectedAt: new Date().toISOString(), Identity: { SourceIp: '127.0.0.1' } })
            : JSON.stringify({ message: verdict.message }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const client = (endpoint: string, secret = 'S3RVER') =>
    new ApiGatewayManagementApiClient({
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: secret },
      maxAttempts: 1,
    });

  it.each([
    ['with the stage prefix', '/local'],
    ['without a stage', ''],
  ])('signs calls the verification accepts, %s', async (_name, stage) => {
    const c = client(`${base}${stage}`);
    seen.length = 0;
    await c.send(new PostToConnectionCommand({ ConnectionId: 'L0SM9cOFvHcCIhw=', Data: '{"a":"b c"}' }));
    await c.send(new GetConnectionCommand({ ConnectionId: 'abc+/=' }));
    expect(seen).toEqual([
      { status: 200, path: `${stage}/@connections/L0SM9cOFvHcCIhw%3D` },
      { status: 200, path: `${stage}/@connections/abc%2B%2F%3D` },
    ]);
    c.destroy();
  });

  it('is refused with another secret', async () => {
    const c = client(`${base}/local`, 'wrong');
    await expect(c.send(new PostToConnectionCommand({ ConnectionId: 'x', Data: 'y' }))).rejects.toMatchObject(
      {
        $metadata: { httpStatusCode: 403 },
      },
    );
    c.destroy();
  });
});
