/**
 * WebVTT subtitle renditions for the local MediaConvert emulator (pure): what MediaConvert writes for
 * an HLS output with a WEBVTT caption description, from a WebVTT or SRT sidecar:
 *   <base><nameModifier>.m3u8            a VOD media playlist (one segment spanning the video)
 *   <base><nameModifier>_00001.vtt       the cues, with X-TIMESTAMP-MAP tying them to the MPEG-TS clock
 *   #EXT-X-MEDIA:TYPE=SUBTITLES,…        one entry per language in the master, and SUBTITLES="subs" on
 *                                        every variant, so players list them (hls.js subtitleTracks).
 */

export const SUBTITLE_GROUP = 'subs';

export interface SubtitleTrack {
  /** The caption description's LanguageDescription (our language code, e.g. `da`). */
  language: string;
  name: string;
  /** The media playlist's file name next to the master. */
  playlist: string;
}

const TIME = /(\d{1,2}:)?\d{2}:\d{2}[.,]\d{3}/g;

/** An SRT or WebVTT document as WebVTT (SRT: comma decimals, numeric cue ids, no header). */
export function toWebVtt(text: string, type: 'SRT' | 'WEBVTT'): string {
  const normalized = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .trim();
  if (type === 'WEBVTT') {
    if (!normalized.startsWith('WEBVTT')) throw new Error('subtitle file is not WebVTT (no WEBVTT header)');
    return `${normalized}\n`;
  }
  const blocks = normalized.split(/\n{2,}/).filter((b) => b.includes('-->'));
  if (blocks.length === 0) throw new Error('subtitle file has no SRT cues');
  const cues = blocks.map((block) => {
    const lines = block.split('\n');
    const timing = lines.findIndex((l) => l.includes('-->'));
    const times = (lines[timing] as string).replace(TIME, (t) => t.replace(',', '.'));
    return [times, ...lines.slice(timing + 1)].join('\n');
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/**
 * Adds `X-TIMESTAMP-MAP` after the header (replacing one already there): cue time 0 is the MPEG-TS
 * time `mpegts` (90 kHz), the first video segment's start, as MediaConvert writes it.
 */
export function withTimestampMap(vtt: string, mpegts: number): string {
  const lines = vtt.split('\n');
  const rest = lines.slice(1).filter((l) => !l.startsWith('X-TIMESTAMP-MAP='));
  return [
    lines[0],
    `X-TIMESTAMP-MAP=MPEGTS:${Math.max(0, Math.round(mpegts))},LOCAL:00:00:00.000`,
    ...rest,
  ].join('\n');
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

const quoted = (value: string) => value.replace(/"/g, "'");

/** The master playlist with the subtitle renditions listed and referenced by every variant. */
export function withSubtitleMedia(master: string, tracks: readonly SubtitleTrack[]): string {
  if (tracks.length === 0) return master;
  const lines = master.replace(/\r\n?/g, '\n').split('\n');
  const media = tracks.map(
    (t, i) =>
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="${SUBTITLE_GROUP}",NAME="${quoted(t.name)}",` +
      `LANGUAGE="${quoted(t.language)}",DEFAULT=NO,AUTOSELECT=${i === 0 ? 'YES' : 'NO'},FORCED=NO,` +
      `URI="${t.playlist}"`,
  );
  const firstVariant = lines.findIndex((l) => l.startsWith('#EXT-X-STREAM-INF'));
  if (firstVariant < 0) throw new Error('master playlist has no variants');
  const out = lines.map((l) =>
    l.startsWith('#EXT-X-STREAM-INF') && !l.includes('SUBTITLES=') ? `${l},SUBTITLES="${SUBTITLE_GROUP}"` : l,
  );
  out.splice(firstVariant, 0, ...media);
  return out.join('\n');
}
