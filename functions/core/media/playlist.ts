/**
 * HLS playback of a completed rendition (design.md §6): which rendition plays, and the playlist rewrite
 * that makes every segment a short-lived presigned GET. The callers have decided that the video may be
 * watched (core/access/videos.ts).
 */
import path from 'node:path';
import { SEGMENT_URL_MAX_TTL_SECONDS, SEGMENT_URL_MIN_TTL_SECONDS } from '#shared/api/endpoints/playback.js';
import { videoData, type Rendition, type Video } from '../data/video-data.js';
import { env } from '../http/env.js';
import { notFound } from '../http/errors.js';
import { mediaPrefix } from './keys.js';
import { mediaUrl } from './media-urls.js';
import { objectText } from './s3.js';

/**
 * A completed rendition's playlist `file` (index.m3u8 or a variant), rewritten by rewritePlaylist with
 * segments presigned for the video's length. The caller has decided that `orgId`'s `video` may be
 * watched; an unknown rendition or file is a 404, and nothing outside the rendition's folder is read.
 */
export async function renditionPlaylist(
  orgId: string,
  video: Video,
  wanted: { version: number; language: string; file: string },
): Promise<string> {
  const renditions = await videoData(orgId).renditions(video.videoId);
  const rendition = renditions.find(
    (r) => r.version === wanted.version && r.language === wanted.language && r.status === 'completed',
  );
  if (!rendition?.hlsMasterKey) throw notFound('Rendition not found');
  const key = `${path.posix.dirname(rendition.hlsMasterKey)}/${wanted.file}`;
  // The rendition's key comes from the pipeline; still, never serve outside this tenant's rendition.
  const ref = { orgId, videoId: video.videoId, version: rendition.version, language: rendition.language };
  if (!key.startsWith(mediaPrefix(ref))) throw notFound('Rendition not found');
  const text = await objectText(env.mediaBucket(), key);
  if (text === null) throw notFound('Playlist not found');
  const ttl = segmentTtlSeconds(rendition.durationMs ?? video.durationMs);
  return rewritePlaylist(text, key, (segmentKey) => mediaUrl(segmentKey, ttl));
}

/**
 * The rendition that plays: the requested version (else the latest version with a completed
 * rendition, so a new version being transcoded does not interrupt the current one; of a published
 * video, never one newer than its published version) in the requested
 * language (else the master language, else any completed one).
 */
export function playableRendition(
  video: Video,
  renditions: Rendition[],
  wanted: { version?: number | undefined; language?: string | undefined },
): Rendition | null {
  // A published video plays its published version: a newer major version is a draft meanwhile.
  const newest = video.status === 'published' ? video.publishedVersion : undefined;
  const completed = renditions.filter(
    (r) => r.status === 'completed' && r.hlsMasterKey && (newest === undefined || r.version <= newest),
  );
  const versions = wanted.version
    ? [wanted.version]
    : [...new Set(completed.map((r) => r.version))].sort((a, b) => b - a);
  for (const version of versions) {
    const ofVersion = completed.filter((r) => r.version === version);
    const pick =
      (wanted.language ? ofVersion.find((r) => r.language === wanted.language) : undefined) ??
      (wanted.language ? undefined : ofVersion.find((r) => r.language === video.masterLanguage)) ??
      (wanted.language ? undefined : ofVersion[0]);
    if (pick) return pick;
  }
  return null;
}

/** Segment URLs outlive the whole video by a few minutes, within bounds. */
export function segmentTtlSeconds(durationMs: number | undefined): number {
  const seconds = Math.ceil((durationMs ?? 0) / 1000) + SEGMENT_URL_MIN_TTL_SECONDS;
  return Math.min(SEGMENT_URL_MAX_TTL_SECONDS, Math.max(SEGMENT_URL_MIN_TTL_SECONDS, seconds));
}

/** A URI of a playlist: only plain relative names inside the rendition's folder are served. */
const RELATIVE_URI = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/**
 * Rewrites an HLS playlist: playlist URIs (variants, renditions) stay relative, so the player
 * resolves them against this endpoint and sends its token again; every other URI (segments, init
 * segments, subtitle files) becomes `sign(key)` of the object next to the playlist. A URI that is
 * absolute or leaves the folder is refused: the playlist would otherwise point elsewhere.
 */
export async function rewritePlaylist(
  text: string,
  playlistKey: string,
  sign: (key: string) => Promise<string>,
): Promise<string> {
  const folder = path.posix.dirname(playlistKey);
  const rewrite = async (uri: string): Promise<string> => {
    if (!RELATIVE_URI.test(uri) || uri.split('/').includes('..')) {
      throw new Error(`playlist ${playlistKey} has an unexpected URI: ${uri}`);
    }
    if (uri.endsWith('.m3u8')) return uri;
    return sign(`${folder}/${uri}`);
  };
  const lines = text.split(/\r?\n/);
  const out = await Promise.all(
    lines.map(async (line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (!trimmed.startsWith('#')) return rewrite(trimmed);
      // URI="…" attributes of tags (#EXT-X-MEDIA, #EXT-X-MAP, #EXT-X-I-FRAME-STREAM-INF, …).
      const match = /URI="([^"]*)"/.exec(trimmed);
      if (!match) return line;
      return trimmed.replace(match[0], `URI="${await rewrite(match[1] as string)}"`);
    }),
  );
  return out.join('\n');
}
