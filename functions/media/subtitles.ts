/**
 * Subtitle sidecars of an upload: WebVTT or SRT files uploaded next to a version × language's original,
 *   uploads/<orgId>/<videoId>/<version>/<language>/subtitles/<subtitleLanguage>.<vtt|srt>
 * They must be in place before the original is uploaded: the start-transcode handler lists them and
 * adds one caption selector and one WebVTT rendition per subtitle language to the job. Their keys do not
 * start a transcode themselves (the handler skips them).
 */
import { UI_LANGUAGES } from '#shared/domain/languages.js';
import { UPLOADS_PREFIX, uploadKey, type RenditionRef } from '../core/media/keys.js';

export const SUBTITLE_FOLDER = 'subtitles';
export const SUBTITLE_EXTENSIONS = ['vtt', 'srt'] as const;
export type SubtitleExtension = (typeof SUBTITLE_EXTENSIONS)[number];

const LANGUAGES: readonly string[] = UI_LANGUAGES;

/** The folder of a rendition's subtitle sidecars (ends with '/'). */
export function subtitlePrefix(ref: RenditionRef): string {
  // uploadKey validates the rendition part of the key.
  const folder = uploadKey({ ...ref, fileName: 'x.mp4' }).replace(/x\.mp4$/, '');
  return `${folder}${SUBTITLE_FOLDER}/`;
}

export function subtitleKey(
  ref: RenditionRef,
  subtitleLanguage: string,
  extension: SubtitleExtension,
): string {
  if (!LANGUAGES.includes(subtitleLanguage)) throw new Error(`not a language: ${subtitleLanguage}`);
  return `${subtitlePrefix(ref)}${subtitleLanguage}.${extension}`;
}

/** The subtitle language of a sidecar key, or null for any other key. */
export function parseSubtitleKey(key: string): { language: string; extension: SubtitleExtension } | null {
  if (!key.startsWith(UPLOADS_PREFIX)) return null;
  const parts = key.slice(UPLOADS_PREFIX.length).split('/');
  if (parts.length !== 6 || parts[4] !== SUBTITLE_FOLDER) return null;
  const match = /^([a-z]{2,3}(?:-[a-z]{2,4})?)\.(vtt|srt)$/.exec(parts[5] as string);
  if (!match || !LANGUAGES.includes(match[1] as string)) return null;
  return { language: match[1] as string, extension: match[2] as SubtitleExtension };
}
