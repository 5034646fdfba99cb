/** What the event log keeps of a change: only the attributes that changed, on both sides. */
import { describe, expect, it } from 'vitest';
import { changedAttributes } from './event-log.js';

describe('changedAttributes', () => {
  it('keeps the attributes whose value changed, compared by value', () => {
    expect(
      changedAttributes(
        { status: 'draft', tags: ['a'], name: 'Intro' },
        { status: 'published', tags: ['a'], name: 'Intro' },
      ),
    ).toEqual({ before: { status: 'draft' }, after: { status: 'published' } });
  });

  it('shows an attribute that appears or goes on one side only', () => {
    expect(changedAttributes({}, { upload: 'version 2' })).toEqual({
      before: {},
      after: { upload: 'version 2' },
    });
    expect(changedAttributes({ ownerId: 'u1' }, {})).toEqual({ before: { ownerId: 'u1' }, after: {} });
  });

  it('finds nothing when nothing changed', () => {
    expect(changedAttributes({ publicEmbed: true }, { publicEmbed: true })).toEqual({
      before: {},
      after: {},
    });
  });
});
