/**
 * A video's attachments in ONE organization (access patterns 130–131): bound to the orgId it was
 * created with, which handlers take from the verified tenant (or, for a video shared in, from the
 * video the access rules returned).
 */
import { getEntities } from './entities/index.js';
import { isConditionalFailure } from './errors.js';

/** A request never confirmed leaves the table a day later (TTL). */
const PENDING_SECONDS = 24 * 60 * 60;

export function attachmentData(orgId: string) {
  if (!orgId) throw new Error('attachmentData needs an organization id');
  const e = getEntities();
  return {
    /** Every attachment item of the video, pending ones too (access pattern 130). */
    async ofVideo(videoId: string) {
      const { data } = await e.videoAttachment.query.byVideo({ orgId, videoId }).go({ pages: 'all' });
      return data;
    },
    /** One attachment of the video (access pattern 131). */
    async attachment(videoId: string, attachmentId: string) {
      return (await e.videoAttachment.get({ orgId, videoId, attachmentId }).go()).data;
    },
    async createPending(item: {
      videoId: string;
      attachmentId: string;
      fileName: string;
      contentType: string;
      size: number;
      objectKey: string;
      uploadedBy: string;
    }) {
      await e.videoAttachment
        .create({
          ...item,
          orgId,
          status: 'pending',
          expiresAt: Math.floor(Date.now() / 1000) + PENDING_SECONDS,
        })
        .go();
    },
    /** pending → ready, once (false: it was not pending any more, e.g. a concurrent confirmation). */
    async markReady(videoId: string, attachmentId: string): Promise<boolean> {
      try {
        await e.videoAttachment
          .patch({ orgId, videoId, attachmentId })
          .set({ status: 'ready' })
          .remove(['expiresAt'])
          .where((a, op) => op.eq(a.status, 'pending'))
          .go();
        return true;
      } catch (error) {
        if (isConditionalFailure(error)) return false;
        throw error;
      }
    },
    async remove(videoId: string, attachmentId: string) {
      await e.videoAttachment.delete({ orgId, videoId, attachmentId }).go();
    },
  };
}
