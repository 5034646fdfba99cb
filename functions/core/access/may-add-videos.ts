import type { TenantContext } from '../http/tenant.js';
import { tenantData } from '../data/tenant-data.js';
import { forbidden, HttpError, notFound } from '../http/errors.js';
import { mayPerform } from './channel-rules.js';

/**
 * Spec 2 §6: admins of the organization and the channel's roles (channelOwner, contentManager,
 * contributor) may add videos to a channel. Throws 404 for a channel not in the active organization.
 */
export async function assertMayAddVideos(
  tenant: TenantContext,
  channelId: string,
  refusal = 'You may not add videos to this channel',
): Promise<void> {
  const data = tenantData(tenant.activeOrgId);
  const [channels, roles] = await Promise.all([data.channels(), data.channelRolesOf(tenant.userId)]);
  if (!channels.some((c) => c.channelId === channelId && c.status !== 'archived')) {
    throw notFound('Channel not found');
  }
  const isOrgAdmin = tenant.role === 'admin' && tenant.activeOrgId === tenant.orgId;
  const role = roles.find((r) => r.channelId === channelId)?.role ?? null;
  // The same rule as GET /listchannels?action=addVideo and the channel read's canAddVideos.
  if (mayPerform('addVideo', role, isOrgAdmin)) return;
  throw forbidden(refusal);
}

/**
 * Whether the caller may change a video of `channelId` (updateGeneral, publishing): the rule of
 * assertMayAddVideos as a yes/no, for reads that show editing settings (GET /videos/{humanId} `embed`).
 */
export async function mayAddVideos(tenant: TenantContext, channelId: string): Promise<boolean> {
  try {
    await assertMayAddVideos(tenant, channelId);
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}
