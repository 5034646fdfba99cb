/**
 * Which page the help dialog is for (spec 1 §2 "help videos … for the current page"; the organization's
 * pageTags are keyed by page). The page is the route's first segment (`/home` → `home`,
 * `/channel/:id/videos` → `channel`); admin, finance and org pages use their first two segments
 * (`/admin/users` → `admin/users`), as each is its own page. Channel pages also name their channel.
 */
const TWO_SEGMENT_AREAS = new Set(['admin', 'finance', 'orgs']);

export function helpPageOf(pathname: string): { page: string; channelId?: string } {
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const [first = 'home', second] = segments;
  if (TWO_SEGMENT_AREAS.has(first) && second) return { page: `${first}/${second}` };
  if (first === 'channel' && second && second !== 'create' && second !== 'edit') {
    return { page: 'channel', channelId: second };
  }
  return { page: first };
}
