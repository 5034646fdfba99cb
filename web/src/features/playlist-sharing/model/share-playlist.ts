/**
 * The share page's rules, as the server applies them (the track's channel's sharing settings, spec 2 §5),
 * so the page says beforehand why a share would be refused; the server still decides.
 */
import { organizationDomainSchema, type PlaylistShares } from '#shared/api';

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
