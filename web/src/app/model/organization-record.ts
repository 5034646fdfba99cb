/**
 * The apex round trip of a new tab, saved on the common path (issue 10; docs/decisions.md "## Session").
 * On `*.localhost` the apex keeps the last-used organization (its localStorage) and a new tab of a
 * tenant asks it by a top-level round trip. The apex's answer for an organization only changes when
 * its record does, and the record is only ever set on the way to a tenant address that carries
 * `commingFrom` (the central login's "continue to", spec 1 §7). The local web server counts those
 * addresses (web/vite.config.ts, a generation number that starts afresh with every server) and hands
 * the count to every host in the RECORD_GENERATION_COOKIE. A tenant keeps the apex's last answer with
 * the generation it was given under; while the generation stands, a new tab takes that answer instead
 * of asking again. Any newer generation (any browser's record change, a restarted server) asks again:
 * never a wrong answer, at worst a round trip.
 */

/** Set by the local web server on every response (web/vite.config.ts names it too). */
export const RECORD_GENERATION_COOKIE = 'tubesOrganizationRecord';
/** This host's last answer from the apex: `{ orgId, generation }`. */
export const APEX_ANSWER_STORAGE_KEY = 'tubes.apexAnswer';

/** The generation the web server handed this page (undefined: none, e.g. the cloud). */
export function recordGeneration(cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === RECORD_GENERATION_COOKIE) return rest.join('=') || undefined;
  }
  return undefined;
}

/**
 * The answer to keep from this address, if any: the apex said "back" for `orgId` (`orgChecked`), or
 * the visitor comes from the central login, which recorded `orgId` itself (`commingFrom`).
 */
export function apexAnswerOf(
  search: string,
  orgId: string,
  generation: string | undefined,
  checkedParam: string,
): string | undefined {
  if (!generation) return undefined;
  const query = new URLSearchParams(search);
  if (query.get(checkedParam) !== orgId && query.get('commingFrom') !== orgId) return undefined;
  return JSON.stringify({ orgId, generation });
}

/** Whether the kept answer (`stored`) says "back" for `orgId` under the current generation. */
export function apexAnswerStands(
  stored: string | null,
  orgId: string,
  generation: string | undefined,
): boolean {
  if (!stored || !generation) return false;
  try {
    const value = JSON.parse(stored) as { orgId?: unknown; generation?: unknown };
    return value.orgId === orgId && value.generation === generation;
  } catch {
    return false;
  }
}
