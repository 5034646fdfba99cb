import type { VideoCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { videoData } from '../../core/data/video-data.js';
import { setPublicEmbed } from '../../core/data/embed-data.js';
import { badRequest, notFound } from '../../core/http/errors.js';
import { parseUploadKey } from '../../core/media/keys.js';
import { assertMayAddVideos } from '../../core/access/may-add-videos.js';
import { logChange, videoSubject } from '../../core/domain/event-log.js';
import { assertFieldsEditable } from '../../core/domain/video-editing.js';
import { videoLabels } from './video-labels.js';

type Payload = Extract<VideoCommand, { type: 'updateGeneral' }>['payload'];

/**
 * Spec 1 §7 updateGeneral: attaches an uploaded original (the s3Path of /getS3UploadSignedUrl) to a
 * version of the video. The version must exist: version 1 from createVideo, later ones from
 * createMajorVersion ("a major version is created first, then the general update applies with
 * version+1", spec 2 §4), so an update can never invent a version past lastVersion. Without `source` it
 * changes only the general settings given: `publicEmbed` (answering the video's embed key), the
 * organization's tags it carries and its information classification (video-labels.ts). Tags and
 * classification are the video's own fields, edited in the studio: the life-cycle guard of every edit
 * applies to them (assertFieldsEditable: checked out by the caller, no lock, not published). The upload
 * and publicEmbed (the Embed & share switch of a published video) keep their own rules.
 */
export async function updateGeneral(tenant: TenantContext, payload: Payload) {
  const data = videoData(tenant.activeOrgId);
  const video = await data.video(payload.videoId);
  if (!video) throw notFound('Video not found');
  await assertMayAddVideos(tenant, video.channelId);
  // Tags and classification only from the organization's lists, checked before anything is written.
  const labels = await videoLabels(tenant, payload);
  if (Object.keys(labels).length > 0) await assertFieldsEditable(tenant, video);
  const source = payload.source;
  if (source !== undefined) {
    const ref = parseUploadKey(source);
    if (
      !ref ||
      ref.orgId !== tenant.activeOrgId ||
      ref.videoId !== video.videoId ||
      ref.version !== payload.version
    ) {
      throw badRequest('source must be the s3Path of an upload for this video and version');
    }
    const lastVersion = video.lastVersion ?? 1;
    if (payload.version > lastVersion) {
      throw badRequest(
        `Version ${payload.version} does not exist (latest: ${lastVersion}): create it with createMajorVersion first`,
      );
    }
    await data.setRenditionSource(
      { videoId: video.videoId, version: ref.version, language: ref.language },
      source,
    );
  }
  if (Object.keys(labels).length > 0) await data.setVideoFields(video.videoId, labels);
  // Spec 1 §1: anonymous viewers may watch only when publicEmbed is true; the embed key is issued with it.
  const embedKey =
    payload.publicEmbed === undefined
      ? undefined
      : await setPublicEmbed(tenant.activeOrgId, video.videoId, payload.publicEmbed);
  await logChange(tenant, videoSubject(video), 'videoCommand.updateGeneral', {
    before: {
      ...(payload.publicEmbed === undefined ? {} : { publicEmbed: video.publicEmbed ?? false }),
      ...(labels.tags === undefined ? {} : { tags: video.tags ?? [] }),
      ...(labels.infClassification === undefined ? {} : { infClassification: video.infClassification ?? '' }),
    },
    after: {
      ...(payload.publicEmbed === undefined ? {} : { publicEmbed: payload.publicEmbed }),
      ...labels,
      ...(source === undefined ? {} : { upload: `version ${payload.version}: ${source}` }),
    },
  });
  return { id: video.videoId, ...(embedKey ? { embedKey } : {}) };
}
