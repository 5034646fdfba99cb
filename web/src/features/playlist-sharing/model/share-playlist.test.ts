import { describe, expect, it } from 'vitest';
import { listPage } from '#shared/domain/list-page';
import { SHARES_LIST, domainAllowed, parsedDomain, shareBlock } from './share-playlist';

describe('shareBlock', () => {
  it('names a private channel first, then sharing switched off, else nothing', () => {
    expect(shareBlock({ isPrivate: true, isChannelExternalShareEnabled: true })).toBe('private');
    expect(shareBlock({ isPrivate: false, isChannelExternalShareEnabled: false })).toBe('disabled');
    expect(shareBlock({ isPrivate: false, isChannelExternalShareEnabled: true })).toBeNull();
  });
});

describe('parsedDomain', () => {
  it('trims and lower-cases an address label', () => {
    expect(parsedDomain('  Globex ')).toBe('globex');
    expect(parsedDomain('acme-2')).toBe('acme-2');
  });
  it('refuses what is not an organization domain', () => {
    expect(parsedDomain('')).toBeNull();
    expect(parsedDomain('globex.example.com')).toBeNull();
    expect(parsedDomain('-globex')).toBeNull();
    expect(parsedDomain('Not A Domain!')).toBeNull();
  });
});

describe('domainAllowed', () => {
  it('allows any domain when the list is empty, else only the listed ones', () => {
    expect(domainAllowed([], 'globex')).toBe(true);
    expect(domainAllowed(['studio'], 'globex')).toBe(false);
    expect(domainAllowed(['studio', 'globex'], 'globex')).toBe(true);
  });
});

describe('the organizations a playlist is shared with', () => {
  const shares = [
    { orgId: 'o1', name: 'Initech', domain: 'initech', sharedAt: '2026-03-01T10:00:00Z' },
    { orgId: 'o2', name: 'Globex', domain: 'globex', sharedAt: '2026-03-02T10:00:00Z' },
    { orgId: 'o3', name: 'Acme Partners', domain: 'zz-acme', sharedAt: '2026-02-01T10:00:00Z' },
  ];
  const ids = (query: Parameters<typeof listPage>[1]) =>
    listPage(shares, query, SHARES_LIST).items.map((s) => s.orgId);

  it('searches names and domains', () => {
    expect(ids({ search: 'glob' })).toEqual(['o2']);
    expect(ids({ search: 'zz' })).toEqual(['o3']);
  });

  it('sorts by name, domain or when it was shared, either way', () => {
    expect(ids({})).toEqual(['o3', 'o2', 'o1']);
    expect(ids({ sort: 'domain' })).toEqual(['o2', 'o1', 'o3']);
    expect(ids({ sort: 'sharedAt', order: 'desc' })).toEqual(['o2', 'o1', 'o3']);
  });
});
