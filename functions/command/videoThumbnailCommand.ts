import * as api from '#shared/api/endpoints/video-thumbnail.js';
import { commandHandler } from '../core/http/command.js';
import { useFrame, useImage } from '../core/domain/video-thumbnail.js';

/** POST /command/videoThumbnailCommand: a video's thumbnail, by its editors (domain/video-thumbnail.ts). */
export const handler = commandHandler(api.videoThumbnailCommand, {
  async useFrame(tenant, payload) {
    const { captureId } = await useFrame(tenant, payload);
    return { id: payload.videoId, status: 'capturing' as const, captureId };
  },
  async useImage(tenant, payload) {
    await useImage(tenant, payload);
    return { id: payload.videoId, status: 'changed' as const };
  },
});
