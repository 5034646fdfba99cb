import type { VideoCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { videoData } from '../../core/data/video-data.js';
import { videoPublishing } from '../../core/data/video-publishing.js';
import { announceFirstPublish } from '../../core/domain/first-publish.js';
import { logChange, videoSubject } from '../../core/domain/event-log.js';
import { conflict, notFound } from '../../core/http/errors.js';
import { assertMayAddVideos } from '../../core/access/may-add-videos.js';
import { lifecycleOf, settleExpiredLock } from '../../core/domain/video-editing.js';
import { PUBLISH_TEXTS, PUBLISHABLE, publishRefusal } from '../../core/domain/publish-rules.js';

type Payload = Extract<VideoCommand, { type: 'publishVideo' }>['payload'];

/**
 * publishVideo {videoId} (docs/decisions.md: spec 1 §7 names no publish command): the organization's
 * admins and the channel's roles (the rule of createMajorVersion) publish a video whose latest version
 * has a transcoded rendition in the master language and nothing being processed. The write is
 * conditional on the status and version that were checked. The first publish of a video tells the
 * channel's followers with alerts on (spec 1 notifications "a new video in a followed channel").
 */
export async function publishVideo(tenant: TenantContext, payload: Payload) {
  const data = videoData(tenant.activeOrgId);
  const stored = await data.video(payload.videoId);
  if (!stored) throw notFound('Video not found');
  await assertMayAddVideos(tenant, stored.channelId, 'You do not have access for this operation');
  const video = await settleExpiredLock(stored);
  const { lock, publishedVersion } = lifecycleOf(video);
  const refusal = publishRefusal({ ...video, lock }, await data.renditions(video.videoId));
  if (refusal) throw refusal;
  const publishing = videoPublishing(tenant.activeOrgId);
  // A published video's newer major version is published over the one that played (life-cycle table).
  const from = video.status === 'published' ? (['published'] as const) : PUBLISHABLE;
  const published = await publishing.publish(video.videoId, from, video.lastVersion ?? 1);
  if (!published) throw conflict(PUBLISH_TEXTS.changed);
  await logChange(tenant, videoSubject(video), 'videoCommand.publishVideo', {
    before: { status: video.status, publishedVersion },
    after: { status: 'published', publishedVersion: video.lastVersion ?? 1 },
  });
  await announceFirstPublish(
    tenant.activeOrgId,
    {
      videoId: video.videoId,
      humanId: video.humanId,
      name: video.name,
      channelId: video.channelId,
      abstract: video.abstract,
    },
    tenant.userId,
  );
  return { id: video.videoId, humanId: video.humanId };
}
