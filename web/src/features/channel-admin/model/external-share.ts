/**
 * The sharing section's domain inputs: an organization's address label (`globex`), lists comma-separated;
 * and how the organizations a channel is shared with are searched and sorted (in the browser).
 */
import { listCollator, type ListSpec } from '#shared/domain/list-page';
import { LOCAL_LIST_DEFAULT_PAGE_SIZE } from '../../../lib/list-paging';

const DOMAIN = /^[a-z0-9][a-z0-9-]{0,62}$/;

export function normalizedDomain(value: string): string {
  return value.trim().toLowerCase();
}

export function isDomain(value: string): boolean {
  return DOMAIN.test(normalizedDomain(value));
}

/** "globex, Initech ,," → ['globex', 'initech'], or null when one entry is not a domain. */
export function parseDomainList(text: string): string[] | null {
  const entries = text
    .split(',')
    .map(normalizedDomain)
    .filter((d) => d !== '');
  if (!entries.every((d) => DOMAIN.test(d))) return null;
  return [...new Set(entries)];
}

/** The organizations (ids) a channel is shared with, searched and sorted by id. */
export const SHARED_WITH_LIST: ListSpec<string, 'organization'> = {
  text: (orgId) => orgId,
  compare: { organization: (a, b) => listCollator.compare(a, b) },
  defaultSort: 'organization',
  defaultPageSize: LOCAL_LIST_DEFAULT_PAGE_SIZE,
};
