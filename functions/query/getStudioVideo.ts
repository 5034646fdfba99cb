import * as api from '#shared/api/endpoints/studio.js';
import { httpHandler } from '../core/http/pipeline.js';
import { isFeatureOn } from '#shared/domain/feature-flags.js';
import { channelData } from '../core/data/channel-data.js';
import { videoData } from '../core/data/video-data.js';
import { tenantData } from '../core/data/tenant-data.js';
import { editableVideo } from '../core/access/editable-video.js';
import { thumbnailOf } from '../core/media/media-urls.js';
import { videoBasics } from '../core/domain/video-basics.js';
import { thumbnailCaptureStatus } from '#shared/domain/video-thumbnail.js';

/**
 * GET /query/studio/videos/{videoId}/{version}: the studio's read of one version of a video. Another
 * organization's or an unknown video or version is 404; a member without a role in its channel 403.
 */
export const handler = httpHandler(api.getStudioVideo, async ({ tenant, params }) => {
  const video = await editableVideo(tenant, params.videoId, params.version);
  const data = tenantData(tenant.activeOrgId);
  const [channel, organization, flags, renditions] = await Promise.all([
    channelData(tenant.activeOrgId).channel(video.channelId),
    data.organization(),
    data.featureFlags(),
    videoData(tenant.activeOrgId).renditions(video.videoId),
  ]);
  const playable = renditions
    .filter((r) => r.version === params.version && r.status === 'completed' && r.hlsMasterKey)
    .map((r) => r.language)
    .sort(
      (a, b) => Number(b === video.masterLanguage) - Number(a === video.masterLanguage) || a.localeCompare(b),
    );
  const scope = { tubeId: organization?.tubeId, channelId: video.channelId };
  const tagsEnabled = isFeatureOn(flags, 'tags', scope);
  const classificationEnabled = isFeatureOn(flags, 'infClassification', scope);
  return {
    id: video.videoId,
    ...videoBasics(video),
    version: params.version,
    lastVersion: video.lastVersion ?? 1,
    abstract: video.abstract ?? '',
    description: video.description ?? '',
    type: video.type ?? 'other',
    stage: video.stage ?? ('' as const),
    masterLanguage: video.masterLanguage,
    playableLanguages: playable,
    channelName: channel?.name ?? '',
    responsibleEmail: video.responsibleEmail ?? video.authorEmail,
    tags: (video.tags ?? []).map((t) => ({ tagGroup: t.tagGroup, tagValue: t.tagValue })),
    infClassification: video.infClassification ?? '',
    ...(await thumbnailOf(video.thumbnailKey)),
    // The frame capture asked for last, while it runs or once it failed (it leaves when it succeeds).
    ...(video.thumbnailCapture
      ? {
          thumbnailCapture: {
            status: thumbnailCaptureStatus(
              { requestedAt: video.thumbnailCapture.requestedAt, failed: video.thumbnailCaptureFailed },
              new Date(),
            ),
            version: video.thumbnailCapture.version,
            seconds: video.thumbnailCapture.seconds,
          },
        }
      : {}),
    ...(video.uploadOptions ? { uploadOptions: video.uploadOptions } : {}),
    labelChoices: {
      tagsEnabled,
      tags: tagsEnabled
        ? (organization?.tags ?? []).map((t) => ({ tagGroup: t.tagGroup, tagValue: t.tagValue }))
        : [],
      classificationEnabled,
      classifications: classificationEnabled
        ? (organization?.infClassifications ?? []).map((c) => ({
            name: c.name,
            description: c.description ?? '',
          }))
        : [],
    },
  };
});
