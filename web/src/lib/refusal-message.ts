import { ApiError } from './api-client';

/**
 * What a failed command tells the user: the server's own message when it refused the request (4xx:
 * it says why), else the caller's generic text (a server fault or no answer says nothing useful).
 */
export function refusalMessage(error: unknown, generic: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : generic;
}
