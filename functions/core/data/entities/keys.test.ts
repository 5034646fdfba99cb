import { describe, expect, it } from 'vitest';
import { globalIndex } from './keys.js';

describe('globalIndex', () => {
  it("keys the index's own fields with the given attributes and templates", () => {
    expect(
      globalIndex('GSI3', {
        pk: [['orgId', 'authorId'], '${orgId}#USER#${authorId}#VIDEOS'],
        sk: [[], 'VIDEO'],
      }),
    ).toEqual({
      index: 'GSI3',
      pk: { field: 'GSI3PK', composite: ['orgId', 'authorId'], template: '${orgId}#USER#${authorId}#VIDEOS' },
      sk: { field: 'GSI3SK', composite: [], template: 'VIDEO' },
    });
  });
});
