/**
 * Audio tracks of the HLS players (the member player and the public embed player; issue 14 voice-over):
 * the master's alternate audio renditions (EXT-X-MEDIA TYPE=AUDIO), the first being the original sound
 * and the others voice-overs. NAME is the product's language code (es-es), LANGUAGE its ISO 639-2 code
 * (spa). Which track a new video starts in, how a track is named and remembered, and when hls.js
 * accepts a choice.
 */
import { audioTrackIndex, ORIGINAL_SOUND_NAME } from '#shared/domain/voice-over';
import { isUiLanguage, LANGUAGE_NAMES } from '#shared/domain/languages';

export { audioTrackIndex } from '#shared/domain/voice-over';

/** An hls.js audio track (hls.audioTracks[index]) as the players keep it. */
export interface AudioTrackInfo {
  /** hls.js audioTracks index. */
  index: number;
  /** LANGUAGE of the rendition (ISO 639-2: eng, spa, …). */
  lang?: string | undefined;
  /** NAME of the rendition (our language codes: en-us, es-es, …). */
  name?: string | undefined;
  /** DEFAULT=YES. */
  default?: boolean | undefined;
}

/** A language code as a query parameter or the stored choice may carry it: `es-es`, `spa`, `en-gb-wls`. */
const LANGUAGE_CODE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/;

export function isAudioLanguageCode(value: unknown): value is string {
  return typeof value === 'string' && LANGUAGE_CODE.test(value);
}

/** The track list of hls.js's AUDIO_TRACKS_UPDATED (its index is the hls.js audio track id). */
export function audioTrackInfos(
  tracks: readonly { lang?: string | undefined; name?: string | undefined; default?: boolean }[],
): AudioTrackInfo[] {
  return tracks.map((t, index) => ({ index, lang: t.lang, name: t.name, default: t.default }));
}

/**
 * A track's name in the menu: the language's own name when NAME is a UI language (es-es → "Español
 * (España)"), `originalSound` for the original sound beside a voice-over in the master language, else
 * NAME, else LANGUAGE.
 */
export function audioTrackLabel(track: Pick<AudioTrackInfo, 'lang' | 'name'>, originalSound: string): string {
  const name = track.name?.trim();
  if (!name) return track.lang ?? '';
  if (name === ORIGINAL_SOUND_NAME) return originalSound;
  const code = name.toLowerCase();
  return isUiLanguage(code) ? LANGUAGE_NAMES[code] : name;
}

/**
 * What names a track's language where it is remembered or shown (the player's data-audio-language):
 * NAME when it is a language code (es-es), else LANGUAGE (spa); null when neither is one.
 */
export function audioTrackCode(track: Pick<AudioTrackInfo, 'lang' | 'name'> | undefined): string | null {
  if (!track) return null;
  if (isAudioLanguageCode(track.name)) return track.name.toLowerCase();
  if (isAudioLanguageCode(track.lang)) return track.lang.toLowerCase();
  return null;
}

/** The playlist's DEFAULT=YES track, else the first (the original sound); -1 when there is none. */
export function defaultAudioTrack(tracks: readonly Pick<AudioTrackInfo, 'default'>[]): number {
  if (tracks.length === 0) return -1;
  return Math.max(
    0,
    tracks.findIndex((t) => t.default),
  );
}

/**
 * The track a video starts in: the first wanted language the video has (by NAME, es-es and es-mx
 * apart, else by ISO 639-2 code: es-mx finds LANGUAGE="spa" when there is no es-mx), else the
 * playlist's DEFAULT track; -1 when there are no tracks.
 */
export function startAudioTrack(
  tracks: readonly AudioTrackInfo[],
  wanted: readonly (string | null | undefined)[],
): number {
  for (const language of wanted) {
    const index = audioTrackIndex(tracks, language);
    if (index >= 0) return index;
  }
  return defaultAudioTrack(tracks);
}

/**
 * Chooses a video's first audio track from the AUDIO_TRACKS_UPDATED listener. Unlike subtitles
 * (afterSubtitleTracksSettle), hls.js 1.x reads its audio track after the listeners return and picks
 * its DEFAULT only when none was chosen, so the choice is made right away: the chosen track's playlist
 * is the first audio loaded, no DEFAULT track is fetched and flushed first. Should a hls.js version
 * pick its own after the listeners (as it does for subtitles), the choice is made again once the
 * dispatch is over (the dispatch is synchronous; a microtask runs right after it). Setting the track
 * hls.js already plays is skipped: that would load its playlist again.
 */
export function chooseStartAudioTrack(
  hls: { audioTrack: number },
  index: number,
  live: () => boolean = () => true,
): void {
  if (index < 0) return;
  if (hls.audioTrack !== index) hls.audioTrack = index;
  queueMicrotask(() => {
    if (live() && hls.audioTrack !== index) hls.audioTrack = index;
  });
}

/**
 * Shows the playing track on the `<video>` as data-audio-language, its NAME (else LANGUAGE): what an
 * end-to-end test reads. No track (none yet, or a playlist without audio renditions): no attribute.
 */
export function showAudioLanguage(
  video: HTMLVideoElement | null,
  track: Pick<AudioTrackInfo, 'lang' | 'name'> | undefined,
): void {
  if (!video) return;
  const language = track?.name || track?.lang;
  if (language) video.dataset.audioLanguage = language;
  else delete video.dataset.audioLanguage;
}
