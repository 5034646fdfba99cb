/** The public viewing calls (shared contract): the embed by key, and anonymous playback events. */
import { api } from '../../../../../shared/api';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import type { WatchReport } from '../../../lib/watch-reporter';

/**
 * GET /getVideoEmbed (public, no token). The page's organization narrows the lookup: a key of another
 * organization is not found here. A 4xx is final (no retries): 403 means login required.
 */
export function useVideoEmbed(key: string, orgId: string) {
  return useApi(
    api.getVideoEmbed,
    { query: { key, orgId } },
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
}

/**
 * POST /anonymous-analytics: the player's reports for the video of `key`. Failures are dropped:
 * analytics never disturb playback.
 */
export function reportAnonymousPlayback(
  target: { key: string; orgId: string; version: number; lang: string },
  report: WatchReport,
): void {
  const ref = { key: target.key, version: target.version, lang: target.lang as 'en-us' };
  const body =
    report.type === 'videoTimeWatched'
      ? { type: report.type, ...ref, time: report.time, watched: report.watched }
      : { type: report.type, ...ref };
  request(api.postAnonymousAnalytics, { query: { orgId: target.orgId }, body }).catch(() => undefined);
}
