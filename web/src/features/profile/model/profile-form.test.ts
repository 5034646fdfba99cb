import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '#shared/domain/countries';
import { formErrors, initialValues, isEmptyPlan, savePlan } from './profile-form';

const stored = {
  firstName: 'Martin',
  lastName: 'Meyer',
  jobTitle: 'Sales',
  phoneNumber: '4512',
  country: 'DE',
};
const before = initialValues(stored, false);
const file = (name: string, type: string) => new File(['x'], name, { type });

describe('profile form (spec 1 §5 "Profile")', () => {
  it('"phone is numeric": letters, spaces and + are refused', () => {
    for (const phoneNumber of ['12ab', '+4512', '45 12']) {
      expect(formErrors({ ...before, phoneNumber }, null).phoneNumber).toBe('profile-phone-numeric');
    }
    expect(formErrors({ ...before, phoneNumber: '004512345678' }, null)).toEqual({});
    expect(formErrors({ ...before, phoneNumber: '' }, null)).toEqual({});
  });

  it('"the picture must be an image file"', () => {
    expect(formErrors(before, file('me.png', 'image/png'))).toEqual({});
    expect(formErrors(before, file('me.JPG', 'image/jpeg'))).toEqual({});
    expect(formErrors(before, file('notes.pdf', 'application/pdf')).picture).toBe(
      'profile-picture-not-image',
    );
    expect(formErrors(before, file('fake.png', 'text/plain')).picture).toBe('profile-picture-not-image');
    expect(formErrors(before, file('image.svg', 'image/svg+xml')).picture).toBe('profile-picture-not-image');
  });

  it('"country is chosen from a fixed list of about 200 entries"', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(190);
    expect(formErrors({ ...before, country: 'XX' }, null).country).toBe('profile-country-unknown');
    expect(formErrors({ ...before, country: 'DK' }, null)).toEqual({});
    // A country saved by its English name (older profiles) starts as its code.
    expect(initialValues({ ...stored, country: 'Denmark' }, false).country).toBe('DK');
  });

  it('names are limited in length', () => {
    expect(formErrors({ ...before, firstName: 'x'.repeat(101) }, null).firstName).toBe('profile-too-long');
  });

  it('saves only what changed: details, the tooltip preference, a new picture', () => {
    expect(isEmptyPlan(savePlan(before, before, null))).toBe(true);
    const plan = savePlan(before, { ...before, jobTitle: 'Key accounts ', tooltipDisabled: true }, null);
    expect(plan).toEqual({ details: { jobTitle: 'Key accounts' }, tooltipDisabled: true, picture: null });
    const picture = file('me.png', 'image/png');
    expect(savePlan(before, before, picture)).toEqual({ details: {}, picture });
  });
});
