import { describe, expect, it } from 'vitest';
import {
  brandingChanges,
  checkImage,
  colorMessage,
  hasChanges,
  initialBrandingForm,
  type BrandingFormValues,
} from './branding-form';

const saved = { color: '#9C3094', theme: 'default' as const };
const file = (type: string, size: number) => ({ type, size, name: 'x' }) as unknown as File;
const dims = (width: number, height: number) => () => Promise.resolve({ width, height });

describe('branding form', () => {
  it('checks type and size before decoding, then the dimensions', async () => {
    let decoded = false;
    const decode = () => {
      decoded = true;
      return Promise.resolve({ width: 100, height: 100 });
    };
    expect(await checkImage('logo', file('image/svg+xml', 10), decode)).toEqual({
      key: 'settings-admin-image-type',
    });
    expect(decoded).toBe(false);
    expect(await checkImage('logo', file('image/png', 2 * 1024 * 1024), decode)).toEqual({
      key: 'settings-admin-image-size',
      values: { max: 1 },
    });
    expect(await checkImage('backgroundImage', file('image/png', 1000), dims(800, 600))).toEqual({
      key: 'settings-admin-image-small',
      values: { width: 1280, height: 720 },
    });
    expect(await checkImage('logo', file('image/png', 1000), dims(200, 60))).toBeNull();
    expect(
      await checkImage('logo', file('image/png', 1000), () => Promise.reject(new Error('broken'))),
    ).toEqual({ key: 'settings-admin-image-unreadable' });
  });

  it('says why a colour cannot be saved', () => {
    expect(colorMessage('#9C3094').ok).toBe(true);
    expect(colorMessage('#FFD700')).toEqual({
      ok: false,
      message: { key: 'settings-admin-colour-too-light', values: { ratio: '1.4', min: 4.5 } },
    });
    expect(colorMessage('nope')).toEqual({ ok: false, message: { key: 'settings-admin-colour-format' } });
  });

  it('sends only what changed: colour, theme, new uploads and removed images', () => {
    const values: BrandingFormValues = {
      ...initialBrandingForm(saved),
      color: '#0b5394',
      theme: 'slate',
    };
    values.images.logo = { kind: 'new', file: file('image/png', 10), preview: 'blob:x' };
    values.images.backgroundImage = { kind: 'remove' };
    expect(hasChanges(values, saved)).toBe(true);
    expect(brandingChanges(values, saved, { logo: 'generic/acme/u/1.png' })).toEqual({
      color: '#0B5394',
      theme: 'slate',
      logo: 'generic/acme/u/1.png',
      backgroundImage: '',
    });
    const same = initialBrandingForm(saved);
    expect(hasChanges({ ...same, color: '#9c3094' }, saved)).toBe(false);
    expect(brandingChanges({ ...same, color: '#9c3094' }, saved, {})).toEqual({});
  });
});
