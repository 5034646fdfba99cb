/**
 * The profile dialog's form (spec 1 §2 Dialogs, §3 user profile, §5 "Profile: phone is numeric; the
 * picture must be an image file; country is chosen from a fixed list of about 200 entries").
 */
import { changedDetails, isImageFile, profileProblems, type ProfileDetails } from '#shared/domain/profile';
import { findCountry } from '#shared/domain/countries';

export interface ProfileFormValues extends ProfileDetails {
  tooltipDisabled: boolean;
}

export interface StoredProfile {
  firstName: string;
  lastName: string;
  jobTitle: string;
  phoneNumber: string;
  country: string;
}

/** The form starts from the saved profile; a country saved by name shows as its code. */
export function initialValues(profile: StoredProfile, tooltipDisabled: boolean): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    jobTitle: profile.jobTitle,
    phoneNumber: profile.phoneNumber,
    country: findCountry(profile.country)?.code ?? '',
    tooltipDisabled,
  };
}

export type ProfileField = keyof ProfileDetails | 'picture';

/** Dictionary keys of what is wrong, per field. */
export function formErrors(
  values: ProfileDetails,
  picture: File | null,
): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = { ...profileProblems(values) };
  if (picture && !isImageFile(picture)) errors.picture = 'profile-picture-not-image';
  return errors;
}

export interface SavePlan {
  details: Partial<ProfileDetails>;
  tooltipDisabled?: boolean;
  picture: File | null;
}

/** What a save sends: changed details only, the tooltip preference if toggled, a new picture if chosen. */
export function savePlan(
  before: ProfileFormValues,
  after: ProfileFormValues,
  picture: File | null,
): SavePlan {
  return {
    details: changedDetails(before, after),
    ...(after.tooltipDisabled !== before.tooltipDisabled ? { tooltipDisabled: after.tooltipDisabled } : {}),
    picture,
  };
}

export function isEmptyPlan(plan: SavePlan): boolean {
  return (
    Object.keys(plan.details).length === 0 && plan.tooltipDisabled === undefined && plan.picture === null
  );
}
