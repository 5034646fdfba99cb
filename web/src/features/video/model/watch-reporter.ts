/**
 * The player's playback reports (the pure reporter lives in lib/watch-reporter, shared with the public
 * embed player) and which version × language the page plays.
 */
export {
  createWatchReporter,
  TIME_WATCHED_INTERVAL_MS,
  type WatchReport,
  type WatchReporter,
} from '../../../lib/watch-reporter';

/**
 * The version × language the page plays, as GET /getVideoUrl picks it: the requested version (else the
 * latest completed one) in the requested language (else the master language, else any completed one).
 */
export function playedRendition(
  renditions: readonly { version: number; language: string; status: string }[],
  wanted: { version?: number | undefined; language?: string | undefined; masterLanguage: string },
): { version: number; language: string } | null {
  const completed = renditions.filter((r) => r.status === 'completed');
  const versions = wanted.version
    ? [wanted.version]
    : [...new Set(completed.map((r) => r.version))].sort((a, b) => b - a);
  for (const version of versions) {
    const inVersion = completed.filter((r) => r.version === version);
    const pick =
      inVersion.find((r) => r.language === (wanted.language ?? wanted.masterLanguage)) ??
      (wanted.language ? undefined : inVersion[0]);
    if (pick) return { version: pick.version, language: pick.language };
  }
  return null;
}
