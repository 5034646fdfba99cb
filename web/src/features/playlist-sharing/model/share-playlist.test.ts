import { describe, expect, it } from 'vitest';
import { domainAllowed, parsedDomain, shareBlock } from './share-playlist';

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
