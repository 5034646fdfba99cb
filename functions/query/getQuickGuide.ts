import * as api from '#shared/api/endpoints/quick-guide.js';
import { httpHandler } from '../core/http/pipeline.js';
import { editableVideo } from '../core/access/editable-video.js';
import { guideState, stillsProgress } from '../core/domain/quick-guide.js';
import { editorPages } from '../core/domain/quick-guide-download.js';

/**
 * GET /query/studio/videos/{videoId}/{version}/quick-guide/{language}: the quick-guide tab's read (the
 * editor's rule: 404 for another organization's or an unknown video or version, 403 without the right to
 * change it). Each page with its still's URL once captured; missing stills are asked for.
 */
export const handler = httpHandler(api.getQuickGuide, async ({ tenant, params }) => {
  const video = await editableVideo(tenant, params.videoId, params.version);
  const state = await guideState(tenant.activeOrgId, {
    videoId: video.videoId,
    version: params.version,
    language: params.language,
  });
  const [progress, pages] = await Promise.all([stillsProgress(state), editorPages(state)]);
  return { pages, ...progress };
});
