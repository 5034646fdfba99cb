import * as api from '#shared/api/endpoints/video-attachments.js';
import { httpHandler } from '../core/http/pipeline.js';
import { listAttachments } from '../core/domain/video-attachments.js';

/** GET /query/videos/{videoId}/attachments (id or humanId): whoever may watch the video. */
export const handler = httpHandler(api.listVideoAttachments, ({ tenant, params }) =>
  listAttachments(tenant, params.videoId),
);
