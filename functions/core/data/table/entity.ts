/**
 * One entity of the single table: how its items are keyed, written and read, as the repositories of
 * core/data use it (`video.get(key).go()`, `video.query.byChannel({...}).go({ pages: 'all' })`,
 * `video.patch(key).set({...}).where(...).go()`). A small data mapper over the document client, in
 * place of ElectroDB (docs/decisions.md "The data mapper"): the same stored format, a tenth of its size.
 */
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../dynamo.js';
import { allOf, Expressions, type Condition } from './expressions.js';
import type {
  AttributeDef,
  AttributeNames,
  Changes,
  IndexDef,
  ItemOf,
  KeyDef,
  KeyOf,
  Model,
  PutInput,
  QueryInput,
  UpsertInput,
} from './model.js';

/** Attributes naming the entity and its version on every item (ElectroDB's names, kept). */
const ENTITY_FIELD = '__edb_e__';
const VERSION_FIELD = '__edb_v__';
const BATCH_GET_SIZE = 100;
const BATCH_WRITE_SIZE = 25;
const BATCH_ATTEMPTS = 4;

type Stored = Record<string, unknown>;
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The key text of `template` with the values of its attributes; undefined while one is missing. */
function fill(key: KeyDef, values: Stored): string | undefined {
  if (key.composite.some((a) => values[a] === undefined || values[a] === null)) return undefined;
  return key.template.replace(/\$\{(\w+)\}/g, (_, a: string) => String(values[a]));
}

/** The key text up to the first attribute not given, and whether it is the whole key. */
function prefixOf(key: KeyDef, values: Stored): { text: string; whole: boolean } {
  const pattern = /\$\{(\w+)\}/g;
  let text = '';
  let last = 0;
  for (let match = pattern.exec(key.template); match; match = pattern.exec(key.template)) {
    text += key.template.slice(last, match.index);
    const value = values[match[1]!];
    if (value === undefined || value === null) return { text, whole: false };
    text += String(value);
    last = pattern.lastIndex;
  }
  return { text: text + key.template.slice(last), whole: true };
}

function definedOnly(values: object): Stored {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));

export function encodeCursor(key: Stored | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

/** A cursor this query gave out (same partition), else an error: a cursor is not a way into others'. */
function decodeCursor(cursor: string, partitionField: string, partition: string): Stored {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new Error('Invalid cursor');
  }
  const valid =
    typeof key === 'object' &&
    key !== null &&
    Object.values(key).every((v) => typeof v === 'string') &&
    (key as Stored)[partitionField] === partition;
  if (!valid) throw new Error('Invalid cursor');
  return key as Stored;
}

export class Entity<M extends Model> {
  readonly name: string;
  readonly query: { [I in keyof M['indexes']]: (input: QueryInput<M, I>) => QueryOperation<M> };
  private readonly attributeNames: readonly AttributeNames<M>[];
  private readonly primary: IndexDef;

  constructor(
    readonly schema: M,
    readonly table: string,
  ) {
    this.name = schema.model.entity;
    this.attributeNames = Object.keys(schema.attributes) as AttributeNames<M>[];
    const primary = Object.values(schema.indexes).find((i) => !i.index);
    if (!primary) throw new Error(`${this.name}: no primary index`);
    this.primary = primary;
    this.query = Object.fromEntries(
      Object.entries(schema.indexes).map(([name, index]) => [
        name,
        (input: Stored) => new QueryOperation<M>(this, index, input, primary),
      ]),
    ) as unknown as typeof this.query;
  }

  get(key: KeyOf<M>): GetOperation<M>;
  get(keys: readonly KeyOf<M>[]): BatchGetOperation<M>;
  get(key: KeyOf<M> | readonly KeyOf<M>[]) {
    return Array.isArray(key)
      ? new BatchGetOperation(
          this,
          (key as readonly Stored[]).map((k) => this.keyOf(k)),
        )
      : new GetOperation(this, this.keyOf(key as Stored));
  }

  /** Writes the whole item, replacing one with the same key. */
  put(item: PutInput<M>): PutOperation<M>;
  put(items: readonly PutInput<M>[]): BatchWriteOperation;
  put(item: PutInput<M> | readonly PutInput<M>[]) {
    if (Array.isArray(item))
      return new BatchWriteOperation(
        this.table,
        (item as readonly Stored[]).map((i) => ({ PutRequest: { Item: this.storedItem(i) } })),
      );
    return new PutOperation(this, this.storedItem(item as Stored), false);
  }

  /** Writes the item only where none has its key (a ConditionalCheckFailedException otherwise). */
  create(item: PutInput<M>): PutOperation<M> {
    return new PutOperation(this, this.storedItem(item as Stored), true);
  }

  /** Sets the given attributes, creating the item if needed; defaults fill only what is missing. */
  upsert(item: UpsertInput<M>): UpdateOperation<M> {
    const values = definedOnly(item);
    const key = this.keyOf(values);
    return new UpdateOperation<M>(this, key, 'upsert').set(values as Changes<M>);
  }

  /** Changes an item that exists (a ConditionalCheckFailedException otherwise). */
  patch(key: KeyOf<M>): UpdateOperation<M> {
    return new UpdateOperation<M>(this, this.keyOf(key as Stored), 'patch');
  }

  delete(key: KeyOf<M>): DeleteOperation<M>;
  delete(keys: readonly KeyOf<M>[]): BatchWriteOperation;
  delete(key: KeyOf<M> | readonly KeyOf<M>[]) {
    if (Array.isArray(key))
      return new BatchWriteOperation(
        this.table,
        (key as readonly Stored[]).map((k) => ({ DeleteRequest: { Key: this.primaryKey(k) } })),
      );
    return new DeleteOperation(this, this.keyOf(key as Stored));
  }

  // --- used by the operations ---

  attribute(name: string): AttributeDef | undefined {
    return this.schema.attributes[name];
  }

  get attributes(): readonly string[] {
    return this.attributeNames;
  }

  get indexes(): readonly IndexDef[] {
    return Object.values(this.schema.indexes);
  }

  get primaryIndex(): IndexDef {
    return this.primary;
  }

  /** The primary-key attributes of `values`. */
  keyOf(values: Stored): Stored {
    const names = [...this.primary.pk.composite, ...this.primary.sk.composite];
    const missing = names.filter((n) => values[n] === undefined || values[n] === null);
    if (missing.length > 0) throw new Error(`${this.name}: the key needs ${missing.join(', ')}`);
    return Object.fromEntries(names.map((n) => [n, values[n]]));
  }

  /** The table key (PK, SK) of an item. */
  primaryKey(values: Stored): Stored {
    const key = this.keyOf(values);
    return {
      [this.primary.pk.field]: fill(this.primary.pk, key),
      [this.primary.sk.field]: fill(this.primary.sk, key),
    };
  }

  /** Refuses a value the attribute cannot hold (an enumeration's unknown member, a wrong type). */
  check(name: string, value: unknown): void {
    const def = this.attribute(name);
    if (!def || value === undefined) return;
    const { type } = def;
    const fits = Array.isArray(type)
      ? type.includes(value as string)
      : type === 'string' || type === 'number' || type === 'boolean'
        ? typeof value === type
        : type === 'list'
          ? Array.isArray(value)
          : type === 'set'
            ? Array.isArray(value) || value instanceof Set
            : type === 'map'
              ? typeof value === 'object' && value !== null
              : true;
    if (!fits) throw new Error(`${this.name}.${name}: invalid value ${JSON.stringify(value)}`);
  }

  /** The stored form of a value: sets as JavaScript sets. */
  toStored(name: string, value: unknown): unknown {
    return this.attribute(name)?.type === 'set' && Array.isArray(value) ? new Set(value) : value;
  }

  /** The whole item of a put: defaults, computed attributes, required ones checked, keys added. */
  storedItem(input: Stored): Stored {
    const item: Stored = {};
    for (const name of this.attributeNames) {
      const def = this.schema.attributes[name]!;
      let value = input[name];
      if (value === undefined && 'default' in def)
        value = typeof def.default === 'function' ? (def.default as () => unknown)() : def.default;
      if (def.set && (value !== undefined || def.watch)) value = def.set(value);
      if (value === undefined) {
        if (def.required) throw new Error(`${this.name}: ${name} is required`);
        continue;
      }
      this.check(name, value);
      if (def.type === 'set' && Array.isArray(value) && value.length === 0) continue;
      item[name] = this.toStored(name, value);
    }
    const keys: Stored = this.primaryKey(item);
    for (const index of this.indexes) {
      if (!index.index) continue;
      const pk = fill(index.pk, item);
      const sk = fill(index.sk, item);
      if (pk !== undefined && sk !== undefined)
        Object.assign(keys, { [index.pk.field]: pk, [index.sk.field]: sk });
    }
    return { ...item, ...keys, [ENTITY_FIELD]: this.name, [VERSION_FIELD]: this.schema.model.version };
  }

  /** Whether a stored item is one of this entity's (items of other entities share partitions). */
  owns(raw: Stored): boolean {
    const entity = raw[ENTITY_FIELD];
    const version = raw[VERSION_FIELD];
    return (
      (entity === undefined || entity === this.name) &&
      (version === undefined || version === this.schema.model.version)
    );
  }

  /** The item as the repositories see it: its declared attributes, sets as arrays. */
  format(raw: Stored): ItemOf<M> {
    const item: Stored = {};
    for (const name of this.attributeNames) {
      const value = raw[name];
      if (value === undefined) continue;
      item[name] = value instanceof Set ? [...(value as Set<unknown>)] : value;
    }
    return item as ItemOf<M>;
  }

  entityFields(): Stored {
    return { [ENTITY_FIELD]: this.name, [VERSION_FIELD]: this.schema.model.version };
  }
}

export class GetOperation<M extends Model> {
  constructor(
    private readonly entity: Entity<M>,
    private readonly key: Stored,
  ) {}

  params(options: { consistent?: boolean } = {}) {
    return {
      TableName: this.entity.table,
      Key: this.entity.primaryKey(this.key),
      ...(options.consistent ? { ConsistentRead: true } : {}),
    };
  }

  async go(
    options: { consistent?: boolean; attributes?: readonly string[] } = {},
  ): Promise<{ data: ItemOf<M> | null }> {
    const { client, lib } = await dynamo();
    const { Item } = await client.send(new lib.GetCommand(this.params(options)));
    return { data: Item && this.entity.owns(Item) ? this.entity.format(Item) : null };
  }
}

export class BatchGetOperation<M extends Model> {
  constructor(
    private readonly entity: Entity<M>,
    private readonly keys: readonly Stored[],
  ) {}

  async go(): Promise<{ data: ItemOf<M>[]; unprocessed: Stored[] }> {
    const { client, lib } = await dynamo();
    const data: ItemOf<M>[] = [];
    const unprocessed: Stored[] = [];
    const table = this.entity.table;
    for (let i = 0; i < this.keys.length; i += BATCH_GET_SIZE) {
      let keys = this.keys.slice(i, i + BATCH_GET_SIZE).map((k) => this.entity.primaryKey(k));
      for (let attempt = 0; keys.length > 0 && attempt < BATCH_ATTEMPTS; attempt++) {
        if (attempt > 0) await pause(attempt);
        const result = await client.send(
          new lib.BatchGetCommand({ RequestItems: { [table]: { Keys: keys } } }),
        );
        for (const raw of result.Responses?.[table] ?? [])
          if (this.entity.owns(raw)) data.push(this.entity.format(raw));
        keys = (result.UnprocessedKeys?.[table]?.Keys ?? []) as Stored[];
      }
      unprocessed.push(...keys);
    }
    return { data, unprocessed };
  }
}

export class BatchWriteOperation {
  constructor(
    private readonly table: string,
    private readonly requests: readonly Stored[],
  ) {}

  /** Writes in batches of 25, again for what DynamoDB left unprocessed; answers what stayed so. */
  async go(): Promise<{ unprocessed: Stored[] }> {
    const { client, lib } = await dynamo();
    const unprocessed: Stored[] = [];
    for (let i = 0; i < this.requests.length; i += BATCH_WRITE_SIZE) {
      let requests = this.requests.slice(i, i + BATCH_WRITE_SIZE) as Stored[];
      for (let attempt = 0; requests.length > 0 && attempt < BATCH_ATTEMPTS; attempt++) {
        if (attempt > 0) await pause(attempt);
        const result = await client.send(
          new lib.BatchWriteCommand({ RequestItems: { [this.table]: requests } }),
        );
        requests = (result.UnprocessedItems?.[this.table] ?? []) as Stored[];
      }
      unprocessed.push(...requests);
    }
    return { unprocessed };
  }
}

export class PutOperation<M extends Model> {
  constructor(
    private readonly entity: Entity<M>,
    private readonly item: Stored,
    private readonly onlyNew: boolean,
  ) {}

  params() {
    const { pk, sk } = this.entity.primaryIndex;
    return {
      TableName: this.entity.table,
      Item: this.item,
      ...(this.onlyNew
        ? {
            ConditionExpression: `attribute_not_exists(#${pk.field}) AND attribute_not_exists(#${sk.field})`,
            ExpressionAttributeNames: { [`#${pk.field}`]: pk.field, [`#${sk.field}`]: sk.field },
          }
        : {}),
    };
  }

  commit(): TransactItem {
    return { Put: this.params() };
  }

  async go(): Promise<{ data: ItemOf<M> }> {
    const { client, lib } = await dynamo();
    await client.send(new lib.PutCommand(this.params()));
    return { data: this.entity.format(this.item) };
  }
}

export class DeleteOperation<M extends Model> {
  private condition: Condition<AttributeNames<M>> | undefined;

  constructor(
    private readonly entity: Entity<M>,
    private readonly key: Stored,
  ) {}

  /** Deletes only while the condition holds (a ConditionalCheckFailedException otherwise). */
  where(condition: Condition<AttributeNames<M>>): this {
    this.condition = condition;
    return this;
  }

  params() {
    const expressions = new Expressions();
    const condition = this.condition
      ? expressions.condition(this.entity.attributes as AttributeNames<M>[], this.condition)
      : undefined;
    return {
      TableName: this.entity.table,
      Key: this.entity.primaryKey(this.key),
      ...(condition ? { ConditionExpression: condition } : {}),
      ...expressions.placeholders(),
    };
  }

  commit(): TransactItem {
    return { Delete: this.params() };
  }

  async go(): Promise<{ data: null }> {
    const { client, lib } = await dynamo();
    await client.send(new lib.DeleteCommand(this.params()));
    return { data: null };
  }
}

type Numeric<M extends Model> = {
  [K in keyof Changes<M>]?: NonNullable<Changes<M>[K]> extends number | number[] | string[]
    ? NonNullable<Changes<M>[K]>
    : never;
};
type Lists<M extends Model> = {
  [K in keyof Changes<M>]?: NonNullable<Changes<M>[K]> extends unknown[] ? NonNullable<Changes<M>[K]> : never;
};

/** An UpdateItem: patch (the item must exist) or upsert (created if missing). */
export class UpdateOperation<M extends Model> {
  private readonly sets: Stored = {};
  private readonly additions: Stored = {};
  private readonly appended: Stored = {};
  private readonly initial: Stored = {};
  private readonly removed = new Set<string>();
  private condition: Condition<AttributeNames<M>> | undefined;

  constructor(
    private readonly entity: Entity<M>,
    private readonly key: Stored,
    private readonly mode: 'patch' | 'upsert',
  ) {}

  set(values: Changes<M>): this {
    Object.assign(this.sets, definedOnly(values));
    return this;
  }

  /** Adds to numbers (ADD) or to sets. */
  add(values: Numeric<M>): this {
    Object.assign(this.additions, definedOnly(values));
    return this;
  }

  /** Appends to lists (a missing list counts as empty). */
  append(values: Lists<M>): this {
    Object.assign(this.appended, definedOnly(values));
    return this;
  }

  remove(names: readonly (keyof Changes<M>)[]): this {
    for (const name of names) this.removed.add(String(name));
    return this;
  }

  /** Sets attributes only where the item does not have them yet. */
  ifNotExists(values: Partial<ItemOf<M>> | Stored): this {
    Object.assign(this.initial, definedOnly(values));
    return this;
  }

  /** Writes only while the condition holds (a ConditionalCheckFailedException otherwise). */
  where(condition: Condition<AttributeNames<M>>): this {
    this.condition = condition;
    return this;
  }

  params(options: { response?: 'all_new' } = {}) {
    const e = this.entity;
    const x = new Expressions();
    const sets: string[] = [];
    const keyNames = new Set([...e.primaryIndex.pk.composite, ...e.primaryIndex.sk.composite]);
    const written = new Set([
      ...Object.keys(this.sets),
      ...Object.keys(this.additions),
      ...Object.keys(this.appended),
      ...Object.keys(this.initial),
      ...this.removed,
    ]);
    for (const [name, given] of Object.entries(this.sets)) {
      const def = e.attribute(name);
      if (!def) continue;
      if (this.mode === 'patch' && keyNames.has(name))
        throw new Error(`${e.name}: ${name} is part of the key`);
      if (this.mode === 'patch' && def.readOnly) throw new Error(`${e.name}: ${name} is read-only`);
      const value = def.set ? def.set(given) : given;
      e.check(name, value);
      const stored = x.value(e.toStored(name, value));
      sets.push(
        def.readOnly && !keyNames.has(name)
          ? `${x.name(name)} = if_not_exists(${x.name(name)}, ${stored})`
          : `${x.name(name)} = ${stored}`,
      );
    }
    for (const name of e.attributes) {
      if (written.has(name)) continue;
      const def = e.attribute(name)!;
      if (def.watch && def.set) sets.push(`${x.name(name)} = ${x.value(def.set())}`);
      else if (this.mode === 'upsert' && 'default' in def) {
        const value = typeof def.default === 'function' ? (def.default as () => unknown)() : def.default;
        if (value !== undefined)
          sets.push(`${x.name(name)} = if_not_exists(${x.name(name)}, ${x.value(e.toStored(name, value))})`);
      }
    }
    for (const [name, value] of Object.entries(this.initial)) {
      e.check(name, value);
      sets.push(`${x.name(name)} = if_not_exists(${x.name(name)}, ${x.value(e.toStored(name, value))})`);
    }
    for (const [name, value] of Object.entries(this.appended)) {
      sets.push(
        `${x.name(name)} = list_append(if_not_exists(${x.name(name)}, ${x.value([])}), ${x.value(value)})`,
      );
    }
    // Index keys made of attributes this update writes are rebuilt whole (never half, never stale): when
    // one part of an index changes, the other is written too where its attributes are known (the key,
    // what is set, what is set if missing), so an item entering a sparse index gets both keys.
    const known = { ...this.key, ...this.initial, ...this.sets };
    const touched = new Set(Object.keys(this.sets).filter((n) => !keyNames.has(n)));
    const removes = [...this.removed].map((name) => x.name(name));
    for (const index of e.indexes) {
      if (!index.index) continue;
      // An attribute of the index removed: the item leaves the (sparse) index.
      if ([index.pk, index.sk].some((part) => part.composite.some((a) => this.removed.has(a)))) {
        removes.push(x.name(index.pk.field), x.name(index.sk.field));
        continue;
      }
      const indexChanges = [index.pk, index.sk].some((part) => part.composite.some((a) => touched.has(a)));
      for (const part of [index.pk, index.sk]) {
        const value = fill(part, known);
        const changes = part.composite.some((a) => touched.has(a));
        if (changes && value === undefined)
          throw new Error(
            `${e.name}: ${part.field} needs ${part.composite.filter((a) => known[a] === undefined).join(', ')}`,
          );
        if (value !== undefined && (indexChanges || this.mode === 'upsert'))
          sets.push(`${x.name(part.field)} = ${x.value(value)}`);
      }
    }
    if (this.mode === 'upsert')
      for (const [field, value] of Object.entries(e.entityFields()))
        sets.push(`${x.name(field)} = ${x.value(value)}`);
    const adds = Object.entries(this.additions).map(
      ([name, value]) => `${x.name(name)} ${x.value(e.toStored(name, value))}`,
    );
    const { pk, sk } = e.primaryIndex;
    const condition = allOf([
      this.mode === 'patch'
        ? `attribute_exists(${x.name(pk.field)}) AND attribute_exists(${x.name(sk.field)})`
        : undefined,
      this.condition ? x.condition(e.attributes as AttributeNames<M>[], this.condition) : undefined,
    ]);
    const update = [
      sets.length > 0 ? `SET ${sets.join(', ')}` : '',
      adds.length > 0 ? `ADD ${adds.join(', ')}` : '',
      removes.length > 0 ? `REMOVE ${removes.join(', ')}` : '',
    ].filter(Boolean);
    return {
      TableName: e.table,
      Key: e.primaryKey(this.key),
      UpdateExpression: update.join(' '),
      ...(condition ? { ConditionExpression: condition } : {}),
      ...x.placeholders(),
      ...(options.response === 'all_new' ? { ReturnValues: 'ALL_NEW' as const } : {}),
    };
  }

  commit(): TransactItem {
    return { Update: this.params() };
  }

  go(options: { response: 'all_new' }): Promise<{ data: ItemOf<M> }>;
  go(): Promise<{ data: null }>;
  async go(options: { response?: 'all_new' } = {}): Promise<{ data: ItemOf<M> | null }> {
    const { client, lib } = await dynamo();
    const { Attributes } = await client.send(new lib.UpdateCommand(this.params(options)));
    return { data: Attributes ? this.entity.format(Attributes) : null };
  }
}

interface QueryOptions {
  /** Every page (else one page, or as many as `limit` needs). */
  pages?: 'all';
  limit?: number;
  order?: 'asc' | 'desc';
  /** Continues where a previous call's `cursor` stopped. */
  cursor?: string | null;
  attributes?: readonly string[];
}

export class QueryOperation<M extends Model> {
  private filter: Condition<AttributeNames<M>> | undefined;

  constructor(
    private readonly entity: Entity<M>,
    private readonly index: IndexDef,
    private readonly input: Stored,
    /** The table's own key: with the index's, where a stored item sits in the query's order. */
    private readonly primary: IndexDef,
  ) {}

  /** The cursor position just after a stored item (what DynamoDB's LastEvaluatedKey would hold). */
  private positionOf(raw: Stored): Stored {
    const fields = [this.primary.pk.field, this.primary.sk.field, this.index.pk.field, this.index.sk.field];
    return Object.fromEntries(fields.map((field) => [field, raw[field]]));
  }

  /** Keeps only items for which the condition holds (a FilterExpression). */
  where(condition: Condition<AttributeNames<M>>): this {
    this.filter = condition;
    return this;
  }

  params(options: QueryOptions = {}, how: { countOwnedOnly?: boolean } = {}) {
    const x = new Expressions();
    const partition = fill(this.index.pk, this.input);
    if (partition === undefined)
      throw new Error(`${this.entity.name}: the query needs ${this.index.pk.composite.join(', ')}`);
    const sort = prefixOf(this.index.sk, this.input);
    const pkCondition = `${x.name(this.index.pk.field)} = ${x.value(partition)}`;
    const skCondition = sort.whole
      ? `${x.name(this.index.sk.field)} = ${x.value(sort.text)}`
      : sort.text
        ? `begins_with(${x.name(this.index.sk.field)}, ${x.value(sort.text)})`
        : undefined;
    const filter = allOf([
      this.filter ? x.condition(this.entity.attributes as AttributeNames<M>[], this.filter) : undefined,
      // A count cannot skip other entities' items after reading them, as reads do (owns()).
      how.countOwnedOnly
        ? x.condition(
            [ENTITY_FIELD],
            (a, op) => `${op.notExists(a[ENTITY_FIELD])} OR ${op.eq(a[ENTITY_FIELD], this.entity.name)}`,
          )
        : undefined,
    ]);
    return {
      TableName: this.entity.table,
      ...(this.index.index ? { IndexName: this.index.index } : {}),
      KeyConditionExpression: skCondition ? `${pkCondition} AND ${skCondition}` : pkCondition,
      ...(filter ? { FilterExpression: filter } : {}),
      ...x.placeholders(),
      ...(options.order === 'desc' ? { ScanIndexForward: false } : {}),
      ...(options.cursor
        ? { ExclusiveStartKey: decodeCursor(options.cursor, this.index.pk.field, partition) }
        : {}),
    };
  }

  async go(options: QueryOptions = {}): Promise<{ data: ItemOf<M>[]; cursor: string | null }> {
    const { client, lib } = await dynamo();
    const params = this.params(options);
    const data: ItemOf<M>[] = [];
    let start = params.ExclusiveStartKey as Stored | undefined;
    do {
      const remaining = options.limit === undefined ? undefined : options.limit - data.length;
      const page = await client.send(
        new lib.QueryCommand({
          ...params,
          ExclusiveStartKey: start,
          // A filter drops items after DynamoDB read them: a Limit of the few still wanted would read
          // a sparse match a handful of items a request. Filtered, whole pages are read (1 MB each) and
          // the page stops at the limit below, its cursor just after the last item kept.
          ...(remaining && !this.filter ? { Limit: remaining } : {}),
        }),
      );
      start = page.LastEvaluatedKey;
      const items = page.Items ?? [];
      for (const [i, raw] of items.entries()) {
        if (!this.entity.owns(raw)) continue;
        data.push(this.entity.format(raw));
        if (options.limit !== undefined && data.length >= options.limit && i < items.length - 1) {
          start = this.positionOf(raw);
          break;
        }
      }
    } while (
      start &&
      (options.pages === 'all' || (options.limit !== undefined && data.length < options.limit))
    );
    return { data, cursor: encodeCursor(start) };
  }

  /**
   * The cursor that continues this query right after `item` (one of its results): for reads that take
   * only part of a page, e.g. two queries merged into one list.
   */
  cursorAt(item: ItemOf<M> | Stored): string {
    const values = item as Stored;
    const partition = fill(this.index.pk, this.input);
    const sort = fill(this.index.sk, values);
    if (partition === undefined || sort === undefined)
      throw new Error(`${this.entity.name}: no cursor for an item without its keys`);
    const key: Stored = { ...this.entity.primaryKey(values) };
    if (this.index.index)
      Object.assign(key, { [this.index.pk.field]: partition, [this.index.sk.field]: sort });
    return encodeCursor(key) as string;
  }

  /** How many items of this entity match (the filter applies), counted by DynamoDB over all pages. */
  async count(): Promise<number> {
    const { client, lib } = await dynamo();
    const params = this.params({}, { countOwnedOnly: true });
    let total = 0;
    let start: Stored | undefined;
    do {
      const page = await client.send(
        new lib.QueryCommand({ ...params, Select: 'COUNT', ExclusiveStartKey: start }),
      );
      total += page.Count ?? 0;
      start = page.LastEvaluatedKey;
    } while (start);
    return total;
  }
}

/** Writes of several entities in one TransactWriteItems, all or none. */
export function createWriteTransaction<E extends object>(
  entities: E,
  build: (entities: E) => readonly TransactItem[],
) {
  return {
    /** `canceled` with the reasons in the order of the writes (e.g. ConditionalCheckFailed) instead of an error. */
    async go(): Promise<{ canceled: boolean; data: { code?: string; message?: string }[] }> {
      const { client, lib } = await dynamo();
      try {
        await client.send(new lib.TransactWriteCommand({ TransactItems: [...build(entities)] }));
        return { canceled: false, data: [] };
      } catch (error) {
        const reasons = (error as { CancellationReasons?: { Code?: string; Message?: string }[] })
          .CancellationReasons;
        if (!reasons) throw error;
        return {
          canceled: true,
          data: reasons.map((r) => ({
            ...(r.Code ? { code: r.Code } : {}),
            ...(r.Message ? { message: r.Message } : {}),
          })),
        };
      }
    },
  };
}
