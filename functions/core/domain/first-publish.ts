/**
 * What follows a video's first publish, wherever it is published (publishVideo, a production order's
 * last step): recorded once, ever, and the channel's followers with alerts on are told once. A failed
 * notification is logged: the video is published either way.
 */
import { tenantData } from '../data/tenant-data.js';
import { videoPublishing } from '../data/video-publishing.js';
import { logger } from '../http/logger.js';
import { notifyNewVideoInChannel, type VideoRef } from './notifications.js';

export async function announceFirstPublish(
  orgId: string,
  video: VideoRef,
  publishedBy?: string,
): Promise<void> {
  if (!(await videoPublishing(orgId).markFirstPublished(video.videoId))) return;
  const channel = (await tenantData(orgId).channels()).find((c) => c.channelId === video.channelId);
  try {
    await notifyNewVideoInChannel(orgId, video, channel?.name ?? '', publishedBy);
  } catch (error) {
    logger.error('notifying the channel followers of a new video failed', { videoId: video.videoId, error });
  }
}
