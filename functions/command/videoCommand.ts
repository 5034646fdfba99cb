import { api, type VideoCommand, type VideoCommandType } from '#shared/api/index.js';
import { httpHandler } from '../core/http/pipeline.js';
import type { TenantContext } from '../core/http/tenant.js';
import { createVideo } from './video-commands/create-video.js';
import { createMajorVersion } from './video-commands/create-major-version.js';
import { updateGeneral } from './video-commands/update-general.js';
import { publishVideo } from './video-commands/publish-video.js';
import { unpublishVideo } from './video-commands/unpublish-video.js';
import { discardUpload } from './video-commands/discard-upload.js';
import { videoPlaybackStarted } from './video-commands/video-playback-started.js';
import { videoTimeWatched } from './video-commands/video-time-watched.js';
import { videoPlaybackEnded } from './video-commands/video-playback-ended.js';

type Result = { id: string; humanId?: string; version?: number; embedKey?: string };
type Handlers = {
  [T in VideoCommandType]: (
    tenant: TenantContext,
    payload: Extract<VideoCommand, { type: T }>['payload'],
  ) => Promise<Result>;
};

/** One handler per command type; the contract's discriminated union has already validated the payload. */
const handlers: Handlers = {
  createVideo,
  createMajorVersion,
  updateGeneral,
  publishVideo,
  unpublishVideo,
  discardUpload,
  videoPlaybackStarted,
  videoTimeWatched,
  videoPlaybackEnded,
};

export const handler = httpHandler(api.videoCommand, async ({ tenant, body }) => {
  const run = handlers[body.type] as (t: TenantContext, p: VideoCommand['payload']) => Promise<Result>;
  return run(tenant, body.payload);
});
