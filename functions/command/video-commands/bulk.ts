/**
 * /admin/videos' bulk actions: one single-video command per video, a few at a time, each answered in a
 * per-video report. A refused or missing video never stops the others.
 */
import type { VideoBulkAction, VideoBulkOutcome } from '#shared/domain/videos-admin.js';
import { HttpError } from '../../core/http/errors.js';
import { logger } from '../../core/http/logger.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { publishVideo } from './publish-video.js';
import { unpublishVideo } from './unpublish-video.js';
import { moveVideo } from './move-video.js';
import { archiveVideo } from './archive-video.js';
import { restoreVideo } from './restore-video.js';

/** Videos handled at once: enough to be quick for 100, few enough not to crowd the table's capacity. */
const PARALLEL = 5;

export interface BulkResult {
  videoId: string;
  outcome: VideoBulkOutcome;
  message?: string;
}

/** How one video's command ended: a 404 is "not found", another 4xx/409 "refused" with its message. */
export function outcomeOf(videoId: string, error: unknown): BulkResult {
  if (error instanceof HttpError) {
    return { videoId, outcome: error.statusCode === 404 ? 'notFound' : 'refused', message: error.message };
  }
  logger.error('bulk video command: a video failed', { videoId, error: (error as Error).message });
  return { videoId, outcome: 'failed', message: 'Oops! Something went wrong' };
}

/** Runs `run` for every id, PARALLEL at a time, and reports each in the order given. */
export async function eachVideo(
  videoIds: readonly string[],
  run: (videoId: string) => Promise<unknown>,
): Promise<BulkResult[]> {
  const results: BulkResult[] = new Array<BulkResult>(videoIds.length);
  let next = 0;
  const worker = async () => {
    while (next < videoIds.length) {
      const index = next++;
      const videoId = videoIds[index]!;
      try {
        await run(videoId);
        results[index] = { videoId, outcome: 'done' };
      } catch (error) {
        results[index] = outcomeOf(videoId, error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, videoIds.length) }, worker));
  return results;
}

/** The single-video command of a bulk action. */
export function singleVideoCommand(
  tenant: TenantContext,
  action: VideoBulkAction,
  channelId: string | undefined,
): (videoId: string) => Promise<unknown> {
  switch (action) {
    case 'publish':
      return (videoId) => publishVideo(tenant, { videoId });
    case 'unpublish':
      return (videoId) => unpublishVideo(tenant, { videoId });
    case 'move':
      return (videoId) => moveVideo(tenant, { videoId, channelId: channelId ?? '' });
    case 'archive':
      return (videoId) => archiveVideo(tenant, { videoId });
    case 'restore':
      return (videoId) => restoreVideo(tenant, { videoId });
  }
}
