import { api } from '#shared/api';
import { askEarly } from '../../../lib/api-client';

/**
 * The session's startup calls, asked for while the app still loads (app/boot-requests.ts; free of
 * React and SWR): the platform status and, with the stored session's token, the startup data.
 */
export function askForSessionEarly(token: string | undefined): void {
  void askEarly(api.getPlatformStatus, {});
  if (token) void askEarly(api.getInitData, {}, token);
}
