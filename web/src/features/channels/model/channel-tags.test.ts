import { describe, expect, it } from 'vitest';
import { groupTags, sameTags, toggleTag } from './channel-tags';

const safety = { tagGroup: 'Topic', tagValue: 'Safety' };
const finance = { tagGroup: 'Topic', tagValue: 'Finance' };
const sales = { tagGroup: 'Department', tagValue: 'Sales' };

describe('channel tag picker', () => {
  it('groups the organization tags, groups and values alphabetically', () => {
    expect(groupTags([safety, sales, finance])).toEqual([
      { group: 'Department', tags: [sales] },
      { group: 'Topic', tags: [finance, safety] },
    ]);
  });

  it('picks and drops tags, keeping the picking order', () => {
    const picked = toggleTag(toggleTag([], safety), sales);
    expect(picked).toEqual([safety, sales]);
    expect(toggleTag(picked, { ...safety })).toEqual([sales]);
  });

  it('compares selections regardless of order', () => {
    expect(sameTags([safety, sales], [sales, safety])).toBe(true);
    expect(sameTags([safety], [safety, sales])).toBe(false);
    expect(sameTags([], [])).toBe(true);
  });
});
