/**
 * The user profile's rules (spec 1 §5 "Profile: phone is numeric; the picture must be an image file;
 * country is chosen from a fixed list of about 200 entries"), once for the profile dialog, the
 * onboarding wizard and the user command's server-side schema.
 */
import { findCountry } from './countries.js';

export const PROFILE_LIMITS = {
  firstName: 100,
  lastName: 100,
  jobTitle: 150,
  phoneNumber: 20,
  profilePic: 1024,
} as const;

/** File extensions of an image a user may upload as a picture (the generic upload's list). */
export const PROFILE_PICTURE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;

/** "phone is numeric": digits only (empty = no phone). */
export function isNumericPhone(value: string): boolean {
  return /^[0-9]*$/.test(value);
}

/**
 * A country of the fixed list (empty = none chosen). The dialogs send the ISO 3166-1 alpha-2 code;
 * the English name of a listed country is accepted too, as older profiles store it.
 */
export function isKnownCountry(value: string): boolean {
  return value === '' || findCountry(value) !== undefined;
}

/** The extension of a file name, lower-cased ('' without one). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** "the picture must be an image file": an image MIME type and one of the accepted extensions. */
export function isImageFile(file: { name: string; type: string }): boolean {
  return (
    file.type.startsWith('image/') &&
    (PROFILE_PICTURE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))
  );
}

export interface ProfileDetails {
  firstName: string;
  lastName: string;
  jobTitle: string;
  phoneNumber: string;
  country: string;
}

/** What is wrong with each field, as dictionary keys (empty when the details may be saved). */
export type ProfileProblems = Partial<
  Record<keyof ProfileDetails, 'profile-phone-numeric' | 'profile-too-long' | 'profile-country-unknown'>
>;

export function profileProblems(details: ProfileDetails): ProfileProblems {
  const problems: ProfileProblems = {};
  for (const field of ['firstName', 'lastName', 'jobTitle', 'phoneNumber'] as const) {
    if (details[field].trim().length > PROFILE_LIMITS[field]) problems[field] = 'profile-too-long';
  }
  if (!isNumericPhone(details.phoneNumber.trim())) problems.phoneNumber = 'profile-phone-numeric';
  if (!isKnownCountry(details.country)) problems.country = 'profile-country-unknown';
  return problems;
}

/** The fields that differ (trimmed), for "saves the details only if something changed". */
export function changedDetails(before: ProfileDetails, after: ProfileDetails): Partial<ProfileDetails> {
  const changes: Partial<ProfileDetails> = {};
  for (const field of ['firstName', 'lastName', 'jobTitle', 'phoneNumber', 'country'] as const) {
    const next = after[field].trim();
    if (next !== before[field].trim()) changes[field] = next;
  }
  return changes;
}
