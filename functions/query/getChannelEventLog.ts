import * as api from '#shared/api/endpoints/event-log.js';
import { manageableChannel } from '../core/access/channels.js';
import { eventLogData } from '../core/data/event-log-data.js';
import { eventLogFilterOf, readableEntries } from '../core/domain/event-log.js';
import { badRequest, notFound } from '../core/http/errors.js';
import { httpHandler } from '../core/http/pipeline.js';

/**
 * GET /query/channels/{channelId}/eventLog (/channel/{id}/event-log, spec 2 §2): what was done to a
 * channel of the caller's organization, its playlists and its videos, newest first (access pattern 89),
 * filtered by who, what and when as the organization's log.
 * Organization admins read every channel's; the channel's owners and content managers their channel's;
 * anyone else 403, another organization's channel (or one shared in from it) 404.
 */
export const handler = httpHandler(api.getChannelEventLog, async ({ tenant, params, query }) => {
  const channel = await manageableChannel(tenant, params.channelId, 'addPlaylist');
  // A channel shared in is logged by the organization it belongs to.
  if (channel.kind !== 'own') throw notFound('The channel is not available');
  let result;
  try {
    result = await eventLogData(tenant.activeOrgId).ofChannel(
      channel.channel.channelId,
      {
        limit: query.limit,
        cursor: query.cursor,
      },
      eventLogFilterOf(query),
    );
  } catch (error) {
    // A cursor not produced by this query (edited, or of another channel) cannot continue it.
    if (query.cursor) throw badRequest('Invalid cursor');
    throw error;
  }
  return { items: await readableEntries(tenant.activeOrgId, result.items), cursor: result.cursor };
});
