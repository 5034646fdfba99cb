import * as api from '#shared/api/endpoints/video-commands.js';
import { commandHandler } from '../core/http/command.js';
import { createVideo } from './video-commands/create-video.js';
import { createMajorVersion } from './video-commands/create-major-version.js';
import { updateGeneral } from './video-commands/update-general.js';
import { updateOverview } from './video-commands/update-overview.js';
import { publishVideo } from './video-commands/publish-video.js';
import { unpublishVideo } from './video-commands/unpublish-video.js';
import { moveVideo } from './video-commands/move-video.js';
import { archiveVideo } from './video-commands/archive-video.js';
import { restoreVideo } from './video-commands/restore-video.js';
import { discardUpload } from './video-commands/discard-upload.js';
import { videoPlaybackStarted } from './video-commands/video-playback-started.js';
import { videoTimeWatched } from './video-commands/video-time-watched.js';
import { videoPlaybackEnded } from './video-commands/video-playback-ended.js';

/** One function per command type; the contract's discriminated union has already validated the payload. */
export const handler = commandHandler(api.videoCommand, {
  createVideo,
  createMajorVersion,
  updateGeneral,
  updateOverview,
  publishVideo,
  unpublishVideo,
  moveVideo,
  archiveVideo,
  restoreVideo,
  discardUpload,
  videoPlaybackStarted,
  videoTimeWatched,
  videoPlaybackEnded,
});
