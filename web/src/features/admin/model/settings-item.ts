/**
 * One item of a settings list (a tag, an information classification): its fields and their checks,
 * the contract's rules (required, at most n characters, no < or >) as dictionary keys.
 */
export interface SettingsItemField {
  name: string;
  /** The translated label. */
  label: string;
  required: boolean;
  max: number;
  multiline?: boolean;
}

export interface ItemError {
  key: string;
  values?: Record<string, string | number>;
}

export function settingsItemErrors(
  fields: readonly SettingsItemField[],
  values: Record<string, string>,
): Record<string, ItemError> {
  const errors: Record<string, ItemError> = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (field.required && !value) errors[field.name] = { key: 'settings-admin-required' };
    else if (value.length > field.max) {
      errors[field.name] = { key: 'settings-admin-too-long', values: { max: field.max } };
    } else if (/[<>]/.test(value)) errors[field.name] = { key: 'settings-admin-no-angle-brackets' };
  }
  return errors;
}
