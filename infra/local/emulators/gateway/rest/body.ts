/**
 * Request bodies under API Gateway's 10 MB payload limit: a larger one is known as soon as possible
 * (from Content-Length before anything is read, else while streaming), nothing past the limit is kept,
 * and the rest is drained so the client reads its 413 on a healthy connection instead of a reset.
 */
import type { IncomingMessage } from 'node:http';

/** API Gateway's payload limit (REST). */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** A body over the limit (answered 413 while the rest of it is drained). */
export const TOO_LARGE = Symbol('too large');
/**
 * How much of an oversized body is read and thrown away so the client can read its 413 on a healthy
 * connection; past this the socket is closed (a client that keeps sending is not worth serving).
 */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

/** Reads and discards the rest of a request, never holding it in memory. */
function discard(req: IncomingMessage): void {
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAIN_BYTES) req.socket.destroy();
  });
  req.resume();
}

export function readBody(req: IncomingMessage): Promise<Buffer | typeof TOO_LARGE> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    discard(req);
    return Promise.resolve(TOO_LARGE);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        chunks.length = 0;
        req.off('data', onData);
        discard(req);
        resolve(TOO_LARGE);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => {
      if (size <= MAX_BODY_BYTES) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}
