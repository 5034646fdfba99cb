/**
 * Alternate audio renditions in the master playlist (pure): what MediaConvert writes for an HLS group's
 * audio-only outputs, one line per output in the group's audio group,
 *   #EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="eng",NAME="en-us",AUTOSELECT=YES,DEFAULT=YES,URI="index_audio_en-us.m3u8"
 * and AUDIO="<group>" on every video variant. ffmpeg's hls muxer (var_stream_map agroup) writes the
 * variants' CODECS and BANDWIDTH with the group's audio in them, but its own names (GROUP-ID
 * "group_<agroup>", NAME "audio_<n>", no AUTOSELECT): its audio media lines are replaced by these.
 */

export interface AudioRendition {
  /** ISO 639-2, lower case. */
  language: string;
  name: string;
  default: boolean;
  autoselect: boolean;
  /** The media playlist's file name next to the master. */
  playlist: string;
}

const quoted = (value: string) => value.replace(/"/g, "'");

/** The EXT-X-MEDIA line of one rendition. */
export function audioMediaLine(group: string, rendition: AudioRendition): string {
  return (
    `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="${quoted(group)}",LANGUAGE="${quoted(rendition.language)}",` +
    `NAME="${quoted(rendition.name)}",AUTOSELECT=${rendition.autoselect ? 'YES' : 'NO'},` +
    `DEFAULT=${rendition.default ? 'YES' : 'NO'},URI="${rendition.playlist}"`
  );
}

/**
 * The master with its audio renditions listed (before the first variant, where ffmpeg lists its own,
 * which are dropped, as are audio-only variants of the renditions) and every variant naming their group
 * in AUDIO.
 */
export function withAudioMedia(master: string, group: string, renditions: readonly AudioRendition[]): string {
  if (renditions.length === 0) return master;
  const playlists = new Set(renditions.map((r) => r.playlist));
  const lines = master
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((l) => !l.startsWith('#EXT-X-MEDIA:TYPE=AUDIO'))
    // A rendition listed as an audio-only variant as well (EXT-X-STREAM-INF and its URI) is dropped.
    .filter(
      (l, i, all) =>
        !playlists.has(l) && !(l.startsWith('#EXT-X-STREAM-INF') && playlists.has(all[i + 1] ?? '')),
    );
  const firstVariant = lines.findIndex((l) => l.startsWith('#EXT-X-STREAM-INF'));
  if (firstVariant < 0) throw new Error('master playlist has no variants');
  const audio = `AUDIO="${quoted(group)}"`;
  const attribute = /([:,])AUDIO="[^"]*"/;
  const out = lines.map((l) => {
    if (!l.startsWith('#EXT-X-STREAM-INF')) return l;
    return attribute.test(l) ? l.replace(attribute, `$1${audio}`) : `${l},${audio}`;
  });
  out.splice(firstVariant, 0, ...renditions.map((r) => audioMediaLine(group, r)));
  return out.join('\n');
}
