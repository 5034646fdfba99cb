import type { APIRequestContext } from '@playwright/test';
import { apiPost } from './auth';

/**
 * An organization's settings form as `saved` (GET /organizationSettings) read it, with `changes`: what a
 * journey sets up, and how it puts the organization back in `finally`.
 */
export function updateOrganization(
  request: APIRequestContext,
  idToken: string,
  saved: Record<string, unknown>,
  changes: Record<string, unknown> = {},
) {
  return apiPost(request, '/command/organizationCommand', idToken, {
    type: 'updateOrganization',
    payload: {
      name: saved.name,
      masterLanguage: saved.masterLanguage,
      organizationLanguages: saved.organizationLanguages,
      whitelistedDomains: saved.whitelistedDomains,
      pageTags: saved.pageTags,
      blockMessage: saved.blockMessage,
      ...changes,
    },
  });
}
