/**
 * Task tokens and pagination tokens. A task token names its execution and its Task call (opaque to
 * callers, as AWS's are), so the service can tell apart a string that is no token (InvalidToken), a token
 * of no task it knows (TaskDoesNotExist) and one whose task has ended (TaskTimedOut).
 */
import { randomBytes } from 'node:crypto';

export interface TaskTokenRef {
  executionArn: string;
  callId: string;
}

export function newTaskToken(ref: TaskTokenRef): string {
  const payload = { e: ref.executionArn, c: ref.callId, n: randomBytes(16).toString('base64url') };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

/** The token's execution and call, or null when the string is no token of this service. */
export function parseTaskToken(token: string): TaskTokenRef | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof payload.e !== 'string' || typeof payload.c !== 'string' || typeof payload.n !== 'string')
      return null;
    return { executionArn: payload.e, callId: payload.c };
  } catch {
    return null;
  }
}

/** A page's continuation: the list it continues and where. */
export function pageToken(list: string, offset: number): string {
  return Buffer.from(JSON.stringify({ l: list, o: offset })).toString('base64url');
}

/** The offset a page token continues at, or null when it is not a token of this list. */
export function pageOffset(token: string, list: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Record<string, unknown>;
    return payload.l === list && Number.isInteger(payload.o) && (payload.o as number) >= 0
      ? (payload.o as number)
      : null;
  } catch {
    return null;
  }
}
