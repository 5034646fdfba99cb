import * as api from '#shared/api/endpoints/video-attachments.js';
import { commandHandler } from '../core/http/command.js';
import {
  confirmAttachment,
  deleteAttachment,
  requestAttachmentUpload,
} from '../core/domain/video-attachments.js';

/** POST /command/videoAttachmentCommand: a video's attachments, by its editors (domain/video-attachments.ts). */
export const handler = commandHandler(api.videoAttachmentCommand, {
  async requestAttachmentUpload(tenant, payload) {
    const { attachmentId, ...upload } = await requestAttachmentUpload(tenant, payload);
    return { id: attachmentId, upload };
  },
  async confirmAttachment(tenant, payload) {
    const attachment = await confirmAttachment(tenant, payload);
    return { id: attachment.attachmentId, attachment };
  },
  async deleteAttachment(tenant, payload) {
    await deleteAttachment(tenant, payload);
    return { id: payload.attachmentId };
  },
});
