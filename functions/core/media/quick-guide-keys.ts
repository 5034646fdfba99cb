/**
 * Keys of the quick guide's files (docs/decisions.md "Quick guide"):
 *   quick-guides/<orgId>/<videoId>/<version>/<language>.json   (uploads bucket) a request for missing
 *       stills: its arrival starts functions/media/startQuickGuideStills.ts, which reads what to capture
 *       from that organization's table (the body says nothing it trusts)
 *   <media prefix>quick-guide/stills/<captureId>/still.<n>.jpg  (media bucket) capture n of a stills job
 *   <media prefix>quick-guide/stills/<captureId>/reel_360p.mp4 the video output MediaConvert requires
 *       beside frame captures (the captured seconds, read by nothing)
 *   <media prefix>quick-guide/guide-<fingerprint>.pdf          the composed PDF
 * The media ones lie under the rendition's folder (media/<orgId>/<videoId>/<version>/<language>/), so
 * deleting a video deletes them, and the org segment of a request key is the tenant boundary.
 */
import { UI_LANGUAGES } from '#shared/domain/languages.js';
import { isValidId, MEDIA_PREFIX, mediaPrefix, type RenditionRef } from './keys.js';

export const QUICK_GUIDES_PREFIX = 'quick-guides/';
export const QUICK_GUIDE_REQUEST_SUFFIX = '.json';
/** Every guide file of every rendition, as an S3 key pattern (the grants of the PDF's writers). */
export const QUICK_GUIDE_MEDIA_PATTERN = `${MEDIA_PREFIX}*/*/*/*/quick-guide/`;

const ORG_ID = /^[a-z0-9][a-z0-9-]{1,62}$/;
const VERSION = /^[1-9][0-9]{0,3}$/;
const CAPTURE_ID = /^[0-9a-z]{10}[0-9a-f]{10}$/;
const LANGUAGES: readonly string[] = UI_LANGUAGES;

export function quickGuideRequestKey(ref: RenditionRef): string {
  return `${QUICK_GUIDES_PREFIX}${ref.orgId}/${ref.videoId}/${ref.version}/${ref.language}${QUICK_GUIDE_REQUEST_SUFFIX}`;
}

/** The guide a request key names, or null for any other key. */
export function parseQuickGuideRequestKey(key: string): RenditionRef | null {
  if (!key.startsWith(QUICK_GUIDES_PREFIX) || !key.endsWith(QUICK_GUIDE_REQUEST_SUFFIX)) return null;
  const parts = key.slice(QUICK_GUIDES_PREFIX.length, -QUICK_GUIDE_REQUEST_SUFFIX.length).split('/');
  if (parts.length !== 4) return null;
  const [orgId, videoId, version, language] = parts as [string, string, string, string];
  if (!ORG_ID.test(orgId) || !isValidId(videoId) || !VERSION.test(version) || !LANGUAGES.includes(language))
    return null;
  return { orgId, videoId, version: Number(version), language };
}

export function isCaptureId(value: string): boolean {
  return CAPTURE_ID.test(value);
}

/** Folder (ends with '/') of one stills job's files. */
export function stillsPrefix(ref: RenditionRef, captureId: string): string {
  return `${mediaPrefix(ref)}quick-guide/stills/${captureId}/`;
}

/** Capture `n` (0-based) of a stills job, as MediaConvert names frame captures. */
export function stillKey(ref: RenditionRef, captureId: string, n: number): string {
  return `${stillsPrefix(ref, captureId)}still.${String(n).padStart(7, '0')}.jpg`;
}

export function guidePdfKey(ref: RenditionRef, fingerprint: string): string {
  return `${mediaPrefix(ref)}quick-guide/guide-${fingerprint}.pdf`;
}
