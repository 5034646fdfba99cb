/**
 * Video production orders (issue 13): ordering a video (POST /orderVideo), one order as its step's page
 * shows it (GET /productionOrders/{taskId}) and the generation step's upload into the order's video
 * (POST /getProductionUploadSignedUrl, then the PUT with progress).
 */
import { api } from '#shared/api';
import type { ProductionOrderInput } from '#shared/api/endpoints/production-orders';
import { request } from '../../../lib/api-client';
import { useChannels } from '../../../lib/channel-data';
import { putWithProgress } from '../../../lib/put-with-progress';
import { useApi } from '../../../lib/use-api';
import { extensionOf, type VideoExtension } from '../../../lib/video-upload';
import { productionOrderPollMs } from '../model/production-order';

/** Orders a video: a planned video in the channel and the order's first step (the operator's verification). */
export function orderVideo(input: ProductionOrderInput) {
  return request(api.orderVideo, { body: input });
}

/**
 * The order a step task belongs to; `orgId` for operator staff opening a customer's step. Asked again
 * while the order runs (model/production-order: productionOrderPollMs).
 */
export function useProductionOrder(taskId: string, orgId?: string | null) {
  return useApi(
    api.getProductionOrder,
    taskId ? { params: { taskId }, query: orgId ? { orgId } : {} } : null,
    { refreshInterval: (order) => (order ? productionOrderPollMs(order) : 0) },
  );
}

/**
 * The channels the caller may order a video into: those of their own organization they may add videos
 * to (GET /listchannels?action=addVideo, as /create/video's destination list).
 */
export function useOrderChannels() {
  const channels = useChannels(true, 'addVideo');
  return { ...channels, data: channels.data?.filter((c) => c.sourceOrgId === c.orgId) };
}

/** Uploads the original of the order's video (the assignee of its taken generation step). */
export async function uploadProductionVideo(
  taskId: string,
  orgId: string | null | undefined,
  file: File,
  options: {
    sourceHeight?: number | undefined;
    onProgress: (loaded: number, total: number) => void;
    signal?: AbortSignal;
  },
): Promise<void> {
  const { signedUrl } = await request(
    api.getProductionUploadSignedUrl,
    {
      body: {
        taskId,
        ...(orgId ? { orgId } : {}),
        fileExt: extensionOf(file.name) as VideoExtension,
        ...(options.sourceHeight ? { sourceHeight: Math.round(options.sourceHeight) } : {}),
      },
    },
    options.signal ? { signal: options.signal } : undefined,
  );
  await putWithProgress(signedUrl, file, options.onProgress, options.signal);
}
