/**
 * When the player reports playback (spec 1 §4, §9): videoPlaybackStarted on the first play,
 * videoTimeWatched after every 10 s of actual playback (paused or buffering time does not count),
 * videoPlaybackEnded at the end, preceded by the remainder played since the last report. Pure: the
 * caller passes the clock (ms) and the position (s), so the logic is tested without a video element.
 * Shared by every player (the public embed player reports anonymous views with it).
 */
import { TIME_WATCHED_INTERVAL_SECONDS } from '../../../shared/api/endpoints/analytics';

/** Spec 1 §9 "Playback time reporting every 10 s": the one value in shared/, the server's too. */
export const TIME_WATCHED_INTERVAL_MS = TIME_WATCHED_INTERVAL_SECONDS * 1000;
/** A longer gap between two ticks is not playback (a throttled tab, a stalled stream). */
const MAX_TICK_GAP_MS = 2_000;

export type WatchReport =
  | { type: 'videoPlaybackStarted' }
  | { type: 'videoTimeWatched'; time: number; watched: number }
  | { type: 'videoPlaybackEnded' };

export interface WatchReporter {
  /** The video started or resumed playing. */
  play(now: number): WatchReport[];
  /** Paused, seeking or waiting: time stops counting until the next play. */
  pause(now: number, position: number): WatchReport[];
  /** A progress tick while playing (timeupdate). */
  tick(now: number, position: number): WatchReport[];
  ended(now: number, position: number): WatchReport[];
}

export function createWatchReporter(intervalMs = TIME_WATCHED_INTERVAL_MS): WatchReporter {
  let started = false;
  let playingSince: number | null = null;
  let unreportedMs = 0;

  const advance = (now: number) => {
    if (playingSince === null) return;
    unreportedMs += Math.min(Math.max(0, now - playingSince), MAX_TICK_GAP_MS);
    playingSince = now;
  };
  const due = (position: number): WatchReport[] => {
    const reports: WatchReport[] = [];
    while (unreportedMs >= intervalMs) {
      unreportedMs -= intervalMs;
      reports.push({ type: 'videoTimeWatched', time: position, watched: intervalMs / 1000 });
    }
    return reports;
  };

  return {
    play(now) {
      playingSince = now;
      if (started) return [];
      started = true;
      return [{ type: 'videoPlaybackStarted' }];
    },
    pause(now, position) {
      advance(now);
      playingSince = null;
      return due(position);
    },
    tick(now, position) {
      advance(now);
      return due(position);
    },
    ended(now, position) {
      advance(now);
      playingSince = null;
      const reports = due(position);
      // The last stretch, shorter than an interval (under a second is not worth a call).
      if (unreportedMs >= 1000) {
        reports.push({ type: 'videoTimeWatched', time: position, watched: Math.round(unreportedMs / 1000) });
      }
      unreportedMs = 0;
      reports.push({ type: 'videoPlaybackEnded' });
      return reports;
    },
  };
}
