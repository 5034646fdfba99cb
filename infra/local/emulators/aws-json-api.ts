/**
 * The AWS JSON protocol (1.0 / 1.1) as the SDK speaks it to Transcribe, Step Functions and Translate:
 * one POST per call, the operation in `X-Amz-Target: <prefix>.<Operation>`, SigV4-signed (unsigned or
 * wrongly signed calls refused with AWS's 403 answers before the body is read), a body-size limit,
 * errors as `{ __type, message }` with `x-amzn-ErrorType`. Each emulator brings its table of operations.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './listen.js';
import { checkAuthorizationHeader, sha256Hex, verifySignature, type SigV4Options } from './sigv4.js';

/** An error the service answers with: its HTTP status, `__type` and message (plus its own fields). */
export class AwsApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string,
    message: string,
    readonly fields: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The message of AWS's input validation: `1 validation error detected: Value 'x' at 'field' failed …`. */
export function constraintMessage(field: string, value: unknown, constraint: string): string {
  return `1 validation error detected: Value '${String(value)}' at '${field}' failed to satisfy constraint: ${constraint}`;
}

/** A ValidationException (400) with AWS's validation message. */
export const validationException = (field: string, value: unknown, constraint: string) =>
  new AwsApiError(400, 'ValidationException', constraintMessage(field, value, constraint));

export type AwsJsonInput = Record<string, unknown>;
export type AwsJsonOperation = (input: AwsJsonInput) => unknown;

export interface AwsJsonApiOptions {
  /** The service's name in the emulator's own messages ("the local Translate"). */
  name: string;
  port: number;
  signing: Omit<SigV4Options, 'now'>;
  /** `X-Amz-Target`'s prefix before the operation's name, with its dot ("Transcribe."). */
  targetPrefix: string;
  jsonVersion: '1.0' | '1.1';
  /** A larger body is refused (413) before it is read. */
  maxRequestBytes: number;
  /** The key of an error's message, as the service spells it (`Message` or `message`). */
  messageKey?: 'Message' | 'message';
  operations: Readonly<Record<string, AwsJsonOperation>>;
}

/** The body, or null once it grows past `limit` bytes (the rest is not read). */
export async function readBody(req: AsyncIterable<unknown>, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Serves the operations on 127.0.0.1; answers the server and the port it listens on. */
export async function serveAwsJsonApi(options: AwsJsonApiOptions): Promise<{ server: Server; port: number }> {
  const messageKey = options.messageKey ?? 'message';
  const send = (res: ServerResponse, status: number, body: unknown, error?: AwsApiError) => {
    res.writeHead(status, {
      'Content-Type': `application/x-amz-json-${options.jsonVersion}`,
      ...(error ? { 'x-amzn-ErrorType': error.errorType } : {}),
    });
    res.end(
      JSON.stringify(
        error ? { __type: error.errorType, [messageKey]: error.message, ...error.fields } : body,
      ),
    );
  };
  const fail = (res: ServerResponse, status: number, errorType: string, message: string) =>
    send(res, status, undefined, new AwsApiError(status, errorType, message));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers };
    const parsed = checkAuthorizationHeader(request, options.signing);
    if (!parsed.ok) return fail(res, parsed.status, parsed.errorType, parsed.message);
    const body = await readBody(req, options.maxRequestBytes);
    if (body === null) return fail(res, 413, 'RequestEntityTooLargeException', 'Request entity too large');
    const verified = verifySignature(parsed, sha256Hex(body));
    if (!verified.ok) return fail(res, verified.status, verified.errorType, verified.message);
    const target = String(req.headers['x-amz-target'] ?? '');
    const operation = target.startsWith(options.targetPrefix)
      ? options.operations[target.slice(options.targetPrefix.length)]
      : undefined;
    if (req.method !== 'POST' || !operation) {
      const what = target || 'This operation';
      return fail(res, 400, 'UnknownOperationException', `${what} is not supported by ${options.name}`);
    }
    let input: AwsJsonInput;
    try {
      input = JSON.parse(body.toString('utf8') || '{}') as AwsJsonInput;
    } catch {
      return fail(res, 400, 'SerializationException', 'The request body is not JSON');
    }
    try {
      send(res, 200, await operation(input));
    } catch (error) {
      if (error instanceof AwsApiError) return send(res, error.status, undefined, error);
      throw error;
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => fail(res, 500, 'InternalFailureException', String(error)));
  });
  const port = await listenOnLoopback(server, options.port);
  return { server, port };
}
