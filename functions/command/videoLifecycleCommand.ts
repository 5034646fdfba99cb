import * as api from '#shared/api/endpoints/video-lifecycle.js';
import { commandHandler } from '../core/http/command.js';
import {
  checkInVideo,
  checkOutVideo,
  forceCheckInVideo,
  takeOverVideo,
} from './video-lifecycle/editorial-control.js';
import { makeDraft, markReadyToPublish } from './video-lifecycle/transitions.js';
import { planVideo } from './video-lifecycle/plan-video.js';
import { deleteVideo } from './video-lifecycle/delete-video.js';
import { askForReview } from './video-lifecycle/ask-for-review.js';

/** One function per command type of the editorial bar (shared/api/endpoints/video-lifecycle.ts). */
export const handler = commandHandler(api.videoLifecycleCommand, {
  checkOutVideo,
  checkInVideo,
  forceCheckInVideo,
  takeOverVideo,
  markReadyToPublish,
  makeDraft,
  planVideo,
  askForReview,
  deleteVideo,
});
