/**
 * Subtitle tracks of the HLS players (the member player and the public embed player): which track a
 * language code names, and when hls.js accepts a choice.
 */

/**
 * The track for a language code among the player's tracks: the same code (case-insensitive), else
 * the same primary subtag (`en-gb` finds `en-us`, `de` finds `de-DE`); -1 when there is none.
 */
export function subtitleTrackIndex(
  tracks: readonly { lang?: string | undefined }[],
  wanted: string | null | undefined,
): number {
  if (!wanted) return -1;
  const code = wanted.toLowerCase();
  const exact = tracks.findIndex((t) => t.lang?.toLowerCase() === code);
  if (exact >= 0) return exact;
  const primary = code.split('-')[0];
  return tracks.findIndex((t) => t.lang?.toLowerCase().split('-')[0] === primary);
}

/**
 * Runs a subtitle choice once hls.js has settled its own. hls.js 1.7 dispatches
 * SUBTITLE_TRACKS_UPDATED and, after the listeners return, selects its initial track itself (-1 when
 * the playlist marks none DEFAULT=YES), so a track chosen inside the listener is switched off again at
 * once: that was why `?subTitleLang=da` showed no captions. The dispatch is synchronous; a microtask
 * runs right after it.
 */
export function afterSubtitleTracksSettle(apply: () => void): void {
  queueMicrotask(apply);
}
