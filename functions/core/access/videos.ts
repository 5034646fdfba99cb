/**
 * Who may watch which video (design.md §6). Everything is read through videoData(tenant.activeOrgId),
 * so another tenant's ids simply do not exist here, except the videos of channels another organization
 * shares with the caller's (sharedInVideo): those are read in the source organization, whose id the
 * returned video carries (`video.orgId`). Which rendition plays and its playlists: core/media/playlist.ts.
 */
import { EMBED_LOGIN_REQUIRED_MESSAGE, EMBED_NOT_FOUND_MESSAGE } from '#shared/api/endpoints/embed.js';
import { tenantData } from '../data/tenant-data.js';
import { channelData } from '../data/channel-data.js';
import { videoData, type Video, type VideoData } from '../data/video-data.js';
import { videoRefByEmbedKey } from '../data/embed-data.js';
import { forbidden, notFound } from '../http/errors.js';
import type { TenantContext } from '../http/tenant.js';
import { isValidId } from '../media/keys.js';
import { sharedSourceChannel } from './channels.js';
import { sharedPlaylistVideo } from './shared-playlists.js';
import { mayReadChannel } from './channel-rules.js';

/** A video by id or humanId in `data`'s organization, or null. */
export async function findVideo(data: VideoData, key: string): Promise<Video | null> {
  const byId = isValidId(key) ? await data.video(key) : null;
  return byId ?? (await data.videoByHumanId(key));
}

/**
 * Who may watch: every member sees published videos of the organization's channels; unpublished
 * ones (draft, transcoding, …) only the organization's admins and the channel's roles, who made
 * them. Anything else is a 404, so the answer never tells that the video exists.
 */
export async function viewableVideo(tenant: TenantContext, key: string): Promise<Video> {
  const data = videoData(tenant.activeOrgId);
  const video = await findVideo(data, key);
  if (!video) {
    const shared = await sharedInVideo(tenant, key);
    if (shared) return shared;
    throw notFound('Video not found');
  }
  const [channel, roles] = await Promise.all([
    channelData(tenant.activeOrgId).channel(video.channelId),
    tenantData(tenant.activeOrgId).channelRolesOf(tenant.userId),
  ]);
  const role = roles.find((r) => r.channelId === video.channelId)?.role ?? null;
  // A video of another member's personal channel is as absent as another tenant's (spec 2 §6).
  if (channel && !mayReadChannel(channel, tenant.userId, role)) throw notFound('Video not found');
  if (video.status === 'published') return video;
  const isOrgAdmin = tenant.role === 'admin' && tenant.activeOrgId === tenant.orgId;
  if (isOrgAdmin || role !== null) return video;
  throw notFound('Video not found');
}

/**
 * A video of another organization A that the caller's organization B may watch (docs/decisions.md
 * "External videos"): the same id or humanId is looked up in the organizations whose channels B's
 * externalChannel records name, and it counts only if its channel is one of those records and A's
 * channel item itself still shares it with B (sharedSourceChannel: company, active, not private,
 * `sharedWithOrgs` ∋ B). B's members are A's plain members there: published videos only. The result
 * carries A's `orgId`, which the callers use for renditions, media keys and A's counters.
 */
async function sharedInVideo(tenant: TenantContext, key: string): Promise<Video | null> {
  const externals = await tenantData(tenant.activeOrgId).externalChannels();
  const sources = [...new Set(externals.map((x) => x.sourceOrgId))].filter((o) => o !== tenant.activeOrgId);
  for (const sourceOrgId of sources) {
    const video = await findVideo(videoData(sourceOrgId), key);
    if (!video || video.orgId !== sourceOrgId || video.status !== 'published') continue;
    const listed = externals.some((x) => x.sourceOrgId === sourceOrgId && x.channelId === video.channelId);
    if (listed && (await sharedSourceChannel(tenant, sourceOrgId, video.channelId))) return video;
  }
  // A video of a playlist shared with B (not its whole channel): the share is checked at the source.
  return sharedPlaylistVideo(tenant, key, (orgId, k) => findVideo(videoData(orgId), k));
}

/**
 * Public viewing (spec 1 §1 "Anonymous visitors can watch public shared or embedded videos, but only
 * when the video's publicEmbed flag is true"): the organization and the video come from the embed key
 * alone. Unknown key, or a key of another organization than the page's (`pageOrgId`): 404. A video
 * whose publicEmbed is false, or that is archived: 403 with the login-required message and nothing of
 * the video.
 */
export async function publicEmbedVideo(
  embedKey: string,
  pageOrgId?: string,
): Promise<{ orgId: string; video: Video }> {
  const ref = await videoRefByEmbedKey(embedKey);
  if (!ref || (pageOrgId !== undefined && pageOrgId !== ref.orgId)) throw notFound(EMBED_NOT_FOUND_MESSAGE);
  const video = await videoData(ref.orgId).video(ref.videoId);
  if (!video) throw notFound(EMBED_NOT_FOUND_MESSAGE);
  if (!video.publicEmbed || video.status === 'archived') throw forbidden(EMBED_LOGIN_REQUIRED_MESSAGE);
  return { orgId: ref.orgId, video };
}
