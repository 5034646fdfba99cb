/**
 * The production-order machine's closing step: every step task still open is canceled (after a declined
 * or withdrawn order or a failure nobody has anything left to do on it), then, when the operator's review
 * approved it, the order's video is published in the customer's channel (the rule of publishVideo: a
 * transcoded rendition of the latest version, nothing processing; the write conditional on the status
 * that was read) and the channel's followers hear of it once. A step run again changes nothing twice.
 */
import { cancelOpenTasks } from '../../core/domain/workflow-tasks.js';
import { videoData } from '../../core/data/video-data.js';
import { videoPublishing } from '../../core/data/video-publishing.js';
import { announceFirstPublish } from '../../core/domain/first-publish.js';
import { logger } from '../../core/http/logger.js';
import { PUBLISHABLE, publishRefusal } from '../../core/domain/publish-rules.js';
import { orderTaskIds, OrderStepError, type OrderInput } from './order.js';

type Outcome = 'published' | 'declined' | 'withdrawn' | 'failed';

/** Publishes the order's video; true when this call published it (false: it already was). */
async function publishOrderVideo({ order }: OrderInput): Promise<boolean> {
  const videos = videoData(order.orgId);
  const video = await videos.video(order.videoId);
  if (!video) throw new Error(`the order's video ${order.videoId} is gone`);
  if (video.status === 'published') return false;
  const refusal = publishRefusal(video, await videos.renditions(video.videoId));
  // A transcode or render still running ends soon: the machine's retry asks again.
  if (refusal) throw new OrderStepError(refusal.message);
  const publishing = videoPublishing(order.orgId);
  if (!(await publishing.publish(video.videoId, PUBLISHABLE, video.lastVersion ?? 1))) {
    throw new OrderStepError('the video changed while it was published');
  }
  await announceFirstPublish(order.orgId, {
    videoId: video.videoId,
    humanId: video.humanId,
    name: video.name,
    channelId: video.channelId,
    abstract: video.abstract,
  });
  return true;
}

export async function handler(event: { outcome: Outcome } & OrderInput) {
  const { outcome, order } = event;
  const canceled = await cancelOpenTasks(
    order.orgId,
    orderTaskIds(order.orderId).map((s) => s.taskId),
  );
  const published = outcome === 'published' ? await publishOrderVideo(event) : false;
  logger.info('production order finished', { orderId: order.orderId, outcome, canceled, published });
  return { outcome, canceled, published };
}
