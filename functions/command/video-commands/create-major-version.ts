import type { VideoCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { videoData } from '../../core/data/video-data.js';
import { videoVersions } from '../../core/data/video-versions.js';
import { badRequest, conflict, notFound } from '../../core/http/errors.js';
import { assertMayAddVideos } from '../../core/access/may-add-videos.js';
import { logChange, videoSubject } from '../../core/domain/event-log.js';
import { videoLifecycleData } from '../../core/data/video-lifecycle.js';

type Payload = Extract<VideoCommand, { type: 'createMajorVersion' }>['payload'];

/**
 * Spec 1 §7 createMajorVersion (videoId, language, reuseVideo, reuseRenderDefinition, keepTranslations):
 * opens version lastVersion + 1, into which the client then uploads and calls updateGeneral "with
 * version + 1" (spec 2 §4). The version counter moves by a conditional write, so two concurrent calls
 * never both create the same version: the second answers 409 and may simply be retried.
 */
export async function createMajorVersion(tenant: TenantContext, payload: Payload) {
  const data = videoData(tenant.activeOrgId);
  const video = await data.video(payload.videoId);
  if (!video) throw notFound('Video not found');
  await assertMayAddVideos(tenant, video.channelId);
  const from = video.lastVersion ?? 1;
  // The published version keeps playing while the new one is a draft: a video published before
  // publishedVersion was recorded gets it now (the life-cycle rule, docs/decisions.md).
  if (video.status === 'published' && video.publishedVersion === undefined) {
    await videoLifecycleData(tenant.activeOrgId).recordPublishedVersion(video.videoId, from);
  }
  const previous = (await data.renditions(video.videoId)).filter((r) => r.version === from);
  if (
    payload.reuseVideo &&
    !previous.some((r) => r.language === payload.language && r.status === 'completed')
  ) {
    throw badRequest(`reuseVideo needs a transcoded ${payload.language} rendition in version ${from}`);
  }
  const missing = payload.keepTranslations.filter((l) => !previous.some((r) => r.language === l));
  if (missing.length > 0) {
    throw badRequest(`keepTranslations: version ${from} has no ${missing.join(', ')} rendition`);
  }
  const version = await videoVersions(tenant.activeOrgId).open({
    videoId: video.videoId,
    from,
    language: payload.language,
    reuse: payload.reuseVideo,
    keep: payload.keepTranslations,
    previous,
  });
  if (version === null) throw conflict(`Version ${from + 1} of this video has just been created`);
  await logChange(tenant, videoSubject(video), 'videoCommand.createMajorVersion', {
    before: { lastVersion: from },
    after: { lastVersion: version, language: payload.language },
  });
  return { id: video.videoId, version };
}
