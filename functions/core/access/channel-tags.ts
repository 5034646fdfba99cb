/**
 * Who may set a channel's tags, and whether the channelTags feature is on for it (spec 2 §2
 * /channel/tags/{channelId}): the channel's managers (organization admins, its owner), in their own
 * organization's channels; the feature may be on tube-wide or for some channels.
 */
import { isFeatureOn } from '#shared/domain/feature-flags.js';
import type { TenantContext } from '../http/tenant.js';
import { tenantData } from '../data/tenant-data.js';
import { forbidden } from '../http/errors.js';
import { manageableChannel } from './channels.js';

export async function taggableChannel(tenant: TenantContext, channelId: string) {
  const target = await manageableChannel(tenant, channelId);
  if (target.kind === 'external') throw forbidden();
  const data = tenantData(tenant.activeOrgId);
  const [flags, organization] = await Promise.all([data.featureFlags(), data.organization()]);
  const enabled = isFeatureOn(flags, 'channelTags', {
    tubeId: organization?.tubeId,
    channelId: target.channel.channelId,
  });
  return { channel: target.channel, enabled };
}
