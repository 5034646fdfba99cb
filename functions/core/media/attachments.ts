/**
 * The objects of video attachments: `attachments/<orgId>/<videoId>/<attachmentId>.<ext>` in the uploads
 * bucket (outside uploads/, so nothing transcodes them). The upload URL signs the exact Content-Type and
 * Content-Length, so S3 refuses a PUT of another size or type; the confirmation reads the object again
 * (its size, its type, and its first bytes against the type's signature) because s3rver, locally,
 * does not check signatures.
 */
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  type AttachmentExtension,
} from '#shared/api/endpoints/video-attachments.js';
import { env } from '../http/env.js';
import { presignGet } from './presign.js';
import { s3 } from './s3.js';

export const ATTACHMENTS_PREFIX = 'attachments/';

export function attachmentKey(
  orgId: string,
  videoId: string,
  attachmentId: string,
  ext: AttachmentExtension,
) {
  return `${ATTACHMENTS_PREFIX}${orgId}/${videoId}/${attachmentId}.${ext}`;
}

/** A presigned PUT that S3 honours only with exactly this Content-Type and Content-Length. */
export async function presignAttachmentUpload(
  key: string,
  contentType: string,
  size: number,
  expiresIn: number,
): Promise<string> {
  const [{ client, sdk }, { getSignedUrl }] = await Promise.all([
    s3(),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  const command = new sdk.PutObjectCommand({
    Bucket: env.uploadsBucket(),
    Key: key,
    ContentType: contentType,
    ContentLength: size,
  });
  return getSignedUrl(client, command, {
    expiresIn,
    signableHeaders: new Set(['content-type', 'content-length']),
  });
}

/** A download of the object under the file name it was uploaded with. */
export function attachmentDownloadUrl(key: string, fileName: string, expiresIn: number): Promise<string> {
  return presignGet(env.uploadsBucket(), key, expiresIn, { downloadName: downloadName(fileName) });
}

/** The file name as a quoted Content-Disposition value takes it: printable ASCII without quotes. */
export function downloadName(fileName: string): string {
  return fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Whether the file's first bytes are what a file of this type starts with (text: no NUL bytes). */
export function matchesSignature(ext: AttachmentExtension, bytes: Uint8Array): boolean {
  switch (ext) {
    case 'pdf':
      return startsWith(bytes, ascii('%PDF-'));
    case 'docx':
    case 'xlsx':
    case 'pptx':
    case 'odt':
    case 'ods':
    case 'odp':
    case 'zip':
      return startsWith(bytes, ZIP);
    case 'doc':
    case 'xls':
    case 'ppt':
      return startsWith(bytes, OLE);
    case 'png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpg':
    case 'jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'gif':
      return startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'));
    case 'webp':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
    case 'txt':
    case 'csv':
      return !bytes.includes(0);
  }
}

export type StoredAttachment =
  { found: false } | { found: true; size: number; contentType: string; head: Uint8Array };

/** The stored object's size, type and first 4 KiB, or that it is not there. */
export async function readStoredAttachment(key: string): Promise<StoredAttachment> {
  const { client, sdk } = await s3();
  try {
    const object = await client.send(
      new sdk.GetObjectCommand({ Bucket: env.uploadsBucket(), Key: key, Range: 'bytes=0-4095' }),
    );
    const head = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
    // A ranged GET answers the whole size in Content-Range ("bytes 0-4095/123456").
    const total = Number(object.ContentRange?.split('/')[1] ?? object.ContentLength ?? 0);
    return { found: true, size: total, contentType: object.ContentType ?? '', head };
  } catch (error) {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) {
      return { found: false };
    }
    throw error;
  }
}

export async function deleteAttachmentObject(key: string): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: env.uploadsBucket(), Key: key }));
}

/** Why a stored object is refused for the declared file, or null (checked at the confirmation). */
export function storedAttachmentRefusal(
  stored: Extract<StoredAttachment, { found: true }>,
  declared: { ext: AttachmentExtension; size: number },
): string | null {
  if (stored.size > ATTACHMENT_MAX_BYTES || stored.size !== declared.size) {
    return 'The uploaded file does not have the size that was announced';
  }
  const type = stored.contentType.split(';')[0]?.trim().toLowerCase();
  if (type !== ATTACHMENT_TYPES[declared.ext] || !matchesSignature(declared.ext, stored.head)) {
    return 'The uploaded file type must be supported';
  }
  return null;
}
