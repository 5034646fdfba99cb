/**
 * Who hears about a video's media jobs (transcodes and renders) over the WebSocket: its author and the
 * channel's roles that produce its videos (spec 2).
 */
import { channelData } from '../core/data/channel-data.js';

const PRODUCING_ROLES: readonly string[] = ['channelOwner', 'contentManager', 'contributor'];

export async function recipientsOf(
  orgId: string,
  video: { authorId: string; channelId: string },
): Promise<string[]> {
  const roles = await channelData(orgId).rolesOfChannel(video.channelId);
  return [
    ...new Set([
      video.authorId,
      ...roles.filter((r) => PRODUCING_ROLES.includes(r.role)).map((r) => r.userId),
    ]),
  ];
}
