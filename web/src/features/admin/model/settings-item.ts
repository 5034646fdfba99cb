/**
 * One item of a settings list (a tag, an information classification): its fields and their checks,
 * the contract's rules (required, at most n characters, no < or >) as dictionary keys; and how the list
 * is searched and sorted (in the browser: the organization's settings hold the whole list).
 */
import { listCollator, type ListSpec } from '#shared/domain/list-page';
import { LOCAL_LIST_DEFAULT_PAGE_SIZE } from '../../../lib/list-paging';

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

/**
 * A settings list searched in every field and sorted by any one (ties by the other fields in their
 * order); by the first field at first.
 */
export function settingsListSpec(fieldNames: readonly string[]): ListSpec<Record<string, string>, string> {
  const byField = (name: string) => (a: Record<string, string>, b: Record<string, string>) =>
    listCollator.compare(a[name] ?? '', b[name] ?? '');
  const compare = Object.fromEntries(
    fieldNames.map((name) => [
      name,
      (a: Record<string, string>, b: Record<string, string>) =>
        byField(name)(a, b) || fieldNames.reduce((order, other) => order || byField(other)(a, b), 0),
    ]),
  );
  return {
    text: (item) => fieldNames.map((name) => item[name] ?? '').join(' '),
    compare,
    defaultSort: fieldNames[0] ?? '',
    defaultPageSize: LOCAL_LIST_DEFAULT_PAGE_SIZE,
  };
}
