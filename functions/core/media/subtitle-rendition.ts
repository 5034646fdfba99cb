/**
 * Subtitles from the manuscript without a new transcode (issue 12): a language's chapters become a
 * WebVTT subtitle rendition — one cue file and its media playlist, as MediaConvert writes them for a
 * WEBVTT caption output — in the rendition's folder of the media bucket, and the rendition's master
 * playlist lists it (replacing that language's earlier track). The player reads the master through
 * GET /hlsPlaylist on every load, so the next play shows them; search and the embed read the manuscript
 * itself. The cue times are tied to the video's MPEG-TS clock (X-TIMESTAMP-MAP) from its first segment.
 */
import path from 'node:path';
import { chaptersToCues, serializeWebVtt } from '#shared/domain/chapters-subtitles.js';
import { renderingData } from '../data/rendering-data.js';
import { translationData } from '../data/translation-data.js';
import { videoData } from '../data/video-data.js';
import { env } from '../http/env.js';
import { logger } from '../http/logger.js';
import { mediaPrefix } from './keys.js';
import { objectText, s3 } from './s3.js';

export const SUBTITLE_GROUP = 'subs';
const TS_PACKET = 188;

/** The first PTS (90 kHz) of an MPEG-TS segment's first PES packet with one, or null. */
export function firstPts(ts: Uint8Array): number | null {
  for (let at = 0; at + TS_PACKET <= ts.length; at += TS_PACKET) {
    if (ts[at] !== 0x47) return null;
    const unitStart = ((ts[at + 1] ?? 0) & 0x40) !== 0;
    const adaptation = ((ts[at + 3] ?? 0) >> 4) & 0x3;
    if (!unitStart || adaptation === 2) continue;
    let payload = at + 4 + (adaptation === 3 ? 1 + (ts[at + 4] ?? 0) : 0);
    if (ts[payload] !== 0 || ts[payload + 1] !== 0 || ts[payload + 2] !== 1) continue;
    const flags = ts[payload + 7] ?? 0;
    if ((flags & 0x80) === 0) continue; // no PTS (a PSI table or a PES without one)
    payload += 9;
    const b = (i: number) => ts[payload + i] ?? 0;
    return ((b(0) >> 1) & 0x07) * 2 ** 30 + ((b(1) << 22) | ((b(2) >> 1) << 15) | (b(3) << 7) | (b(4) >> 1));
  }
  return null;
}

/** A VOD media playlist of one WebVTT segment covering the whole video. */
export function subtitlePlaylist(segment: string, durationSeconds: number): string {
  const duration = Math.max(0.001, durationSeconds);
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(duration)}`,
    '#EXT-X-MEDIA-SEQUENCE:1',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${duration.toFixed(3)},`,
    segment,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

const attribute = (line: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(line)?.[1];

/** Whether a master's line is a SUBTITLES rendition in one of `languages`. */
function isSubtitleTrackOf(line: string, languages: readonly string[]): boolean {
  const language = (attribute(line, 'LANGUAGE') ?? '').toLowerCase();
  return (
    line.startsWith('#EXT-X-MEDIA:') &&
    line.includes('TYPE=SUBTITLES') &&
    languages.some((l) => l.toLowerCase() === language)
  );
}

/**
 * The master with `tracks` as its subtitle renditions for their languages: an earlier SUBTITLES entry of
 * the same language goes, other languages' stay, and every variant names the group.
 */
export function withSubtitleTracks(
  master: string,
  tracks: readonly { language: string; name: string; playlist: string }[],
): string {
  const languages = tracks.map((t) => t.language);
  const lines = master
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((l) => !isSubtitleTrackOf(l, languages));
  const firstVariant = lines.findIndex((l) => l.startsWith('#EXT-X-STREAM-INF'));
  if (firstVariant < 0) throw new Error('master playlist has no variants');
  const hasDefault = lines.some((l) => l.includes('TYPE=SUBTITLES') && l.includes('AUTOSELECT=YES'));
  const media = tracks.map(
    (t, i) =>
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="${SUBTITLE_GROUP}",NAME="${t.name.replace(/"/g, "'")}",` +
      `LANGUAGE="${t.language}",DEFAULT=NO,AUTOSELECT=${!hasDefault && i === 0 ? 'YES' : 'NO'},FORCED=NO,` +
      `URI="${t.playlist}"`,
  );
  const out = lines.map((l) => {
    if (!l.startsWith('#EXT-X-STREAM-INF')) return l;
    const group = /SUBTITLES="([^"]*)"/.exec(l)?.[1];
    return group ? l : `${l},SUBTITLES="${SUBTITLE_GROUP}"`;
  });
  // Tracks of other languages made earlier under another group id follow the variants' group.
  const variantGroup = /SUBTITLES="([^"]*)"/.exec(out[firstVariant] ?? '')?.[1] ?? SUBTITLE_GROUP;
  out.splice(
    firstVariant,
    0,
    ...media.map((m) => m.replace(`GROUP-ID="${SUBTITLE_GROUP}"`, `GROUP-ID="${variantGroup}"`)),
  );
  return out.join('\n');
}

async function firstSegmentPts(folder: string, master: string): Promise<number | null> {
  const variant = master.split('\n').find((l) => l.trim() && !l.startsWith('#'));
  if (!variant) return null;
  const variantKey = path.posix.join(folder, variant.trim());
  const playlist = await objectText(env.mediaBucket(), variantKey);
  const segment = playlist?.split('\n').find((l) => l.trim() && !l.startsWith('#'));
  if (!segment) return null;
  const { client, sdk } = await s3();
  const object = await client.send(
    new sdk.GetObjectCommand({
      Bucket: env.mediaBucket(),
      Key: path.posix.join(path.posix.dirname(variantKey), segment.trim()),
      Range: 'bytes=0-65535',
    }),
  );
  return firstPts((await object.Body?.transformToByteArray()) ?? new Uint8Array());
}

/**
 * The master without the manuscript tracks of `languages` (a sidecar's track of the language stays);
 * the variants stop naming the subtitle group when no subtitle rendition is left in it.
 */
export function withoutSubtitleTracks(master: string, languages: readonly string[]): string {
  const lines = master
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((l) => !(isSubtitleTrackOf(l, languages) && /_manuscript_[\w-]+_r\d+\.m3u8"/.test(l)));
  if (lines.some((l) => l.includes('TYPE=SUBTITLES'))) return lines.join('\n');
  return lines
    .map((l) => (l.startsWith('#EXT-X-STREAM-INF') ? l.replace(/,SUBTITLES="[^"]*"/, '') : l))
    .join('\n');
}

/** Languages of the video whose translation is not published: their manuscripts are no subtitles yet. */
async function unpublishedTranslations(orgId: string, videoId: string): Promise<string[]> {
  return (await translationData(orgId).ofVideo(videoId)).filter((t) => !t.published).map((t) => t.language);
}

/**
 * Takes the manuscript tracks of `languages` out of every completed rendition of a version (an
 * unpublished or deleted translation's subtitles). Answers the masters rewritten.
 */
export async function hideSubtitles(
  orgId: string,
  videoId: string,
  version: number,
  languages: readonly string[],
): Promise<number> {
  const renditions = (await videoData(orgId).renditions(videoId)).filter(
    (r) => r.version === version && r.status === 'completed' && r.hlsMasterKey,
  );
  const { client, sdk } = await s3();
  let rewritten = 0;
  for (const rendition of renditions) {
    const masterKey = rendition.hlsMasterKey as string;
    if (!masterKey.startsWith(mediaPrefix({ orgId, videoId, version, language: rendition.language })))
      continue;
    const master = await objectText(env.mediaBucket(), masterKey);
    if (master === null) continue;
    const without = withoutSubtitleTracks(master, languages);
    if (without === master.replace(/\r\n?/g, '\n')) continue;
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: env.mediaBucket(),
        Key: masterKey,
        Body: without,
        ContentType: 'application/vnd.apple.mpegurl',
      }),
    );
    rewritten += 1;
  }
  return rewritten;
}

/**
 * Writes the subtitle renditions of a version's languages from their manuscripts into every completed
 * rendition of that version (an unpublished translation's language is left out: its subtitles show
 * once it is published). `languages`: only these (default: every language with a manuscript);
 * `onlyMissing`: leave a language whose track the master already lists (a sidecar's, at transcode time).
 * Answers the languages written per rendition; nothing when the version is not playable yet.
 */
export async function repackageSubtitles(
  orgId: string,
  videoId: string,
  version: number,
  options: { languages?: readonly string[]; onlyMissing?: boolean } = {},
): Promise<string[]> {
  const video = await videoData(orgId).video(videoId);
  if (!video) return [];
  const renditions = (await videoData(orgId).renditions(videoId)).filter(
    (r) => r.version === version && r.status === 'completed' && r.hlsMasterKey,
  );
  const hidden = await unpublishedTranslations(orgId, videoId);
  const renderings = (await renderingData(orgId).ofVideo(videoId)).filter(
    (r) =>
      r.version === version &&
      (!options.languages || options.languages.includes(r.language)) &&
      !hidden.includes(r.language) &&
      r.subtitles.chapters.some((c) => c.manuscript.trim() !== ''),
  );
  if (renditions.length === 0 || renderings.length === 0) return [];
  const { client, sdk } = await s3();
  const put = (Key: string, Body: string, ContentType: string) =>
    client.send(new sdk.PutObjectCommand({ Bucket: env.mediaBucket(), Key, Body, ContentType }));
  const written: string[] = [];
  for (const rendition of renditions) {
    const masterKey = rendition.hlsMasterKey as string;
    const folder = path.posix.dirname(masterKey);
    if (!masterKey.startsWith(mediaPrefix({ orgId, videoId, version, language: rendition.language })))
      continue;
    const master = await objectText(env.mediaBucket(), masterKey);
    if (master === null) continue;
    const listed = new Set(
      master
        .split('\n')
        .filter((l) => l.includes('TYPE=SUBTITLES'))
        .map((l) => (attribute(l, 'LANGUAGE') ?? '').toLowerCase()),
    );
    const wanted = renderings.filter((r) => !(options.onlyMissing && listed.has(r.language)));
    if (wanted.length === 0) continue;
    const pts = await firstSegmentPts(folder, master);
    if (pts === null) {
      logger.warn('subtitles not re-packaged: the first segment has no PTS', { videoId, version, masterKey });
      continue;
    }
    const seconds = (rendition.durationMs ?? video.durationMs ?? 0) / 1000;
    const base = path.posix.basename(masterKey, '.m3u8');
    const tracks: { language: string; name: string; playlist: string }[] = [];
    for (const rendering of wanted) {
      // A new name per save: a player (or cache) holding the previous playlist never mixes the two.
      const name = `${base}_manuscript_${rendering.language}_r${rendering.revision}`;
      const vtt = serializeWebVtt(chaptersToCues(rendering.subtitles.chapters, seconds)).replace(
        /^WEBVTT\n/,
        `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:${pts},LOCAL:00:00:00.000\n`,
      );
      await put(path.posix.join(folder, `${name}_00001.vtt`), vtt, 'text/vtt');
      await put(
        path.posix.join(folder, `${name}.m3u8`),
        subtitlePlaylist(`${name}_00001.vtt`, seconds),
        'application/vnd.apple.mpegurl',
      );
      // Named by the language code, as the transcode's caption outputs are (LanguageDescription).
      tracks.push({ language: rendering.language, name: rendering.language, playlist: `${name}.m3u8` });
      written.push(rendering.language);
    }
    await put(masterKey, withSubtitleTracks(master, tracks), 'application/vnd.apple.mpegurl');
    // The manuscript tracks these replaced: their files go (a sidecar's stay, as the transcode wrote them).
    const replaced = master
      .split('\n')
      .filter(
        (l) => l.includes('TYPE=SUBTITLES') && wanted.some((r) => r.language === attribute(l, 'LANGUAGE')),
      )
      .map((l) => attribute(l, 'URI') ?? '')
      .filter(
        (uri) =>
          /^[\w.-]+_manuscript_[\w-]+_r\d+\.m3u8$/.test(uri) && !tracks.some((t) => t.playlist === uri),
      );
    for (const uri of replaced) {
      for (const file of [uri, uri.replace(/\.m3u8$/, '_00001.vtt')]) {
        await client.send(
          new sdk.DeleteObjectCommand({ Bucket: env.mediaBucket(), Key: path.posix.join(folder, file) }),
        );
      }
    }
  }
  return written;
}
