/** The auth feature's calls (shared contract): startup data, platform status and auto-login links. */
import { api } from '#shared/api';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** The signed-in user's startup data (GET /initData). */
export function getInitData() {
  return request(api.getInitData);
}

/** Maintenance and the browsers the platform supports (GET /platformStatus, public). */
export function usePlatformStatus() {
  return useApi(api.getPlatformStatus, {});
}

/** Signs in with an auto-login link's token: answers the tokens, the organization and where to go. */
export function autoLogin(token: string) {
  return request(api.autoLogin, { body: { token } });
}

/** An auto-login link for a member (provider staff). */
export function createAutoLoginLink(input: { email: string; password: string; redirectPath?: string }) {
  return request(api.createAutoLoginLink, { body: input });
}
