import type { TenantContext } from '../http/tenant.js';
import { videoData, type Video } from '../data/video-data.js';
import { notFound } from '../http/errors.js';
import { isValidId } from '../media/keys.js';
import { assertMayAddVideos } from './may-add-videos.js';

/**
 * A video of the caller's organization that the caller may change (the studio's reads and commands):
 * the updateGeneral rule, organization admins and the channel's channelOwner/contentManager/contributor.
 * Unknown and other organizations' ids are 404 (they are never looked up elsewhere); the right missing 403.
 * With `version`, that version must exist (1 … lastVersion), else 404.
 */
export async function editableVideo(
  tenant: TenantContext,
  videoId: string,
  version?: number,
): Promise<Video> {
  const video = isValidId(videoId) ? await videoData(tenant.activeOrgId).video(videoId) : null;
  if (!video) throw notFound('Video not found');
  if (version !== undefined && version > (video.lastVersion ?? 1)) throw notFound('Version not found');
  await assertMayAddVideos(tenant, video.channelId, 'You do not have access for this operation');
  return video;
}
