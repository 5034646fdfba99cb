import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './cors.js';

describe('CORS for tenant sub-domains only', () => {
  it('allows the apex and one-label tenant sub-domains of the stage domain', () => {
    expect(isAllowedOrigin('https://acme.tubes.example.com', 'tubes.example.com')).toBe(true);
    expect(isAllowedOrigin('https://tubes.example.com', 'tubes.example.com')).toBe(true);
    expect(isAllowedOrigin('http://acme.localhost:5173', 'localhost:5173')).toBe(true);
    expect(isAllowedOrigin('http://localhost:5173', 'localhost:5173')).toBe(true);
  });

  it('refuses other sites, look-alikes, other ports and nested sub-domains', () => {
    expect(isAllowedOrigin('https://evil.com', 'tubes.example.com')).toBe(false);
    expect(isAllowedOrigin('https://acmetubes.example.com', 'tubes.example.com')).toBe(false);
    expect(isAllowedOrigin('https://tubes.example.com.evil.com', 'tubes.example.com')).toBe(false);
    expect(isAllowedOrigin('http://acme.localhost:6000', 'localhost:5173')).toBe(false);
    expect(isAllowedOrigin('https://a.b.tubes.example.com', 'tubes.example.com')).toBe(false);
    expect(isAllowedOrigin('null', 'tubes.example.com')).toBe(false);
    expect(isAllowedOrigin(undefined, 'tubes.example.com')).toBe(false);
  });
});
