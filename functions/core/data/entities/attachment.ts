import { key, videoPartition } from './keys.js';

const SERVICE = 'tubes';

/**
 * A file attached to a video (issue 12 "Upload files"), in the video's partition. `pending` from the
 * upload request until the upload is confirmed (the table's TTL removes a request never confirmed);
 * only `ready` attachments are listed. The object is `attachments/<orgId>/<videoId>/<attachmentId>.<ext>`
 * of the uploads bucket.
 */
export const videoAttachmentModel = {
  model: { entity: 'videoAttachment', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    videoId: { type: 'string', required: true },
    attachmentId: { type: 'string', required: true },
    /** The name as uploaded (shown, and the download's file name). */
    fileName: { type: 'string', required: true },
    contentType: { type: 'string', required: true },
    /** Bytes, as declared at the request and found at the confirmation. */
    size: { type: 'number', required: true },
    objectKey: { type: 'string', required: true },
    status: { type: ['pending', 'ready'] as const, required: true },
    uploadedBy: { type: 'string', required: true },
    createdAt: { type: 'string', default: () => new Date().toISOString(), readOnly: true },
    /** Epoch seconds (the table's TTL attribute): set while pending only. */
    expiresAt: { type: 'number' },
  },
  indexes: {
    byVideo: {
      pk: videoPartition,
      sk: key('SK', ['attachmentId'], 'ATTACHMENT#${attachmentId}'),
    },
  },
} as const;
