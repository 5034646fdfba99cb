/** The public viewing calls (shared contract): the embed by key, and anonymous playback events. */
import { api } from '#shared/api';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import type { WatchReport } from '../../../lib/watch-reporter';

const FINAL = { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false } as const;

/**
 * The video of an embed key. Anonymous visitors: GET /getVideoEmbed (public, no token; the page's
 * organization narrows the lookup, 403 means login required). A signed-in member first asks GET
 * /videoEmbed/{key}, which also answers the organization's private videos they may watch (playing
 * through the member playlists, `via: 'member'`); when it cannot, the public answer decides.
 */
export function useEmbed(key: string, orgId: string, signedIn: boolean) {
  const member = useApi(api.getMemberVideoEmbed, signedIn ? { params: { key } } : null, FINAL);
  const memberFailed = member.error !== undefined;
  const anonymous = useApi(
    api.getVideoEmbed,
    !signedIn || memberFailed ? { query: { key, orgId } } : null,
    FINAL,
  );
  if (signedIn && !memberFailed) return { data: member.data, error: undefined, via: 'member' as const };
  return { data: anonymous.data, error: anonymous.error, via: 'public' as const };
}

/** A playback report as an analytics event about `ref` (the time reports carry the stretch played). */
function analyticsEvent<R extends object>(ref: R, report: WatchReport) {
  return report.type === 'videoTimeWatched'
    ? { type: report.type, ...ref, time: report.time, watched: report.watched, from: report.from }
    : { type: report.type, ...ref };
}

/** A signed-in member's playback reports go to their own analytics (POST /user-analytics). */
export function reportMemberPlayback(
  target: { videoId: string; version: number; lang: string },
  report: WatchReport,
): void {
  const ref = { videoId: target.videoId, version: target.version, lang: target.lang as 'en-us' };
  request(api.postUserAnalytics, { body: analyticsEvent(ref, report) }).catch(() => undefined);
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
  request(api.postAnonymousAnalytics, {
    query: { orgId: target.orgId },
    body: analyticsEvent(ref, report),
  }).catch(() => undefined);
}
