import { fetchAuthSession } from 'aws-amplify/auth';
import { api } from '#shared/api';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { storage } from '../../../lib/storage';
import { COLLABORATION_WORKSPACE_KEY } from '../model/workspace';

/**
 * "Posting a target organization, then a reload at /home. Going back to the original organization
 * posts an empty target." API Gateway caches the authorizer's answer per token, so the token is
 * renewed before the reload: the next calls are authorized afresh and read the new workspace.
 */
export async function switchOrganization(target: string): Promise<void> {
  const result = await request(api.updateUserOrgSwitch, { body: { orgToSwitchTo: target } });
  if (result.originalOrgId) storage.set(COLLABORATION_WORKSPACE_KEY, result.orgId);
  else storage.remove(COLLABORATION_WORKSPACE_KEY);
  await fetchAuthSession({ forceRefresh: true });
  window.location.assign('/home');
}

/** Every organization (provider staff: the organization switch and its links). */
export function useAllOrganizations() {
  return useApi(api.listAllOrgs, {});
}

export function createOrganizationLink(email: string, orgId: string) {
  return request(api.createOrgLink, { body: { email, orgId } });
}
