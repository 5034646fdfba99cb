/**
 * Attachments of a video (issue 12 "Upload files", the editor's upload-files tab; spec 2 §5 "the uploaded
 * file type must be supported"): its editors request a presigned upload (type and size checked before
 * signing; the signature binds the exact size and type), confirm it (the stored object's real size and
 * type checked again), and delete; whoever may watch the video lists them with short-lived download URLs.
 * docs/decisions.md "Video attachments".
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';

/** The largest attachment: a handout or a slide deck, not a second video. */
export const ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;
/** How many files one video may carry. */
export const ATTACHMENTS_PER_VIDEO_MAX = 20;
/** How long a download link works (the list is read again when it is shown). */
export const ATTACHMENT_DOWNLOAD_TTL_SECONDS = 10 * 60;
/** How long the upload URL works. */
export const ATTACHMENT_UPLOAD_TTL_SECONDS = 15 * 60;

/** Spec 2 §5's message for a file of another type. */
export const UNSUPPORTED_FILE_TYPE = 'The uploaded file type must be supported';
export const FILE_TOO_LARGE = 'The file is larger than 25 MB';

/**
 * The supported types by extension: PDF, Office documents (Word, Excel, PowerPoint, old and new
 * formats), OpenDocument, images, ZIP, plain text and CSV. The type an object is stored with comes
 * from here, never from the browser.
 */
export const ATTACHMENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  zip: 'application/zip',
  txt: 'text/plain',
  csv: 'text/csv',
} as const;
export type AttachmentExtension = keyof typeof ATTACHMENT_TYPES;

/** The file's extension in lower case if it is a supported one, else null. */
export function attachmentExtension(fileName: string): AttachmentExtension | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return Object.hasOwn(ATTACHMENT_TYPES, extension) ? (extension as AttachmentExtension) : null;
}

/** Why a file is refused before it is uploaded (the server says the same), or null. */
export function attachmentFileRefusal(file: { name: string; size: number }): string | null {
  if (!attachmentExtension(file.name)) return UNSUPPORTED_FILE_TYPE;
  if (file.size > ATTACHMENT_MAX_BYTES) return FILE_TOO_LARGE;
  if (file.size <= 0) return 'The file is empty';
  return null;
}

const videoIdSchema = z.string().trim().min(1).max(80);
const attachmentIdSchema = z.string().trim().min(1).max(80);

export const attachmentFileNameSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(200, 'At most 200 characters')
  .refine(
    (v) => ![...v].some((c) => '/\\<>"'.includes(c) || c.charCodeAt(0) < 32),
    'A file name cannot contain / \\ < > " or control characters',
  )
  .refine((v) => attachmentExtension(v) !== null, UNSUPPORTED_FILE_TYPE);

export const videoAttachmentCommandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('requestAttachmentUpload'),
    payload: z.object({
      videoId: videoIdSchema,
      fileName: attachmentFileNameSchema,
      size: z.number().int().min(1, 'The file is empty').max(ATTACHMENT_MAX_BYTES, FILE_TOO_LARGE),
    }),
  }),
  z.object({
    type: z.literal('confirmAttachment'),
    payload: z.object({ videoId: videoIdSchema, attachmentId: attachmentIdSchema }),
  }),
  z.object({
    type: z.literal('deleteAttachment'),
    payload: z.object({ videoId: videoIdSchema, attachmentId: attachmentIdSchema }),
  }),
]);
export type VideoAttachmentCommand = z.infer<typeof videoAttachmentCommandSchema>;

export const videoAttachmentSchema = z.object({
  attachmentId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  /** Presigned GET as a download (ATTACHMENT_DOWNLOAD_TTL_SECONDS). */
  downloadUrl: z.string(),
});
export type VideoAttachment = z.infer<typeof videoAttachmentSchema>;

export const videoAttachmentCommand = defineEndpoint({
  id: 'videoAttachmentCommand',
  method: 'POST',
  path: '/videoAttachmentCommand',
  group: 'command',
  access: 'member',
  summary:
    "A video's attachments (its editors): requestAttachmentUpload (answers the presigned PUT), confirmAttachment, deleteAttachment.",
  body: videoAttachmentCommandSchema,
  response: z.object({
    id: z.string(),
    /** requestAttachmentUpload: PUT the file to signedUrl with exactly this Content-Type and size. */
    upload: z
      .object({ signedUrl: z.string(), contentType: z.string(), expiresIn: z.number().int() })
      .optional(),
    /** confirmAttachment: the attachment as the list shows it. */
    attachment: videoAttachmentSchema.optional(),
  }),
});

export const listVideoAttachments = defineEndpoint({
  id: 'listVideoAttachments',
  method: 'GET',
  path: '/videos/{videoId}/attachments',
  group: 'query',
  access: 'member',
  summary:
    "A video's attachments, oldest first, with short-lived download URLs (whoever may watch the video); canEdit: the caller may add and delete.",
  params: z.object({ videoId: videoIdSchema }),
  response: z.object({ attachments: z.array(videoAttachmentSchema), canEdit: z.boolean() }),
});
