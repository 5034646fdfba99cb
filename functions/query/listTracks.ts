import * as api from '#shared/api/endpoints/channels.js';
import { httpHandler } from '../core/http/pipeline.js';
import { HttpError } from '../core/http/errors.js';
import { readableChannel } from '../core/access/channels.js';
import { channelTrackTree } from '../core/domain/channel-content.js';
import { channelData } from '../core/data/channel-data.js';
import { tenantData } from '../core/data/tenant-data.js';

/**
 * GET /query/listtracks[?channelId][&fetchAdditionalInfo]: a channel's tracks as a tree with depth, or
 * without channelId the trees of every active channel of the active organization, by channel name.
 */
export const handler = httpHandler(api.listTracks, async ({ tenant, query }) => {
  const withInfo = query.fetchAdditionalInfo === true;
  if (query.channelId)
    return channelTrackTree(tenant, await readableChannel(tenant, query.channelId), withInfo);
  // Only channels that have tracks are expanded (one index query tells which).
  const withTracks = new Set((await channelData(tenant.activeOrgId).tracks()).map((t) => t.channelId));
  const channels = (await tenantData(tenant.activeOrgId).channels())
    .filter((c) => c.status !== 'archived' && withTracks.has(c.channelId))
    .sort((a, b) => a.name.localeCompare(b.name));
  // Channels the caller may not read (another member's personal channel) are left out, not an error.
  const trees = await Promise.all(
    channels.map(async (c) => {
      const readable = await readableChannel(tenant, c.channelId).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      });
      return readable ? channelTrackTree(tenant, readable, withInfo) : [];
    }),
  );
  return trees.flat();
});
