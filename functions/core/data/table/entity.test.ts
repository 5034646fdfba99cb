/**
 * The data mapper's requests, as DynamoDB receives them: keys from templates, queries by key prefix,
 * creates that never overwrite, patches that never create, upserts whose defaults fill only what is
 * missing, index keys rebuilt whole, cursors that only continue their own query. The behaviour against
 * the table itself is covered by every integration test.
 */
import { describe, expect, it } from 'vitest';
import { Entity, encodeCursor } from './entity.js';
import { key } from './model.js';

const model = {
  model: { entity: 'lesson', version: '2', service: 'tubes' },
  attributes: {
    orgId: { type: 'string', required: true },
    lessonId: { type: 'string', required: true },
    title: { type: 'string', required: true },
    level: { type: ['basic', 'advanced'] as const, default: 'basic' },
    ownerId: { type: 'string' },
    views: { type: 'number' },
    parts: { type: 'set', items: 'number' },
    tags: { type: 'list', items: { type: 'string' }, default: () => [] },
    createdAt: { type: 'string', default: () => 'created', readOnly: true },
    updatedAt: { type: 'string', default: () => 'now', watch: '*', set: () => 'now' },
  },
  indexes: {
    byId: {
      pk: key('PK', ['orgId', 'lessonId'], '${orgId}#LESSON#${lessonId}'),
      sk: key('SK', [], 'LESSON'),
    },
    byOwner: {
      index: 'GSI1',
      pk: key('GSI1PK', ['orgId', 'ownerId'], '${orgId}#USER#${ownerId}#LESSONS'),
      sk: key('GSI1SK', ['level', 'lessonId'], '${level}#${lessonId}'),
    },
  },
} as const;

const lessons = new Entity(model, 'tubes');
const ref = { orgId: 'acme', lessonId: 'l1' };

/** The update expression's clauses with their placeholders replaced by names and values. */
function readable(params: {
  UpdateExpression?: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}) {
  const replace = (text = '') =>
    text
      .replace(/:v\d+/g, (p) =>
        JSON.stringify(
          params.ExpressionAttributeValues?.[p] instanceof Set
            ? [...(params.ExpressionAttributeValues[p] as Set<unknown>)]
            : params.ExpressionAttributeValues?.[p],
        ),
      )
      .replace(/#\w+/g, (p) => params.ExpressionAttributeNames?.[p] ?? p);
  return { update: replace(params.UpdateExpression), condition: replace(params.ConditionExpression) };
}

describe('put and create', () => {
  it('writes the whole item: defaults, computed attributes, every complete index key, the entity names', () => {
    const { Item } = lessons.put({ ...ref, title: 'Intro', ownerId: 'u1' }).params();
    expect(Item).toEqual({
      orgId: 'acme',
      lessonId: 'l1',
      title: 'Intro',
      ownerId: 'u1',
      level: 'basic',
      tags: [],
      createdAt: 'created',
      updatedAt: 'now',
      PK: 'acme#LESSON#l1',
      SK: 'LESSON',
      GSI1PK: 'acme#USER#u1#LESSONS',
      GSI1SK: 'basic#l1',
      __edb_e__: 'lesson',
      __edb_v__: '2',
    });
  });

  it('leaves out an index whose attributes are missing (a sparse index)', () => {
    const { Item } = lessons.put({ ...ref, title: 'Intro' }).params();
    expect(Item).not.toHaveProperty('GSI1PK');
    expect(Item).not.toHaveProperty('GSI1SK');
  });

  it('create never overwrites an item with the same key', () => {
    expect(lessons.create({ ...ref, title: 'Intro' }).params()).toMatchObject({
      ConditionExpression: 'attribute_not_exists(#PK) AND attribute_not_exists(#SK)',
      ExpressionAttributeNames: { '#PK': 'PK', '#SK': 'SK' },
    });
  });

  it('refuses a missing required attribute and a value outside an enumeration', () => {
    expect(() => lessons.put({ ...ref } as never)).toThrow('lesson: title is required');
    expect(() => lessons.put({ ...ref, title: 'x', level: 'expert' as never })).toThrow(
      'lesson.level: invalid value "expert"',
    );
  });
});

describe('patch and upsert', () => {
  it('a patch changes an existing item only, and its condition joins the existence check', () => {
    const params = lessons
      .patch(ref)
      .set({ title: 'New' })
      .where(({ views }, { lt }) => lt(views, 3))
      .params();
    expect(params.Key).toEqual({ PK: 'acme#LESSON#l1', SK: 'LESSON' });
    expect(readable(params)).toEqual({
      update: 'SET title = "New", updatedAt = "now"',
      condition: '(attribute_exists(PK) AND attribute_exists(SK)) AND (views < 3)',
    });
  });

  it('a patch refuses key and read-only attributes', () => {
    expect(() =>
      lessons
        .patch(ref)
        .set({ createdAt: 'x' } as never)
        .params(),
    ).toThrow('createdAt is read-only');
  });

  it('a patch of an index attribute rebuilds that index key whole, or refuses when it cannot', () => {
    const params = lessons.patch(ref).set({ level: 'advanced' }).params();
    expect(readable(params).update).toBe('SET level = "advanced", updatedAt = "now", GSI1SK = "advanced#l1"');
    expect(() => lessons.patch(ref).set({ ownerId: 'u2' }).params()).not.toThrow();
    expect(readable(lessons.patch(ref).set({ ownerId: 'u2' }).params()).update).toContain(
      'GSI1PK = "acme#USER#u2#LESSONS"',
    );
  });

  it('an item entering a sparse index gets both keys: the other part from what the patch knows', () => {
    // An item without an owner has no GSI1 keys at all; giving it one must write GSI1SK as well, or the
    // index would hold a half key and never list it.
    const { update } = readable(
      lessons.patch(ref).set({ ownerId: 'u2' }).ifNotExists({ level: 'basic' }).params(),
    );
    expect(update).toContain('GSI1PK = "acme#USER#u2#LESSONS"');
    expect(update).toContain('GSI1SK = "basic#l1"');
  });

  it('an upsert sets what it is given, fills defaults only where missing, and adds, appends and removes', () => {
    const params = lessons
      .upsert({ ...ref, title: 'Intro' })
      .add({ views: 1, parts: [4, 5] })
      .append({ tags: ['new'] })
      .remove(['ownerId'])
      .params();
    const { update } = readable(params);
    expect(update).toContain('title = "Intro"');
    expect(update).toContain('level = if_not_exists(level, "basic")');
    expect(update).toContain('createdAt = if_not_exists(createdAt, "created")');
    expect(update).toContain('updatedAt = "now"');
    expect(update).toContain('tags = list_append(if_not_exists(tags, []), ["new"])');
    expect(update).toContain('__edb_e__ = "lesson"');
    expect(update).toContain('ADD views 1, parts [4,5]');
    // Without its owner the item leaves the owner index.
    expect(update).toContain('REMOVE ownerId, GSI1PK, GSI1SK');
    expect(params.ExpressionAttributeValues).toSatisfy((values: Record<string, unknown>) =>
      Object.values(values).some((v) => v instanceof Set),
    );
    expect(params.ConditionExpression).toBeUndefined();
  });

  it('ifNotExists writes a value only where the item has none', () => {
    const { update } = readable(
      lessons
        .upsert({ ...ref, title: 'x' })
        .ifNotExists({ views: 0 })
        .params(),
    );
    expect(update).toContain('views = if_not_exists(views, 0)');
  });
});

describe('queries', () => {
  it('read an index by its partition and the sort key prefix of the attributes given', () => {
    const all = lessons.query.byOwner({ orgId: 'acme', ownerId: 'u1' }).params();
    expect(all).toMatchObject({ IndexName: 'GSI1', KeyConditionExpression: '#GSI1PK = :v0' });
    const some = lessons.query.byOwner({ orgId: 'acme', ownerId: 'u1', level: 'basic' }).params();
    expect(readable({ ...some, UpdateExpression: some.KeyConditionExpression }).update).toBe(
      'GSI1PK = "acme#USER#u1#LESSONS" AND begins_with(GSI1SK, "basic#")',
    );
    const one = lessons.query
      .byOwner({ orgId: 'acme', ownerId: 'u1', level: 'basic', lessonId: 'l1' })
      .params();
    expect(readable({ ...one, UpdateExpression: one.KeyConditionExpression }).update).toBe(
      'GSI1PK = "acme#USER#u1#LESSONS" AND GSI1SK = "basic#l1"',
    );
  });

  it('newest first with order desc; a filter becomes a FilterExpression', () => {
    const params = lessons.query
      .byId(ref)
      .where(({ views }, { gte }) => gte(views, 1))
      .params({ order: 'desc' });
    expect(params).toMatchObject({ ScanIndexForward: false, FilterExpression: '#views >= :v2' });
  });

  it('a count keeps only items of this entity (other entities share partitions), beside the filter', () => {
    const params = lessons.query
      .byId(ref)
      .where(({ views }, { gte }) => gte(views, 1))
      .params({}, { countOwnedOnly: true });
    expect(readable({ ...params, UpdateExpression: params.FilterExpression }).update).toBe(
      '(views >= 1) AND (attribute_not_exists(__edb_e__) OR __edb_e__ = "lesson")',
    );
  });

  it('continue only from a cursor of the same partition', () => {
    const mine = encodeCursor({ PK: 'acme#LESSON#l1', SK: 'LESSON' })!;
    expect(lessons.query.byId(ref).params({ cursor: mine }).ExclusiveStartKey).toEqual({
      PK: 'acme#LESSON#l1',
      SK: 'LESSON',
    });
    const others = encodeCursor({ PK: 'globex#LESSON#l1', SK: 'LESSON' })!;
    expect(() => lessons.query.byId(ref).params({ cursor: others })).toThrow('Invalid cursor');
    expect(() => lessons.query.byId(ref).params({ cursor: 'not json' })).toThrow('Invalid cursor');
  });
});

describe('reading', () => {
  it('answers the declared attributes, sets as arrays, and only items of this entity and version', () => {
    const raw = {
      ...ref,
      title: 'x',
      parts: new Set([1, 2]),
      PK: 'p',
      SK: 's',
      __edb_e__: 'lesson',
      __edb_v__: '2',
    };
    expect(lessons.format(raw)).toEqual({ ...ref, title: 'x', parts: [1, 2] });
    expect(lessons.owns(raw)).toBe(true);
    expect(lessons.owns({ ...raw, __edb_v__: '1' })).toBe(false);
    expect(lessons.owns({ ...raw, __edb_e__: 'video' })).toBe(false);
  });
});
