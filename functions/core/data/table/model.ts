/**
 * How an entity of the single table is described (entities/*.ts) and the TypeScript shapes its
 * description gives: the stored item, what a put needs, the key of an item, what a query needs.
 * The format of the stored items is ElectroDB's (templated keys, `__edb_e__`/`__edb_v__`), which this
 * layer replaced (docs/decisions.md "The data mapper"): tables written before read the same.
 */

/** One attribute of an entity. An array `type` is an enumeration of strings. */
export interface AttributeDef {
  readonly type: 'string' | 'number' | 'boolean' | 'any' | 'list' | 'map' | 'set' | readonly string[];
  readonly required?: boolean;
  /** A value or a function giving one; written when a put or create leaves the attribute out. */
  readonly default?: unknown;
  /** Written once: updates cannot change it (an upsert writes it only where it is missing). */
  readonly readOnly?: boolean;
  /** With `set`: recomputed by every write of the item (e.g. updatedAt). */
  readonly watch?: '*';
  /** Computes the stored value from the given one (or from nothing, for watched attributes). */
  readonly set?: (value?: unknown) => unknown;
  /** Items of a list (an attribute) or of a set ('string' or 'number'). */
  readonly items?: AttributeDef | 'string' | 'number';
  /** Properties of a map. */
  readonly properties?: Readonly<Record<string, AttributeDef>>;
}

/** A key field (PK, SK, GSI1PK…) built from attributes: `template` names them as `${attribute}`. */
export interface KeyDef {
  readonly field: string;
  readonly composite: readonly string[];
  readonly template: string;
}

/** An access pattern: the table's primary key (no `index`) or a global secondary index. */
export interface IndexDef {
  readonly index?: string;
  readonly pk: KeyDef;
  readonly sk: KeyDef;
}

export interface Model {
  readonly model: { readonly entity: string; readonly version: string; readonly service: string };
  readonly attributes: Readonly<Record<string, AttributeDef>>;
  readonly indexes: Readonly<Record<string, IndexDef>>;
}

/** Key helper of the entity definitions. */
export function key<const F extends string, const C extends readonly string[]>(
  field: F,
  composite: C,
  template: string,
) {
  return { field, composite, template };
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type Attributes<M extends Model> = M['attributes'];
type AttributeName<M extends Model> = Extract<keyof Attributes<M>, string>;

/** The TypeScript type of a stored value. */
export type ValueOf<A> = A extends { type: readonly (infer E extends string)[] }
  ? E
  : A extends 'string' | { type: 'string' }
    ? string
    : A extends 'number' | { type: 'number' }
      ? number
      : A extends { type: 'boolean' }
        ? boolean
        : A extends { type: 'list'; items: infer I }
          ? ValueOf<I>[]
          : A extends { type: 'map'; properties: infer P extends Record<string, AttributeDef> }
            ? MapOf<P>
            : A extends { type: 'set'; items: 'number' }
              ? number[]
              : A extends { type: 'set' }
                ? string[]
                : unknown;

type RequiredIn<P> = { [K in keyof P]: P[K] extends { required: true } ? K : never }[keyof P];
type MapOf<P extends Record<string, AttributeDef>> = Simplify<
  { [K in RequiredIn<P>]: ValueOf<P[K]> } & { [K in Exclude<keyof P, RequiredIn<P>>]?: ValueOf<P[K]> }
>;

type PrimaryIndex<M extends Model> = {
  [I in keyof M['indexes']]: M['indexes'][I] extends { index: string } ? never : M['indexes'][I];
}[keyof M['indexes']];

/** The attributes the item's primary key is made of. */
export type KeyAttribute<M extends Model> = Extract<
  PrimaryIndex<M>['pk']['composite'][number] | PrimaryIndex<M>['sk']['composite'][number],
  AttributeName<M>
>;

type RequiredAttribute<M extends Model> =
  | KeyAttribute<M>
  | { [K in AttributeName<M>]: Attributes<M>[K] extends { required: true } ? K : never }[AttributeName<M>];

type WithoutDefault<M extends Model> = {
  [K in AttributeName<M>]: Attributes<M>[K] extends { default: unknown } ? never : K;
}[AttributeName<M>];

/** An item as it is read. */
export type ItemOf<M extends Model> = Simplify<
  { [K in RequiredAttribute<M>]: ValueOf<Attributes<M>[K]> } & {
    [K in Exclude<AttributeName<M>, RequiredAttribute<M>>]?: ValueOf<Attributes<M>[K]>;
  }
>;

/** What a put or create needs: required attributes without a default, and the key. */
export type PutInput<M extends Model> = Simplify<
  { [K in KeyAttribute<M> | Extract<RequiredAttribute<M>, WithoutDefault<M>>]: ValueOf<Attributes<M>[K]> } & {
    [
      K in Exclude<AttributeName<M>, KeyAttribute<M> | Extract<RequiredAttribute<M>, WithoutDefault<M>>>
    ]?: ValueOf<Attributes<M>[K]>;
  }
>;

/** What an upsert needs: the key; any other attribute. */
export type UpsertInput<M extends Model> = Simplify<
  { [K in KeyAttribute<M>]: ValueOf<Attributes<M>[K]> } & {
    [K in Exclude<AttributeName<M>, KeyAttribute<M>>]?: ValueOf<Attributes<M>[K]>;
  }
>;

/** The key of one item. */
export type KeyOf<M extends Model> = Simplify<{ [K in KeyAttribute<M>]: ValueOf<Attributes<M>[K]> }>;

type ReadOnlyAttribute<M extends Model> = {
  [K in AttributeName<M>]: Attributes<M>[K] extends { readOnly: true } ? K : never;
}[AttributeName<M>];

/** The attributes an update may set: neither the key nor read-only ones. */
export type Changes<M extends Model> = Simplify<{
  [K in Exclude<AttributeName<M>, KeyAttribute<M> | ReadOnlyAttribute<M>>]?: ValueOf<Attributes<M>[K]>;
}>;

/** What a query of an index needs: its partition attributes, and sort attributes from the left. */
export type QueryInput<M extends Model, I extends keyof M['indexes']> = Simplify<
  {
    [K in Extract<M['indexes'][I]['pk']['composite'][number], AttributeName<M>>]: ValueOf<Attributes<M>[K]>;
  } & {
    [K in Extract<M['indexes'][I]['sk']['composite'][number], AttributeName<M>>]?: ValueOf<Attributes<M>[K]>;
  }
>;

export type AttributeNames<M extends Model> = AttributeName<M>;
