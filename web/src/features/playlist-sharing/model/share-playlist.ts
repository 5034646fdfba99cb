/**
 * The share page's rules, as the server applies them (the track's channel's sharing settings, spec 2 §5),
 * so the page says beforehand why a share would be refused; the server still decides. And how the
 * organizations it is shared with are searched and sorted (in the browser).
 */
import { organizationDomainSchema, type PlaylistShares } from '#shared/api';
import { listCollator, type ListSpec } from '#shared/domain/list-page';
import { LOCAL_LIST_DEFAULT_PAGE_SIZE } from '../../../lib/list-paging';

export type ShareBlock = 'private' | 'disabled' | null;

/** Why nothing can be shared from this channel now, or null. */
export function shareBlock(
  shares: Pick<PlaylistShares, 'isPrivate' | 'isChannelExternalShareEnabled'>,
): ShareBlock {
  if (shares.isPrivate) return 'private';
  if (!shares.isChannelExternalShareEnabled) return 'disabled';
  return null;
}

/** The domain as sent (trimmed, lower-cased), or null when it is not an organization's domain. */
export function parsedDomain(value: string): string | null {
  const parsed = organizationDomainSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Whether the channel's allowed domains (empty: any) admit this domain. */
export function domainAllowed(allowed: readonly string[], domain: string): boolean {
  return allowed.length === 0 || allowed.includes(domain);
}

type Share = PlaylistShares['shares'][number];

/** Searched by organization name and domain; sorted by name, domain or when it was shared. */
export const SHARES_LIST: ListSpec<Share, 'name' | 'domain' | 'sharedAt'> = {
  text: (s) => `${s.name} ${s.domain}`,
  compare: {
    name: (a, b) => listCollator.compare(a.name, b.name) || listCollator.compare(a.domain, b.domain),
    domain: (a, b) => listCollator.compare(a.domain, b.domain),
    sharedAt: (a, b) => a.sharedAt.localeCompare(b.sharedAt) || listCollator.compare(a.name, b.name),
  },
  defaultSort: 'name',
  defaultPageSize: LOCAL_LIST_DEFAULT_PAGE_SIZE,
};
