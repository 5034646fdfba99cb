import * as api from '#shared/api/endpoints/quick-guide.js';
import { QUICK_GUIDE_TEXTS } from '#shared/api/endpoints/quick-guide.js';
import { httpHandler } from '../core/http/pipeline.js';
import { notFound } from '../core/http/errors.js';
import { videoData } from '../core/data/video-data.js';
import { visibleVideo } from '../core/domain/video-attachments.js';
import { playableRendition } from '../core/media/playlist.js';
import { guideState, stillsProgress } from '../core/domain/quick-guide.js';
import { guideDownloadUrl, guidePdf } from '../core/domain/quick-guide-download.js';

/**
 * GET /query/videos/{videoId}/quick-guide?version&language (id or humanId): the PDF guide of what the
 * video page plays, for whoever may watch the video (its attachments' rule: 404 otherwise, also for
 * another organization's). The version × language is the played one (GET /getVideoUrl's choice), never
 * a version members do not see. 404 without quick-guide pages; `preparing` while stills are captured.
 */
export const handler = httpHandler(api.downloadQuickGuide, async ({ tenant, params, query }) => {
  const video = await visibleVideo(tenant, params.videoId);
  const played = playableRendition(video, await videoData(video.orgId).renditions(video.videoId), query);
  if (!played) throw notFound(QUICK_GUIDE_TEXTS.none);
  const state = await guideState(video.orgId, {
    videoId: video.videoId,
    version: played.version,
    language: played.language,
  });
  if (state.entries.length === 0) throw notFound(QUICK_GUIDE_TEXTS.none);
  if (state.missing.length > 0) {
    const progress = await stillsProgress(state);
    return {
      status: 'preparing' as const,
      ready: state.entries.length - state.missing.length,
      pages: state.entries.length,
      message: progress.message ?? QUICK_GUIDE_TEXTS.preparing,
    };
  }
  const pdf = await guidePdf(state, video);
  return {
    status: 'ready' as const,
    pages: pdf.pages,
    ...(await guideDownloadUrl(pdf.key, video, played.language)),
  };
});
