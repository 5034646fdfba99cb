import { describe, expect, it } from 'vitest';
import { listPage } from '#shared/domain/list-page';
import { SHARED_WITH_LIST, isDomain, parseDomainList } from './external-share';

describe('external sharing domains', () => {
  it('takes an organization address label', () => {
    expect(isDomain(' Globex ')).toBe(true);
    expect(isDomain('globex.example.com')).toBe(false);
    expect(isDomain('')).toBe(false);
  });
  it('reads a comma-separated list (empty: any domain), refusing a wrong entry', () => {
    expect(parseDomainList('globex, Initech ,,globex')).toEqual(['globex', 'initech']);
    expect(parseDomainList('  ')).toEqual([]);
    expect(parseDomainList('globex, not a domain')).toBeNull();
  });
});

describe('the organizations a channel is shared with', () => {
  it('are searched and sorted by their id', () => {
    const orgs = ['initech', 'globex', 'acme-partners'];
    expect(listPage(orgs, {}, SHARED_WITH_LIST).items).toEqual(['acme-partners', 'globex', 'initech']);
    expect(listPage(orgs, { order: 'desc' }, SHARED_WITH_LIST).items[0]).toBe('initech');
    expect(listPage(orgs, { search: 'GLO' }, SHARED_WITH_LIST).items).toEqual(['globex']);
  });
});
