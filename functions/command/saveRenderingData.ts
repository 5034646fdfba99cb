import * as api from '#shared/api/endpoints/video-editor.js';
import { httpHandler } from '../core/http/pipeline.js';
import { editableVideo } from '../core/access/editable-video.js';
import { conflict } from '../core/http/errors.js';
import { saveEdit } from '../core/domain/video-editor.js';

/** Spec 2 §8: a published video is unpublished and made draft before editing. */
const PUBLISHED_MESSAGE = 'Can not update published video';

/**
 * PUT /command/studio/videos/{videoId}/{version}/rendering/{language}: the editor's save. 404 for
 * another organization's or an unknown video or version, 403 without the right to change it, 400 for
 * invalid data (an enabled effect without its value), 409 for a broken chapter rule, a published video,
 * or a revision another save overtook (nothing is written then).
 */
export const handler = httpHandler(api.saveRenderingData, async ({ tenant, params, body }) => {
  const video = await editableVideo(tenant, params.videoId, params.version);
  if (video.status === 'published') throw conflict(PUBLISHED_MESSAGE);
  const saved = await saveEdit(
    tenant,
    video,
    params.version,
    { language: params.language, ...body.renderingData },
    body.revision,
  );
  return { revision: saved.revision, updatedAt: new Date().toISOString() };
});
