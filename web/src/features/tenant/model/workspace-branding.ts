/**
 * Which tube brands a tenant page while the user works in a collaboration workspace (issue 9 point 13:
 * "the whole page takes the workspace's branding"). Pure, so the rules are tested without rendering.
 */
import type { api } from '#shared/api';
import type { ResponseData } from '../../../lib/api-client';
import type { Organization, OrganizationWithTube, Tube } from '../../../lib/app-context';
import { isOrganization } from './branding';

/** A workspace id that names another organization than this sub-domain's; anything else means none. */
export function workspaceToShow(requested: string | null, host: Pick<Organization, 'id' | 'domain'>) {
  const id = requested?.trim();
  return id && id !== host.id && id !== host.domain ? id : null;
}

interface Lookup<T> {
  data?: T | undefined;
  error?: unknown;
}

export type WorkspaceResolution = { ready: false } | { ready: true; workspace: OrganizationWithTube | null };

/**
 * The workspace's organization and tube once both lookups have settled. A workspace that cannot be
 * loaded (no answer, an empty object) leaves this organization's branding: a missing tube must not
 * keep the user out of their work.
 */
export function resolveWorkspace(
  id: string | null,
  organization: Lookup<ResponseData<typeof api.getOrganization>>,
  tube: Lookup<Tube>,
): WorkspaceResolution {
  if (!id) return { ready: true, workspace: null };
  if (organization.data === undefined) {
    return organization.error === undefined ? { ready: false } : { ready: true, workspace: null };
  }
  if (!isOrganization(organization.data)) return { ready: true, workspace: null };
  if (tube.data === undefined && tube.error === undefined) return { ready: false };
  return { ready: true, workspace: { organization: organization.data, tube: tube.data } };
}
