import { describe, expect, it } from 'vitest';
import { listPage } from '#shared/domain/list-page';
import { settingsItemErrors, settingsListSpec, type SettingsItemField } from './settings-item';

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

describe('a settings list', () => {
  const spec = settingsListSpec(['tagGroup', 'tagValue']);
  const tags = [
    { tagGroup: 'topic', tagValue: 'safety' },
    { tagGroup: 'Audience', tagValue: 'managers' },
    { tagGroup: 'topic', tagValue: 'onboarding' },
  ];
  const shown = (query: Parameters<typeof listPage>[1]) =>
    listPage(tags, query, spec).items.map((t) => `${t.tagGroup}:${t.tagValue}`);

  it('sorts by the first field at first, ties by the next one', () => {
    expect(shown({})).toEqual(['Audience:managers', 'topic:onboarding', 'topic:safety']);
  });

  it('sorts by any field, either way', () => {
    expect(shown({ sort: 'tagValue', order: 'desc' })).toEqual([
      'topic:safety',
      'topic:onboarding',
      'Audience:managers',
    ]);
  });

  it('searches every field', () => {
    expect(shown({ search: 'TOPIC safe' })).toEqual(['topic:safety']);
    expect(shown({ search: 'manag' })).toEqual(['Audience:managers']);
  });
});
