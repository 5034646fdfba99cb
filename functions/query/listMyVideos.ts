import * as api from '#shared/api/endpoints/lists.js';
import { httpHandler } from '../core/http/pipeline.js';
import { listsData } from '../core/data/lists-data.js';
import { videoCard } from '../core/domain/lists.js';

/** GET /query/myVideos: the videos the caller authored in the active organization, newest first. */
export const handler = httpHandler(api.listMyVideos, async ({ tenant }) => {
  const videos = await listsData(tenant.activeOrgId).videosByAuthor(tenant.userId);
  return { items: await Promise.all(videos.filter((v) => v.status !== 'archived').map(videoCard)) };
});
