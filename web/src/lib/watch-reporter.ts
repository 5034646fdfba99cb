/**
 * When the player reports playback (spec 1 §4, §9): videoPlaybackStarted on the first play,
 * videoTimeWatched after every 10 s of actual playback (paused or buffering time does not count),
 * videoPlaybackEnded at the end, preceded by the remainder played since the last report. Each time
 * report names the stretch of the video it played (`from` → `time`): the server decides completion from
 * the parts actually played (shared/domain/watch-completion.ts), so a seek ends a stretch — what was
 * played before it is reported at once, and the next stretch starts where the seek landed. Pure: the
 * caller passes the clock (ms) and the position (s), so the logic is tested without a video element.
 * Shared by every player (the public embed player reports anonymous views with it).
 */
import { TIME_WATCHED_INTERVAL_SECONDS } from '#shared/api/endpoints/analytics';
import { MAX_PLAYBACK_RATE } from '#shared/domain/watch-completion';

/** Spec 1 §9 "Playback time reporting every 10 s": the one value in shared/, the server's too. */
export const TIME_WATCHED_INTERVAL_MS = TIME_WATCHED_INTERVAL_SECONDS * 1000;
/** A longer gap between two ticks is not playback (a throttled tab, a stalled stream). */
const MAX_TICK_GAP_MS = 2_000;
/** Less played than this before a seek or the end is not worth a call. */
const MIN_PARTIAL_MS = 250;
/** Position drift between ticks that is still playback, not a seek (seconds). */
const DRIFT_SECONDS = 1;

export type WatchReport =
  | { type: 'videoPlaybackStarted' }
  | { type: 'videoTimeWatched'; time: number; watched: number; from: number }
  | { type: 'videoPlaybackEnded' };

export interface WatchReporter {
  /** The video started or resumed playing (at `position`, when known). */
  play(now: number, position?: number): WatchReport[];
  /** Paused, seeking or waiting: time stops counting until the next play. */
  pause(now: number, position: number): WatchReport[];
  /** A progress tick while playing (timeupdate). */
  tick(now: number, position: number): WatchReport[];
  ended(now: number, position: number): WatchReport[];
}

const seconds = (ms: number) => Math.round(ms) / 1000;

export function createWatchReporter(intervalMs = TIME_WATCHED_INTERVAL_MS): WatchReporter {
  let started = false;
  let playingSince: number | null = null;
  let unreportedMs = 0;
  /** Where the unreported stretch began, and the last position seen in it. */
  let stretchFrom: number | null = null;
  let lastPosition: number | null = null;
  let lastSeenAt = 0;

  const advance = (now: number) => {
    if (playingSince === null) return;
    unreportedMs += Math.min(Math.max(0, now - playingSince), MAX_TICK_GAP_MS);
    playingSince = now;
  };
  /** The stretch played so far, reported now (before a seek, or at the end). */
  const flush = (): WatchReport[] => {
    const reports: WatchReport[] = [];
    if (unreportedMs >= MIN_PARTIAL_MS && stretchFrom !== null && lastPosition !== null) {
      reports.push({
        type: 'videoTimeWatched',
        time: lastPosition,
        watched: seconds(unreportedMs),
        from: Math.min(stretchFrom, lastPosition),
      });
    }
    unreportedMs = 0;
    stretchFrom = lastPosition;
    return reports;
  };
  /**
   * A position that playback alone cannot have reached since the last one is a seek: while playing it
   * may have advanced by the elapsed time at the fastest speed, while paused by nothing.
   */
  const isSeek = (now: number, position: number, playing: boolean) => {
    if (lastPosition === null) return false;
    const elapsed = playing ? Math.max(0, now - lastSeenAt) / 1000 : 0;
    const reach = elapsed * MAX_PLAYBACK_RATE + DRIFT_SECONDS;
    return position < lastPosition - DRIFT_SECONDS || position > lastPosition + reach;
  };
  /** Follows the position: a seek closes the stretch before it, and a new one starts where it landed. */
  const moveTo = (now: number, position: number, playing: boolean): WatchReport[] => {
    let reports: WatchReport[] = [];
    if (isSeek(now, position, playing)) {
      reports = flush();
      stretchFrom = position;
    } else if (stretchFrom === null) {
      stretchFrom = position;
    }
    lastPosition = position;
    lastSeenAt = now;
    return reports;
  };
  const due = (): WatchReport[] => {
    const reports: WatchReport[] = [];
    while (unreportedMs >= intervalMs && lastPosition !== null) {
      unreportedMs -= intervalMs;
      reports.push({
        type: 'videoTimeWatched',
        time: lastPosition,
        watched: intervalMs / 1000,
        from: Math.min(stretchFrom ?? lastPosition, lastPosition),
      });
      stretchFrom = lastPosition;
    }
    return reports;
  };

  return {
    play(now, position) {
      const reports = position === undefined ? [] : moveTo(now, position, false);
      if (stretchFrom === null) stretchFrom = lastPosition ?? 0;
      playingSince = now;
      lastSeenAt = now;
      if (started) return reports;
      started = true;
      return [{ type: 'videoPlaybackStarted' }, ...reports];
    },
    pause(now, position) {
      const playing = playingSince !== null;
      advance(now);
      playingSince = null;
      const reports = moveTo(now, position, playing);
      return [...reports, ...due()];
    },
    tick(now, position) {
      const playing = playingSince !== null;
      advance(now);
      const reports = moveTo(now, position, playing);
      return [...reports, ...due()];
    },
    ended(now, position) {
      const playing = playingSince !== null;
      advance(now);
      playingSince = null;
      const reports = [...moveTo(now, position, playing), ...due(), ...flush()];
      reports.push({ type: 'videoPlaybackEnded' });
      return reports;
    },
  };
}
