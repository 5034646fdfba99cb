import { randomUUID } from 'node:crypto';
import * as api from '#shared/api/endpoints/production-orders.js';
import { PRODUCTION_ORDER_WORKFLOW_ARN_VARIABLE } from '#shared/domain/production-order.js';
import { httpHandler } from '../core/http/pipeline.js';
import { videoData } from '../core/data/video-data.js';
import { logChange } from '../core/domain/event-log.js';
import { displayNameOf } from '../core/domain/tasks.js';
import { startExecution } from '../core/workflows/executions.js';
import { logger } from '../core/http/logger.js';
import type { OrderInput } from '../workflow/production-order/order.js';
import { planVideo } from './video-lifecycle/plan-video.js';

/**
 * POST /command/orderVideo (issue 13, production orders): those who may add videos to the channel order
 * a video from the operator organization. The order's video is created planned in the channel (its media
 * comes from the generation step), then the production-order machine starts, named by the order's id;
 * its first step offers the verification to the operator's staff. A start that fails deletes the planned
 * video again: nothing half-made stays.
 */
export const handler = httpHandler(api.orderVideo, async ({ tenant, body }) => {
  const orgId = tenant.activeOrgId;
  // The order's video, planned in the channel (planVideo: who may add videos to it, the event log).
  const { id: videoId, humanId } = await planVideo(tenant, {
    channelId: body.channelId,
    name: body.title,
    language: body.language,
    description: body.brief,
  });
  const videos = videoData(orgId);
  const orderId = randomUUID();
  const input: OrderInput = {
    order: {
      orgId,
      orderId,
      videoId,
      channelId: body.channelId,
      title: body.title,
      videoType: body.videoType,
      variant: body.variant ?? null,
      brief: body.brief,
      requester: { userId: tenant.userId, email: tenant.email, name: await displayNameOf(tenant) },
    },
    round: 1,
    feedback: '',
  };
  try {
    await startExecution(PRODUCTION_ORDER_WORKFLOW_ARN_VARIABLE, orderId, input);
  } catch (error) {
    await videos.deleteDraft(videoId, 'planned').catch((cleanup: unknown) => {
      logger.error('orderVideo: the planned video of an order that did not start stays', {
        videoId,
        error: cleanup,
      });
    });
    throw error;
  }
  await logChange(tenant, { type: 'video', id: videoId, channelId: body.channelId }, 'orderVideo', {
    before: {},
    after: { order: orderId, videoType: body.videoType },
  });
  return { id: orderId, videoId, humanId };
});
