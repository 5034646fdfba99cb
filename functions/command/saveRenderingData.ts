import * as api from '#shared/api/endpoints/video-editor.js';
import { httpHandler } from '../core/http/pipeline.js';
import { editableVideo } from '../core/access/editable-video.js';
import { assertEditable } from '../core/domain/video-editing.js';
import { saveEdit } from '../core/domain/video-editor.js';

/**
 * PUT /command/studio/videos/{videoId}/{version}/rendering/{language}: the editor's save. 404 for
 * another organization's or an unknown video or version, 403 without the right to change it, 400 for
 * invalid data (an enabled effect without its value), 409 when the video may not be edited now (the life
 * cycle's guard: published content, a lock, not checked out by the caller), for a broken chapter rule,
 * or for a revision another save overtook (nothing is written then).
 */
export const handler = httpHandler(api.saveRenderingData, async ({ tenant, params, body }) => {
  const video = await editableVideo(tenant, params.videoId, params.version);
  await assertEditable(tenant, video, params.version);
  const saved = await saveEdit(
    tenant,
    video,
    params.version,
    { language: params.language, ...body.renderingData },
    body.revision,
  );
  return { revision: saved.revision, updatedAt: new Date().toISOString() };
});
