/**
 * The profile dialog's form (spec 1 §2 Dialogs, §3 user profile, §5 "Profile: phone is numeric; the
 * picture must be an image file; country is chosen from a fixed list of about 200 entries").
 */
import { changedDetails, isImageFile, profileProblems, type ProfileDetails } from '#shared/domain/profile';
import { findCountry } from '#shared/domain/countries';
import { OPTIONAL_MAIL_CATEGORIES, type OptionalMailCategory } from '#shared/domain/mail';

export interface ProfileFormValues extends ProfileDetails {
  tooltipDisabled: boolean;
  /** The e-mail categories turned off, in OPTIONAL_MAIL_CATEGORIES' order. */
  mailOptOuts: OptionalMailCategory[];
}

export interface StoredProfile {
  firstName: string;
  lastName: string;
  jobTitle: string;
  phoneNumber: string;
  country: string;
}

/** The form starts from the saved profile; a country saved by name shows as its code. */
export function initialValues(
  profile: StoredProfile,
  tooltipDisabled: boolean,
  mailOptOuts: readonly OptionalMailCategory[] = [],
): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    jobTitle: profile.jobTitle,
    phoneNumber: profile.phoneNumber,
    country: findCountry(profile.country)?.code ?? '',
    tooltipDisabled,
    mailOptOuts: OPTIONAL_MAIL_CATEGORIES.filter((c) => mailOptOuts.includes(c)),
  };
}

/** The opt-outs with `category` switched on (mailed) or off. */
export function withMailCategory(
  optOuts: readonly OptionalMailCategory[],
  category: OptionalMailCategory,
  mailed: boolean,
): OptionalMailCategory[] {
  return OPTIONAL_MAIL_CATEGORIES.filter((c) => (c === category ? !mailed : optOuts.includes(c)));
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
  /** The new opt-outs, when they changed. */
  mailOptOuts?: OptionalMailCategory[];
  picture: File | null;
}

/**
 * What a save sends: changed details only, the tooltip and e-mail preferences if toggled, a new picture
 * if chosen.
 */
export function savePlan(
  before: ProfileFormValues,
  after: ProfileFormValues,
  picture: File | null,
): SavePlan {
  return {
    details: changedDetails(before, after),
    ...(after.tooltipDisabled !== before.tooltipDisabled ? { tooltipDisabled: after.tooltipDisabled } : {}),
    ...(after.mailOptOuts.join() !== before.mailOptOuts.join() ? { mailOptOuts: after.mailOptOuts } : {}),
    picture,
  };
}

export function isEmptyPlan(plan: SavePlan): boolean {
  return (
    Object.keys(plan.details).length === 0 &&
    plan.tooltipDisabled === undefined &&
    plan.mailOptOuts === undefined &&
    plan.picture === null
  );
}
