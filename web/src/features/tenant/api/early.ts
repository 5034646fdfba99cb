import { api } from '#shared/api';
import { askEarly } from '../../../lib/api-client';

/**
 * The tenant startup's lookups, asked for while the app still loads (app/boot-requests.ts; free of
 * React and SWR): the organization of the sub-domain and, with the organization id this host
 * remembers, its tube (taken only if the lookup confirms that id: the address must match).
 */
export function askForTenantEarly(label: string, rememberedOrgId: string | null): void {
  void askEarly(api.getOrganization, { params: { orgId: label } });
  if (rememberedOrgId) void askEarly(api.getTube, { query: { orgId: rememberedOrgId } });
}
