/**
 * Object keys of the media pipeline. The uploads key carries the tenant as its first segment after the
 * prefix; the start-transcode handler trusts that segment only (never object metadata a client sent).
 *   uploads/<orgId>/<videoId>/<version>/<language>/<fileName>   (uploads bucket, starts a transcode)
 *   generic/<orgId>/<userId>/<fileName>                          (uploads bucket, images; no transcode)
 *   media/<orgId>/<videoId>/<version>/<language>/…               (media bucket, transcoder output)
 */
import { UI_LANGUAGES } from '#shared/domain/languages.js';
import { VIDEO_UPLOAD_EXTENSIONS } from '#shared/api/endpoints/media.js';

export const UPLOADS_PREFIX = 'uploads/';
export const GENERIC_PREFIX = 'generic/';
export const MEDIA_PREFIX = 'media/';
/** Amazon Transcribe's transcript files (uploads bucket; no upload event fires there). */
export const TRANSCRIPTS_PREFIX = 'transcripts/';

export interface RenditionRef {
  orgId: string;
  videoId: string;
  version: number;
  language: string;
}

export interface UploadRef extends RenditionRef {
  fileName: string;
}

const ORG_ID = /^[a-z0-9][a-z0-9-]{1,62}$/;
const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;
const VERSION = /^[1-9][0-9]{0,3}$/;
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const LANGUAGES: readonly string[] = UI_LANGUAGES;
const VIDEO_EXTENSIONS: readonly string[] = VIDEO_UPLOAD_EXTENSIONS;

export function isValidId(value: string): boolean {
  return ID.test(value);
}

export function uploadKey(ref: UploadRef): string {
  const key = `${UPLOADS_PREFIX}${ref.orgId}/${ref.videoId}/${ref.version}/${ref.language}/${ref.fileName}`;
  if (!parseUploadKey(key)) throw new Error(`not a valid upload key: ${key}`);
  return key;
}

/** The rendition an uploaded original belongs to, or null for any key not of the exact shape. */
export function parseUploadKey(key: string): UploadRef | null {
  if (!key.startsWith(UPLOADS_PREFIX)) return null;
  const parts = key.slice(UPLOADS_PREFIX.length).split('/');
  if (parts.length !== 5) return null;
  const [orgId, videoId, version, language, fileName] = parts as [string, string, string, string, string];
  if (!ORG_ID.test(orgId) || !ID.test(videoId) || !VERSION.test(version)) return null;
  if (!LANGUAGES.includes(language) || !FILE_NAME.test(fileName) || fileName.includes('..')) return null;
  const extension = fileName.includes('.') ? fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase() : '';
  if (!VIDEO_EXTENSIONS.includes(extension)) return null;
  return { orgId, videoId, version: Number(version), language, fileName };
}

/** Folder of a rendition's transcoded output in the media bucket (ends with '/'). */
export function mediaPrefix(ref: RenditionRef): string {
  return `${MEDIA_PREFIX}${ref.orgId}/${ref.videoId}/${ref.version}/${ref.language}/`;
}

export function genericKey(orgId: string, userId: string, fileName: string): string {
  return `${GENERIC_PREFIX}${orgId}/${userId}/${fileName}`;
}

/** S3 event notifications carry keys URL-encoded, spaces as '+'. */
export function decodeEventKey(raw: string): string {
  return decodeURIComponent(raw.replace(/\+/g, ' '));
}

/**
 * The original sound a transcode keeps of a rendition (16 kHz mono WAV; functions/media/job-settings.ts
 * writes it, a voice-over is mixed over it).
 */
export const SOUND_FILE = 'sound/original.wav';
export const soundKey = (rendition: RenditionRef) => `${mediaPrefix(rendition)}${SOUND_FILE}`;
