/**
 * Attachments of a video (issue 12 "Upload files"; docs/decisions.md "Video attachments"). Its editors —
 * organization admins, the channel's owners, content managers and contributors (the may-add-videos
 * rule), and the video's author — add and delete them at any stage of the video (they are handouts next
 * to it, not its content, so no check-out is needed); whoever may watch the video lists and downloads
 * them. A video shared in from another organization shows that organization's attachments.
 */
import { randomBytes } from 'node:crypto';
import {
  ATTACHMENT_DOWNLOAD_TTL_SECONDS,
  ATTACHMENT_TYPES,
  ATTACHMENT_UPLOAD_TTL_SECONDS,
  ATTACHMENTS_PER_VIDEO_MAX,
  attachmentExtension,
  UNSUPPORTED_FILE_TYPE,
  type VideoAttachment,
} from '#shared/api/endpoints/video-attachments.js';
import type { TenantContext } from '../http/tenant.js';
import { assertMayAddVideos, mayAddVideos } from '../access/may-add-videos.js';
import { findVideo, viewableVideo } from '../access/videos.js';
import { attachmentData } from '../data/attachment-data.js';
import { videoData, type Video } from '../data/video-data.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import {
  attachmentDownloadUrl,
  attachmentKey,
  deleteAttachmentObject,
  presignAttachmentUpload,
  readStoredAttachment,
  storedAttachmentRefusal,
} from '../media/attachments.js';
import { logChange, videoSubject } from './event-log.js';

type AttachmentItem = NonNullable<Awaited<ReturnType<ReturnType<typeof attachmentData>['attachment']>>>;

const NO_ACCESS = 'You do not have access for this operation';

/** The caller's own video (its author sees it at any status, without a channel role), or null. */
async function authoredVideo(tenant: TenantContext, key: string): Promise<Video | null> {
  const video = await findVideo(videoData(tenant.activeOrgId), key);
  return video && video.authorId === tenant.userId ? video : null;
}

/** A video the caller may see (its author, or viewableVideo; else 404). */
export async function visibleVideo(tenant: TenantContext, key: string): Promise<Video> {
  return (await authoredVideo(tenant, key)) ?? viewableVideo(tenant, key);
}

/** A video the caller may see (else 404) and change the attachments of (else 403). */
export async function editableVideo(tenant: TenantContext, videoId: string): Promise<Video> {
  const video = await visibleVideo(tenant, videoId);
  // A video shared in from another organization is that organization's to change.
  if (video.orgId !== tenant.activeOrgId) throw forbidden(NO_ACCESS);
  if (video.authorId !== tenant.userId) await assertMayAddVideos(tenant, video.channelId, NO_ACCESS);
  return video;
}

async function mayEdit(tenant: TenantContext, video: Video): Promise<boolean> {
  if (video.orgId !== tenant.activeOrgId) return false;
  return video.authorId === tenant.userId || (await mayAddVideos(tenant, video.channelId));
}

async function asListed(item: AttachmentItem): Promise<VideoAttachment> {
  return {
    attachmentId: item.attachmentId,
    fileName: item.fileName,
    contentType: item.contentType,
    size: item.size,
    createdAt: item.createdAt ?? '',
    downloadUrl: await attachmentDownloadUrl(item.objectKey, item.fileName, ATTACHMENT_DOWNLOAD_TTL_SECONDS),
  };
}

/** The ready attachments, oldest first, with download URLs; and whether the caller may change them. */
export async function listAttachments(tenant: TenantContext, videoKey: string) {
  const video = await visibleVideo(tenant, videoKey);
  const items = await attachmentData(video.orgId).ofVideo(video.videoId);
  const ready = items
    .filter((a) => a.status === 'ready')
    .sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
  const [attachments, canEdit] = await Promise.all([
    Promise.all(ready.map(asListed)),
    mayEdit(tenant, video),
  ]);
  return { attachments, canEdit };
}

/** A pending attachment and the presigned PUT for its file (type and size checked before signing). */
export async function requestAttachmentUpload(
  tenant: TenantContext,
  input: { videoId: string; fileName: string; size: number },
) {
  const video = await editableVideo(tenant, input.videoId);
  const ext = attachmentExtension(input.fileName);
  if (!ext) {
    throw badRequest(UNSUPPORTED_FILE_TYPE, [{ path: 'payload.fileName', message: UNSUPPORTED_FILE_TYPE }]);
  }
  const data = attachmentData(tenant.activeOrgId);
  const now = Math.floor(Date.now() / 1000);
  const current = (await data.ofVideo(video.videoId)).filter(
    (a) => a.status === 'ready' || (a.expiresAt ?? 0) > now,
  );
  if (current.length >= ATTACHMENTS_PER_VIDEO_MAX) {
    throw conflict(`A video can have at most ${ATTACHMENTS_PER_VIDEO_MAX} attachments`);
  }
  const attachmentId = `att-${randomBytes(8).toString('hex')}`;
  const contentType = ATTACHMENT_TYPES[ext];
  const objectKey = attachmentKey(tenant.activeOrgId, video.videoId, attachmentId, ext);
  await data.createPending({
    videoId: video.videoId,
    attachmentId,
    fileName: input.fileName,
    contentType,
    size: input.size,
    objectKey,
    uploadedBy: tenant.userId,
  });
  const signedUrl = await presignAttachmentUpload(
    objectKey,
    contentType,
    input.size,
    ATTACHMENT_UPLOAD_TTL_SECONDS,
  );
  return { attachmentId, signedUrl, contentType, expiresIn: ATTACHMENT_UPLOAD_TTL_SECONDS };
}

/**
 * The upload arrived: the stored object is checked again (size as announced and within the limit, the
 * type and its first bytes); a refused one is deleted with its item (400), a missing one is a 409.
 */
export async function confirmAttachment(
  tenant: TenantContext,
  input: { videoId: string; attachmentId: string },
): Promise<VideoAttachment> {
  const video = await editableVideo(tenant, input.videoId);
  const data = attachmentData(tenant.activeOrgId);
  const item = await data.attachment(video.videoId, input.attachmentId);
  if (!item) throw notFound('Attachment not found');
  if (item.status === 'ready') return asListed(item);
  const ext = attachmentExtension(item.objectKey);
  const stored = await readStoredAttachment(item.objectKey);
  if (!stored.found) throw conflict('The file has not been uploaded');
  const refusal = ext ? storedAttachmentRefusal(stored, { ext, size: item.size }) : UNSUPPORTED_FILE_TYPE;
  if (refusal) {
    await deleteAttachmentObject(item.objectKey);
    await data.remove(video.videoId, item.attachmentId);
    throw badRequest(refusal, [{ path: 'payload.attachmentId', message: refusal }]);
  }
  if (await data.markReady(video.videoId, item.attachmentId)) {
    await logChange(tenant, videoSubject(video), 'videoAttachmentCommand.confirmAttachment', {
      before: {},
      after: { attachment: item.fileName, attachmentId: item.attachmentId },
    });
  }
  return asListed({ ...item, status: 'ready' });
}

/** Deletes the attachment's object, then its item (a retried delete finishes what a failed one left). */
export async function deleteAttachment(
  tenant: TenantContext,
  input: { videoId: string; attachmentId: string },
) {
  const video = await editableVideo(tenant, input.videoId);
  const data = attachmentData(tenant.activeOrgId);
  const item = await data.attachment(video.videoId, input.attachmentId);
  if (!item) throw notFound('Attachment not found');
  await deleteAttachmentObject(item.objectKey);
  await data.remove(video.videoId, item.attachmentId);
  if (item.status === 'ready') {
    await logChange(tenant, videoSubject(video), 'videoAttachmentCommand.deleteAttachment', {
      before: { attachment: item.fileName, attachmentId: item.attachmentId },
      after: {},
    });
  }
}
