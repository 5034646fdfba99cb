import { api } from '../../../../../shared/api';
import { useApi } from '../../../lib/use-api';

/** GET /organizations/{orgId} with the sub-domain label (the endpoint takes an id or a sub-domain). */
export function useOrganizationLookup(label: string) {
  return useApi(api.getOrganization, { params: { orgId: label } });
}

/** GET /tube?orgId=…, once the organization is known. */
export function useTubeLookup(orgId: string | undefined) {
  return useApi(api.getTube, orgId ? { query: { orgId } } : null);
}
