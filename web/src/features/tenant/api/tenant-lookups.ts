import { api } from '#shared/api';
import { useApi } from '../../../lib/use-api';

/**
 * GET /organizations/{orgId} with the sub-domain label or an organization id (the endpoint takes
 * either); null skips the call.
 */
export function useOrganizationLookup(labelOrId: string | null) {
  return useApi(api.getOrganization, labelOrId ? { params: { orgId: labelOrId } } : null);
}

/** GET /tube?orgId=…, once the organization is known. */
export function useTubeLookup(orgId: string | undefined) {
  return useApi(api.getTube, orgId ? { query: { orgId } } : null);
}
