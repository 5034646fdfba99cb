import { describe, expect, it } from 'vitest';
import {
  BRAND_COLOR_MIN_CONTRAST,
  brandColorContrast,
  brandColorRefusal,
  brandColorValue,
  imageDimensionsRefusal,
  imageFileRefusal,
} from './branding.js';
import { DEFAULT_BRAND_COLOR } from './themes.js';

describe('brand colour contrast (white text on buttons, WCAG AA 4.5:1)', () => {
  it('accepts the default colour and dark colours', () => {
    expect(brandColorRefusal(DEFAULT_BRAND_COLOR)).toBeNull();
    expect(brandColorRefusal('#000')).toBeNull();
    expect(brandColorRefusal('#1F6FEB')).toBeNull();
    expect(brandColorContrast('#000000')).toBe(21);
  });

  it('refuses light colours with the ratio found and the one needed', () => {
    expect(brandColorRefusal('#FFD700')).toBe(
      'The color is too light for white text on buttons (contrast 1.4:1, at least 4.5:1 needed)',
    );
    expect(brandColorRefusal('#ffffff')).toMatch(/contrast 1\.0:1/);
    // #777777 is 4.48:1: just below the line, never rounded up into acceptance.
    expect(brandColorRefusal('#777777')).toMatch(/contrast 4\.4:1/);
    expect(brandColorRefusal('#767676')).toBeNull();
    expect(BRAND_COLOR_MIN_CONTRAST).toBe(4.5);
  });

  it('refuses what is not a hex colour and stores #RRGGBB', () => {
    expect(brandColorRefusal('purple')).toBe('Enter a color as #RRGGBB');
    expect(brandColorRefusal('#12345')).toBe('Enter a color as #RRGGBB');
    expect(brandColorValue('#9c3094')).toBe('#9C3094');
    expect(brandColorValue('abc')).toBe('#AABBCC');
  });
});

describe('branding images', () => {
  it('takes PNG, JPEG, GIF and WebP up to the size of each kind', () => {
    expect(imageFileRefusal('logo', { type: 'image/png', size: 1024 })).toBeNull();
    expect(imageFileRefusal('logo', { type: 'IMAGE/JPEG', size: 1024 })).toBeNull();
    expect(imageFileRefusal('logo', { type: 'image/svg+xml', size: 1024 })).toBe(
      'The uploaded file type must be supported (PNG, JPEG, GIF or WebP)',
    );
    expect(imageFileRefusal('logo', { type: '', size: 1024 })).toMatch(/must be supported/);
    expect(imageFileRefusal('logo', { type: 'image/png', size: 1024 * 1024 + 1 })).toBe(
      'The image is larger than 1 MB',
    );
    expect(imageFileRefusal('backgroundImage', { type: 'image/webp', size: 4 * 1024 * 1024 })).toBeNull();
    expect(imageFileRefusal('backgroundImage', { type: 'image/webp', size: 6 * 1024 * 1024 })).toBe(
      'The image is larger than 5 MB',
    );
    expect(imageFileRefusal('thumbnailLogo', { type: 'image/gif', size: 0 })).toBe('The image is empty');
  });

  it('checks the dimensions of each kind', () => {
    expect(imageDimensionsRefusal('logo', { width: 200, height: 60 })).toBeNull();
    expect(imageDimensionsRefusal('logo', { width: 20, height: 60 })).toBe(
      'The image must be at least 32 × 32 pixels',
    );
    expect(imageDimensionsRefusal('backgroundImage', { width: 1024, height: 768 })).toBe(
      'The image must be at least 1280 × 720 pixels',
    );
    expect(imageDimensionsRefusal('thumbnailOverlay', { width: 1280, height: 720 })).toBeNull();
    expect(imageDimensionsRefusal('thumbnailLogo', { width: 2001, height: 100 })).toBe(
      'The image must be at most 2000 × 2000 pixels',
    );
  });
});
