import { describe, expect, it } from 'vitest';
import { settingsItemErrors, type SettingsItemField } from './settings-item';

const fields: SettingsItemField[] = [
  { name: 'name', label: 'Name', required: true, max: 5 },
  { name: 'description', label: 'Description', required: false, max: 10, multiline: true },
];

describe('settings list items', () => {
  it('requires what is required, limits lengths and refuses < and >', () => {
    expect(settingsItemErrors(fields, { name: 'Conf', description: '' })).toEqual({});
    expect(settingsItemErrors(fields, { name: '  ', description: '' })).toEqual({
      name: { key: 'settings-admin-required' },
    });
    expect(settingsItemErrors(fields, { name: 'abcdef', description: 'x'.repeat(11) })).toEqual({
      name: { key: 'settings-admin-too-long', values: { max: 5 } },
      description: { key: 'settings-admin-too-long', values: { max: 10 } },
    });
    expect(settingsItemErrors(fields, { name: '<b>', description: '' })).toEqual({
      name: { key: 'settings-admin-no-angle-brackets' },
    });
  });
});
