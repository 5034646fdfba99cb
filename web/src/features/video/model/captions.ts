/**
 * Captions menu (spec 1 §2 "Quality menu, captions menu (both lists chunked by 10)"): "Off" first,
 * then the subtitle renditions hls.js found in the master playlist (EXT-X-MEDIA TYPE=SUBTITLES), named
 * in the UI language. The value is the hls.js subtitle track index (-1: off).
 */

export interface SubtitleTrackInfo {
  /** hls.js subtitleTracks index. */
  index: number;
  /** LANGUAGE of the rendition (our language codes: en-us, da, …). */
  lang?: string | undefined;
  /** NAME of the rendition. */
  name: string;
}

export const CAPTIONS_OFF = -1;

/** "da" → "Danish" / "dansk", "en-us" → "American English"; unknown codes as given. */
export function languageName(code: string, uiLanguage: string): string {
  try {
    const names = new Intl.DisplayNames([uiLanguage, 'en'], { type: 'language' });
    const name = names.of(code);
    if (name && name.toLowerCase() !== code.toLowerCase())
      return name.charAt(0).toUpperCase() + name.slice(1);
  } catch {
    // An invalid tag: fall through to the raw name.
  }
  return code;
}

export function captionOptions(
  tracks: readonly SubtitleTrackInfo[],
  uiLanguage: string,
): { value: number; label: string | null }[] {
  return [
    { value: CAPTIONS_OFF, label: null },
    ...tracks.map((t) => ({ value: t.index, label: languageName(t.lang || t.name, uiLanguage) })),
  ];
}

/** The `t` query parameter (seconds, as /results links it) as a start position, or undefined. */
export function startPosition(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const seconds = Number(raw.replace(/s$/, ''));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}
