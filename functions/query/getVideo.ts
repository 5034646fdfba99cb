import { api, DOWNLOAD_URL_TTL_SECONDS } from '../../shared/api/index.js';
import { httpHandler } from '../core/http.js';
import { tenantData } from '../core/data/tenant-data.js';
import { videoData } from '../core/data/video-data.js';
import { toTranscodingStatus } from '../core/domain/transcoding.js';
import { presignMediaGet, viewableVideo } from '../core/playback.js';

/**
 * GET /query/videos/{humanId}: what the video page shows and needs to decide between playing and
 * showing the transcoding status. Unknown, another tenant's or not viewable: 404.
 */
export const handler = httpHandler(api.getVideo, async ({ tenant, params }) => {
  const video = await viewableVideo(tenant, params.humanId);
  const data = videoData(tenant.activeOrgId);
  const [renditions, jobs, channels] = await Promise.all([
    data.renditions(video.videoId),
    data.jobs(video.videoId),
    tenantData(tenant.activeOrgId).channels(),
  ]);
  const job = jobs.at(-1);
  return {
    id: video.videoId,
    humanId: video.humanId,
    name: video.name,
    description: video.description ?? '',
    abstract: video.abstract ?? '',
    channelId: video.channelId,
    channelName: channels.find((c) => c.channelId === video.channelId)?.name ?? '',
    status: video.status ?? 'draft',
    lastVersion: video.lastVersion ?? 1,
    masterLanguage: video.masterLanguage,
    ...(video.durationMs !== undefined ? { durationMs: video.durationMs } : {}),
    ...(video.thumbnailKey
      ? { thumbnailUrl: await presignMediaGet(video.thumbnailKey, DOWNLOAD_URL_TTL_SECONDS) }
      : {}),
    renditions: renditions.map((r) => ({
      version: r.version,
      language: r.language,
      status: r.status ?? 'pending',
      ...(r.error ? { error: r.error } : {}),
    })),
    transcoding: job ? toTranscodingStatus(job) : null,
    createdAt: video.createdAt ?? '',
  };
});
