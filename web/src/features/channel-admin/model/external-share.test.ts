import { describe, expect, it } from 'vitest';
import { isDomain, parseDomainList } from './external-share';

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
