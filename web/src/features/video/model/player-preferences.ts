/**
 * The player's remembered settings (issue 9 point 18: "the player remembers quality, captions and
 * speed across videos; a Danish user gets Danish captions by default when they exist"; issue 14: the
 * audio language too, "and starts in the user's language"). Kept per browser in local storage; pure
 * here: parsing what is stored, and what a new video starts with.
 */
import { subtitleTrackIndex } from '../../../lib/subtitle-tracks';
import {
  audioTrackCode,
  isAudioLanguageCode,
  startAudioTrack,
  type AudioTrackInfo,
} from '../../../lib/audio-tracks';
import { PLAYBACK_SPEEDS, type QualityLevel } from './player';

export const PLAYER_PREFERENCES_STORAGE_KEY = 'playerPreferences';

/** The captions choice "Off" as stored (language codes never read "off"). */
export const CAPTIONS_OFF_CHOICE = 'off';

export interface PlayerPreferences {
  /** The picture height chosen in the quality menu; null: automatic. */
  quality: number | null;
  /** The captions chosen in the menu: a subtitle language code or "off"; null: never chosen. */
  captions: string | null;
  /** The playback rate chosen in the speed menu (one of PLAYBACK_SPEEDS). */
  speed: number;
  /**
   * The audio language chosen in the audio menu: the track's product language code (es-es), else its
   * ISO 639-2 code (spa); null: never chosen.
   */
  audio: string | null;
}

export const DEFAULT_PLAYER_PREFERENCES: PlayerPreferences = {
  quality: null,
  captions: null,
  speed: 1,
  audio: null,
};

const isSpeed = (value: unknown): value is number =>
  typeof value === 'number' && (PLAYBACK_SPEEDS as readonly number[]).includes(value);
const isHeight = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 10_000;
const isCaptions = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$|^off$/.test(value);

/**
 * What the storage holds, field by field: a field that is missing or not valid (an older format,
 * a hand edit) falls back to its default without losing the others.
 */
export function parsePlayerPreferences(raw: string | null): PlayerPreferences {
  if (!raw) return { ...DEFAULT_PLAYER_PREFERENCES };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...DEFAULT_PLAYER_PREFERENCES };
  }
  if (typeof value !== 'object' || value === null) return { ...DEFAULT_PLAYER_PREFERENCES };
  const stored = value as Record<string, unknown>;
  return {
    quality: isHeight(stored.quality) ? stored.quality : null,
    captions: isCaptions(stored.captions) ? stored.captions : null,
    speed: isSpeed(stored.speed) ? stored.speed : DEFAULT_PLAYER_PREFERENCES.speed,
    audio: isAudioLanguageCode(stored.audio) ? stored.audio.toLowerCase() : null,
  };
}

export function serializePlayerPreferences(preferences: PlayerPreferences): string {
  return JSON.stringify(preferences);
}

/**
 * The hls.js level a new video starts at (-1: automatic): the remembered height, else the highest
 * level below it (the choice was a limit, e.g. to save bandwidth), else automatic.
 */
export function preferredLevel(levels: readonly QualityLevel[], height: number | null): number {
  if (height === null) return -1;
  const below = levels
    .filter((l) => l.height <= height)
    .sort((a, b) => b.height - a.height || b.bitrate - a.bitrate);
  return below[0]?.index ?? -1;
}

/**
 * The subtitle track a new video starts with (-1: off):
 * - captions turned off in the menu stay off;
 * - a language chosen in the menu, when this video has it;
 * - otherwise the UI language when the video has subtitles in it and is spoken in another language
 *   (a Danish user gets Danish captions on an English video; an English user hears English and
 *   gets no captions unless they turn them on);
 * - otherwise off.
 */
export function preferredCaptions(
  tracks: readonly { lang?: string | undefined }[],
  choice: string | null,
  uiLanguage: string,
  spokenLanguage?: string,
): number {
  if (choice === CAPTIONS_OFF_CHOICE) return -1;
  const chosen = subtitleTrackIndex(tracks, choice);
  if (chosen >= 0) return chosen;
  const primary = (language: string) => language.split('-')[0]?.toLowerCase();
  if (spokenLanguage && primary(spokenLanguage) === primary(uiLanguage)) return -1;
  return subtitleTrackIndex(tracks, uiLanguage);
}

/**
 * The audio track a new video starts in (-1: the video has no audio renditions):
 * - the language chosen in the audio menu, when this video has it;
 * - otherwise the UI language, when the video has a voice-over in it (or is spoken in it);
 * - otherwise the playlist's DEFAULT track (the original sound).
 * A language is found by NAME first (es-es and es-mx apart), else by its ISO 639-2 code.
 */
export function preferredAudio(
  tracks: readonly AudioTrackInfo[],
  choice: string | null,
  uiLanguage: string,
): number {
  return startAudioTrack(tracks, [choice, uiLanguage]);
}

/** The audio choice to remember for a track picked in the menu. */
export function audioChoice(tracks: readonly AudioTrackInfo[], index: number): string | null {
  return audioTrackCode(tracks.find((t) => t.index === index));
}

/** The rate a new video plays at. */
export function preferredSpeed(preferences: PlayerPreferences): number {
  return isSpeed(preferences.speed) ? preferences.speed : DEFAULT_PLAYER_PREFERENCES.speed;
}

/** The captions choice to remember for a track picked in the menu (-1: off). */
export function captionsChoice(
  tracks: readonly { index: number; lang?: string | undefined; name: string }[],
  index: number,
): string | null {
  if (index < 0) return CAPTIONS_OFF_CHOICE;
  const track = tracks.find((t) => t.index === index);
  const code = track?.lang || track?.name;
  return code && isCaptions(code) ? code : null;
}

/** The quality choice to remember for a level picked in the menu (-1: automatic). */
export function qualityChoice(levels: readonly QualityLevel[], index: number): number | null {
  if (index < 0) return null;
  return levels.find((l) => l.index === index)?.height ?? null;
}
