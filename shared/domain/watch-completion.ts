/**
 * When a video counts as watched (issue: "'Watched to the end' can be had by seeking"): completion rests
 * on the time actually watched, decided on the server from the playback reports it receives. The video
 * is divided into COVERAGE_BUCKETS equal parts; each videoTimeWatched report names the stretch it played
 * (`from` → `time`, positions in seconds) and covers the parts whose middle lies in it. A video is
 * watched once COMPLETION_SHARE of its parts are covered, in any order, over any number of sessions:
 * seeking to the end covers the last parts only. A report cannot cover more of the video than its
 * `watched` seconds could play at the fastest speed the player offers (spec 1 §9: up to 3×).
 */
export const COVERAGE_BUCKETS = 100;
export const COMPLETION_SHARE = 0.9;
/** Spec 1 §9 "Playback speeds: 0.7, 1, 1.25, 1.5, 2, 3". */
export const MAX_PLAYBACK_RATE = 3;
/** Timer jitter between the player's clock and its position. */
const TOLERANCE_SECONDS = 1;

export interface PlayedStretch {
  /** Where the stretch started; absent for older clients (then `time - watched`). */
  from?: number | undefined;
  /** Where it ended (the position at the report). */
  time: number;
  /** Seconds of playback it took. */
  watched: number;
}

/** The parts (0 … COVERAGE_BUCKETS-1) of a video of `durationSeconds` that a played stretch covers. */
export function coveredBuckets(durationSeconds: number, stretch: PlayedStretch): number[] {
  if (!(durationSeconds > 0)) return [];
  const end = Math.min(stretch.time, durationSeconds);
  const reach = stretch.watched * MAX_PLAYBACK_RATE + TOLERANCE_SECONDS;
  const claimed = stretch.from ?? stretch.time - stretch.watched;
  const start = Math.max(0, claimed, end - reach);
  if (end <= start) return [];
  const size = durationSeconds / COVERAGE_BUCKETS;
  const first = Math.max(0, Math.ceil(start / size - 0.5));
  const last = Math.min(COVERAGE_BUCKETS - 1, Math.floor(end / size - 0.5));
  const buckets: number[] = [];
  for (let i = first; i <= last; i++) buckets.push(i);
  return buckets;
}

/** Whether this many covered parts make the video watched. */
export function coverageCompletes(coveredCount: number): boolean {
  return coveredCount >= Math.ceil(COVERAGE_BUCKETS * COMPLETION_SHARE);
}
