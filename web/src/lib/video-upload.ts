/**
 * Upload rules and the progress model (spec 1 §2 "Modals show recording and upload progress
 * (percentage)"; spec 1 §7 "POST /getS3UploadSignedUrl … then PUT with progress").
 */
import { MAX_UPLOAD_BYTES, VIDEO_UPLOAD_EXTENSIONS } from '#shared/api';

/**
 * One presigned PUT carries the whole file. S3 accepts up to 5 GB in a single PUT; 2 GiB keeps an
 * upload well inside the URL's 15-minute lifetime at ordinary office bandwidth (S3 checks the
 * signature when the request starts) and is far above what a screen recording or a training clip needs.
 * The server refuses larger originals too (functions/media/startTranscode.ts): one shared constant.
 */
export { MAX_UPLOAD_BYTES };

export type VideoExtension = (typeof VIDEO_UPLOAD_EXTENSIONS)[number];

/** The `accept` attribute of the file input: the extensions the transcoder takes. */
export const ACCEPT = VIDEO_UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export type FileProblem = 'unsupported-type' | 'empty' | 'too-large';

/** Why a file cannot be uploaded, or null ("the uploaded file type must be supported", spec 2 §5). */
export function fileProblem(file: { name: string; size: number }): FileProblem | null {
  if (!(VIDEO_UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return 'unsupported-type';
  if (file.size <= 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'too-large';
  return null;
}

/** The file name without its extension: the default title of an uploaded video. */
export function titleFromFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).replace(/[_-]+/g, ' ').trim().slice(0, 200);
}

/**
 * Percentage shown while the bytes travel: whole percents, never backwards, and at most 99 until the
 * storage has answered, so "100 %" means the file is really there.
 */
export function uploadPercent(loaded: number, total: number, done = false): number {
  if (done) return 100;
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(99, Math.floor((loaded / total) * 100)));
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "Recordings are WebM files named date plus video id" (spec 1 §5, spec 2 §5): the recording's start
 * in UTC as yyyy-mm-dd_hh-mm-ss, an underscore, the video id.
 */
export function recordingFileName(startedAt: Date, videoId: string): string {
  const d = startedAt;
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}-${pad(d.getUTCMinutes())}-${pad(d.getUTCSeconds())}`;
  return `${date}_${time}_${videoId}.webm`;
}
