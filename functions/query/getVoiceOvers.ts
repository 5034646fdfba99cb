import * as api from '#shared/api/endpoints/voice-over.js';
import { httpHandler } from '../core/http/pipeline.js';
import { editableVideo } from '../core/access/editable-video.js';
import { voiceOversOf } from '../core/domain/voice-over.js';

/**
 * GET /query/studio/videos/{videoId}/voice-overs: the studio's voice-over section (those who may edit the
 * video): each voice-over and how its chapters fit, and the languages with a voice and their chapters.
 */
export const handler = httpHandler(api.getVoiceOvers, async ({ tenant, params }) =>
  voiceOversOf(tenant.activeOrgId, await editableVideo(tenant, params.videoId)),
);
