/**
 * DynamoDB expression text with its name and value placeholders, and the condition operators the
 * repositories write conditions with: `.where(({ status }, { eq }) => eq(status, 'draft'))`.
 */

/** An attribute as a condition names it. */
export interface AttributeRef {
  readonly attribute: string;
}

export interface ConditionOps {
  eq(attr: AttributeRef, value: unknown): string;
  ne(attr: AttributeRef, value: unknown): string;
  lt(attr: AttributeRef, value: unknown): string;
  lte(attr: AttributeRef, value: unknown): string;
  gt(attr: AttributeRef, value: unknown): string;
  gte(attr: AttributeRef, value: unknown): string;
  between(attr: AttributeRef, low: unknown, high: unknown): string;
  begins(attr: AttributeRef, prefix: string): string;
  exists(attr: AttributeRef): string;
  notExists(attr: AttributeRef): string;
  contains(attr: AttributeRef, value: unknown): string;
  notContains(attr: AttributeRef, value: unknown): string;
}

/** A condition over the entity's attributes, written with the operators. */
export type Condition<A extends string> = (attributes: Record<A, AttributeRef>, ops: ConditionOps) => string;

/** Collects the placeholders of one request's expressions. */
export class Expressions {
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};
  private counter = 0;

  /** `#name` for an attribute (attribute names of this table are identifiers). */
  name(attribute: string): string {
    const placeholder = `#${attribute}`;
    this.names[placeholder] = attribute;
    return placeholder;
  }

  value(value: unknown): string {
    const placeholder = `:v${this.counter++}`;
    this.values[placeholder] = value;
    return placeholder;
  }

  /** The text of a condition callback over these attributes. */
  condition<A extends string>(attributes: readonly A[], condition: Condition<A>): string {
    const refs = Object.fromEntries(attributes.map((a) => [a, { attribute: a }])) as unknown as Record<
      A,
      AttributeRef
    >;
    const n = (a: AttributeRef) => this.name(a.attribute);
    const compare = (op: string) => (a: AttributeRef, v: unknown) => `${n(a)} ${op} ${this.value(v)}`;
    const ops: ConditionOps = {
      eq: compare('='),
      ne: compare('<>'),
      lt: compare('<'),
      lte: compare('<='),
      gt: compare('>'),
      gte: compare('>='),
      between: (a, low, high) => `(${n(a)} BETWEEN ${this.value(low)} AND ${this.value(high)})`,
      begins: (a, prefix) => `begins_with(${n(a)}, ${this.value(prefix)})`,
      exists: (a) => `attribute_exists(${n(a)})`,
      notExists: (a) => `attribute_not_exists(${n(a)})`,
      contains: (a, v) => `contains(${n(a)}, ${this.value(v)})`,
      notContains: (a, v) => `NOT contains(${n(a)}, ${this.value(v)})`,
    };
    return condition(refs, ops);
  }

  /** The placeholders for a request (undefined when none: DynamoDB refuses empty maps). */
  placeholders(): {
    ExpressionAttributeNames?: Record<string, string>;
    ExpressionAttributeValues?: Record<string, unknown>;
  } {
    return {
      ...(Object.keys(this.names).length > 0 ? { ExpressionAttributeNames: this.names } : {}),
      ...(Object.keys(this.values).length > 0 ? { ExpressionAttributeValues: this.values } : {}),
    };
  }
}

/** Joins conditions with AND, each in parentheses. */
export function allOf(conditions: readonly (string | undefined)[]): string | undefined {
  const present = conditions.filter((c): c is string => Boolean(c));
  if (present.length === 0) return undefined;
  return present.length === 1 ? present[0] : present.map((c) => `(${c})`).join(' AND ');
}
