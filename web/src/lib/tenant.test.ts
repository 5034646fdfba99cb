import { describe, expect, it } from 'vitest';
import { hostWithoutPort, resolveSite } from './tenant';

describe('resolveSite', () => {
  it('treats the app domain itself as the apex (the "Login to organization" screen)', () => {
    expect(resolveSite('localhost', 'localhost:5173')).toEqual({ kind: 'apex' });
    expect(resolveSite('tubes.example.com', 'tubes.example.com')).toEqual({ kind: 'apex' });
  });

  it('resolves <label>.localhost to a tenant on any port', () => {
    expect(resolveSite('acme.localhost', 'localhost:5173')).toEqual({ kind: 'tenant', label: 'acme' });
    expect(resolveSite('globex.localhost', 'localhost:25173')).toEqual({ kind: 'tenant', label: 'globex' });
  });

  it('resolves <label>.<appDomain> to a tenant in the cloud', () => {
    expect(resolveSite('acme.tubes.example.com', 'tubes.example.com')).toEqual({
      kind: 'tenant',
      label: 'acme',
    });
    expect(resolveSite('ACME.Tubes.Example.com.', 'tubes.example.com')).toEqual({
      kind: 'tenant',
      label: 'acme',
    });
  });

  it('keeps unknown labels as tenant candidates: the organization lookup decides whether it exists', () => {
    expect(resolveSite('nowhere.localhost', 'localhost:5173')).toEqual({ kind: 'tenant', label: 'nowhere' });
  });

  it('falls back to the apex for hosts that are not one label below the app domain', () => {
    expect(resolveSite('a.b.tubes.example.com', 'tubes.example.com')).toEqual({ kind: 'apex' });
    expect(resolveSite('www.tubes.example.com', 'tubes.example.com')).toEqual({ kind: 'apex' });
    expect(resolveSite('d111111abcdef8.cloudfront.net', 'tubes.example.com')).toEqual({ kind: 'apex' });
    expect(resolveSite('127.0.0.1', 'localhost:5173')).toEqual({ kind: 'apex' });
    expect(resolveSite('-bad.localhost', 'localhost:5173')).toEqual({ kind: 'apex' });
    expect(resolveSite('eviltubes.example.com', 'tubes.example.com')).toEqual({ kind: 'apex' });
  });
});

describe('hostWithoutPort', () => {
  it('drops the port and normalizes case and the trailing dot', () => {
    expect(hostWithoutPort('LocalHost:5173')).toBe('localhost');
    expect(hostWithoutPort('tubes.example.com.')).toBe('tubes.example.com');
  });
});
