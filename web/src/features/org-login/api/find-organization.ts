import { api } from '#shared/api';
import { ApiError, request } from '../../../lib/api-client';
import type { RememberedOrganization } from '../model/organization-target';

export type FindOrganizationErrorKey = 'email-not-in-organization' | 'error-generic';

/** Which message a failed lookup shows ("Organization lookup by email fails" → spec 1 §8's text). */
export function findOrganizationErrorKey(error: unknown): FindOrganizationErrorKey {
  // A 4xx is the server's verdict on this e-mail; no answer or a 5xx says nothing about it.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return 'email-not-in-organization';
  return 'error-generic';
}

/** GET /getOrgId, then GET /getDomainFromOrganizationId: where this e-mail's organization lives. */
export async function findOrganization(email: string): Promise<RememberedOrganization> {
  const { orgId } = await request(api.getOrgId, { query: { email } });
  const { domain, url } = await request(api.getDomainFromOrganizationId, { query: { orgId } });
  return { orgId, domain, url };
}
