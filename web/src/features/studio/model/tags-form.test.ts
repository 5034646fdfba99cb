import { describe, expect, it } from 'vitest';
import { labelChanges, tagGroups, toggleTag } from './tags-form';

const safety = { tagGroup: 'Topic', tagValue: 'Safety' };
const finance = { tagGroup: 'Topic', tagValue: 'Finance' };
const de = { tagGroup: 'Region', tagValue: 'Germany' };
const video = {
  id: 'v1',
  version: 2,
  tags: [safety],
  infClassification: '',
  labelChoices: {
    tagsEnabled: true,
    tags: [safety, de, finance],
    classificationEnabled: true,
    classifications: [{ name: 'Internal', description: '' }],
  },
};

describe('tags section', () => {
  it('groups the organization tags in list order', () => {
    expect(tagGroups([safety, de, finance])).toEqual([
      { group: 'Topic', tags: [safety, finance] },
      { group: 'Region', tags: [de] },
    ]);
  });

  it('adds and removes a tag once', () => {
    expect(toggleTag([safety], finance, true)).toEqual([safety, finance]);
    expect(toggleTag([safety, finance], safety, false)).toEqual([finance]);
    expect(toggleTag([safety], safety, true)).toEqual([safety]);
  });

  it('sends only what changed, and only while its feature is on', () => {
    expect(labelChanges(video, [safety], '')).toBeNull();
    expect(labelChanges(video, [safety, finance], '')).toEqual({
      videoId: 'v1',
      version: 2,
      tags: [safety, finance],
    });
    expect(labelChanges(video, [safety], 'Internal')).toEqual({
      videoId: 'v1',
      version: 2,
      infClassification: 'Internal',
    });
    const off = { ...video, labelChoices: { ...video.labelChoices, tagsEnabled: false } };
    expect(labelChanges(off, [finance], '')).toBeNull();
  });
});
