/** The track form's fields and their checks (the contract's limits, shown before the server says so). */
import { TRACK_ABSTRACT_MAX, TRACK_DESCRIPTION_MAX, TRACK_NAME_MAX } from '#shared/domain/tracks-admin';

export interface TrackFormValues {
  name: string;
  abstract: string;
  description: string;
  mandatory: boolean;
}

export const EMPTY_TRACK_FORM: TrackFormValues = {
  name: '',
  abstract: '',
  description: '',
  mandatory: false,
};

export type TrackFormErrorKey =
  'tracks-admin-error-required' | 'tracks-admin-error-too-long' | 'tracks-admin-error-brackets';

/** Dictionary keys of the field errors (none: the form may be sent). */
export type TrackFormErrors = Partial<Record<'name' | 'abstract' | 'description', TrackFormErrorKey>>;

export function trackFormErrors(values: TrackFormValues): TrackFormErrors {
  const errors: TrackFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'tracks-admin-error-required';
  else if (name.length > TRACK_NAME_MAX) errors.name = 'tracks-admin-error-too-long';
  else if (/[<>]/.test(name)) errors.name = 'tracks-admin-error-brackets';
  if (values.abstract.trim().length > TRACK_ABSTRACT_MAX) errors.abstract = 'tracks-admin-error-too-long';
  if (values.description.trim().length > TRACK_DESCRIPTION_MAX)
    errors.description = 'tracks-admin-error-too-long';
  return errors;
}

/** The values as the commands take them (trimmed). */
export function trackFormPayload(values: TrackFormValues): TrackFormValues {
  return {
    name: values.name.trim(),
    abstract: values.abstract.trim(),
    description: values.description.trim(),
    mandatory: values.mandatory,
  };
}
