import type { VideoCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { videoData } from '../../core/data/video-data.js';
import { videoVersions } from '../../core/data/video-versions.js';
import { logChange, videoSubject } from '../../core/domain/event-log.js';
import { conflict, forbidden, notFound } from '../../core/http/errors.js';
import { assertMayAddVideos } from '../../core/access/may-add-videos.js';

type Payload = Extract<VideoCommand, { type: 'discardUpload' }>['payload'];

const TOO_LATE = 'The upload has arrived and is being processed: it can no longer be discarded';

/**
 * Not in spec 1 §7 (docs/decisions.md "Add video"): "Add video" creates the video (or opens its next
 * version) before the file is sent, so an upload that is cancelled or fails before its file arrives
 * would leave an empty draft behind. This undoes exactly that: version 1 of a draft → the video goes
 * (its author only); a later version → the version is closed again. Once the version has a source or a
 * job, the pipeline owns it and the answer is 409.
 */
export async function discardUpload(tenant: TenantContext, payload: Payload) {
  const data = videoData(tenant.activeOrgId);
  const video = await data.video(payload.videoId);
  if (!video) throw notFound('Video not found');
  await assertMayAddVideos(tenant, video.channelId);
  if ((video.lastVersion ?? 1) !== payload.version) {
    throw conflict(`Version ${payload.version} is not the newest version of this video`);
  }
  const [renditions, jobs] = await Promise.all([data.renditions(video.videoId), data.jobs(video.videoId)]);
  const arrived =
    jobs.some((j) => j.version === payload.version) ||
    renditions.some((r) => r.version === payload.version && (r.source || r.status !== 'pending'));
  if (arrived) throw conflict(TOO_LATE);

  const subject = videoSubject(video);
  if (payload.version === 1) {
    if (video.authorId !== tenant.userId) throw forbidden('Only its author may discard a draft video');
    if (!(await data.deleteDraft(video.videoId))) throw conflict(TOO_LATE);
    // The draft is gone: the entry keeps its name for the log.
    await logChange(tenant, subject, 'videoCommand.discardUpload', {
      before: { name: video.name, status: video.status ?? 'draft' },
      after: { status: 'discarded' },
    });
  } else if (
    !(await videoVersions(tenant.activeOrgId).close({ videoId: video.videoId, version: payload.version }))
  ) {
    throw conflict(TOO_LATE);
  } else {
    await logChange(tenant, subject, 'videoCommand.discardUpload', {
      before: { lastVersion: payload.version },
      after: { lastVersion: payload.version - 1 },
    });
  }
  return { id: video.videoId };
}
