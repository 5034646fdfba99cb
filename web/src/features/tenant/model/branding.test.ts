import { describe, expect, it } from 'vitest';
import type { Organization, Tube } from '../../../lib/app-context';
import { brandingOf, isOrganization, safeImageUrl } from './branding';

const organization = {
  id: 'acme',
  name: 'Acme Corporation',
  logo: '/tenants/acme/logo.svg',
  color: '#1F6FEB',
  theme: 'beach',
} as Organization;

const tube: Tube = {
  id: 'tube-acme',
  pathId: 'acme',
  name: 'Acme Academy',
  logo: '/tenants/acme/academy.svg',
  icon: '',
  color: '#0b3d91',
  theme: 'tech',
  backgroundImage: '',
  thumbnailOverlay: '',
  thumbnailLogo: '',
};

describe('isOrganization', () => {
  it('treats the empty object as "no organization found" (spec 1 §7)', () => {
    expect(isOrganization({})).toBe(false);
    expect(isOrganization(undefined)).toBe(false);
    expect(isOrganization(organization)).toBe(true);
  });
});

describe('brandingOf', () => {
  it("uses the tube's branding", () => {
    expect(brandingOf(organization, tube)).toEqual({
      name: 'Acme Academy',
      logo: '/tenants/acme/academy.svg',
      icon: '/tenants/acme/academy.svg',
      color: '#0B3D91',
      theme: 'tech',
      thumbnailLogo: '',
      thumbnailOverlay: '',
      backgroundImage: '',
    });
  });

  it("takes the tube's thumbnail logo, overlay and background image, only from safe addresses", () => {
    const images = {
      ...tube,
      thumbnailLogo: 'http://127.0.0.1:4569/uploads/generic/acme/u1/mark.png?X-Amz-Signature=s',
      thumbnailOverlay: '/tenants/acme/overlay.png',
      backgroundImage: 'javascript:alert(1)',
    };
    expect(brandingOf(organization, images)).toMatchObject({
      thumbnailLogo: images.thumbnailLogo,
      thumbnailOverlay: '/tenants/acme/overlay.png',
      backgroundImage: '',
    });
    expect(brandingOf(organization, undefined)).toMatchObject({
      thumbnailLogo: '',
      thumbnailOverlay: '',
      backgroundImage: '',
    });
  });

  it("falls back to the organization's when the tube is missing or blank", () => {
    expect(brandingOf(organization, undefined)).toMatchObject({
      name: 'Acme Corporation',
      color: '#1F6FEB',
      theme: 'beach',
    });
    expect(brandingOf(organization, { ...tube, name: '', logo: '', color: 'blue' })).toMatchObject({
      name: 'Acme Corporation',
      logo: '/tenants/acme/logo.svg',
      color: '#1F6FEB',
    });
  });

  it('falls back to the product logo and colour last (spec 1 §9 defaults)', () => {
    expect(brandingOf({ ...organization, logo: '', color: '' }, undefined)).toMatchObject({
      logo: '/assets/images/logo.png',
      color: '#9C3094',
    });
  });
});

describe('safeImageUrl', () => {
  it('allows own paths and http(s) only', () => {
    expect(safeImageUrl('/tenants/acme/logo.svg', 'x')).toBe('/tenants/acme/logo.svg');
    expect(safeImageUrl('https://cdn.example.com/a.png', 'x')).toBe('https://cdn.example.com/a.png');
    expect(safeImageUrl('javascript:alert(1)', 'x')).toBe('x');
    expect(safeImageUrl('//evil.example/a.png', 'x')).toBe('x');
  });
});
