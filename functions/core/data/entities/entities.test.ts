/**
 * Index keys survive updates. ElectroDB 3.9 (the mapper before core/data/table) wrote the literal string
 * "undefined" into a GSI sort key that has a template but no composite attributes when an update changed
 * that index's partition attributes (found as the intermittent GET /videos/{humanId} 404: re-seeding
 * patched humanId and the video vanished from GSI1). Every index key an update can rebuild must come out
 * whole, for every entity of the table.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Entities } from './index.js';

let entities: Entities;

beforeAll(async () => {
  process.env.TABLE_NAME = 'tubes';
  process.env.AWS_REGION = 'us-east-1';
  entities = (await import('./index.js')).getEntities();
});

interface IndexShape {
  index?: string;
  pk: { composite: string[] };
  sk?: { composite: string[] };
}

describe('entity index keys', () => {
  it('a patch of any attribute a GSI key is made of rebuilds whole keys (never "undefined")', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const [name, entity] of Object.entries(entities) as [string, never][]) {
      const e = entity as unknown as {
        schema: {
          indexes: Record<string, IndexShape>;
          attributes: Record<string, { type: unknown; readOnly?: boolean }>;
        };
        patch: (key: Record<string, unknown>) => {
          set: (v: Record<string, unknown>) => {
            params: () => { ExpressionAttributeValues: Record<string, unknown> };
          };
        };
      };
      const indexes = Object.values(e.schema.indexes);
      const primary = indexes.find((i) => !i.index)!;
      const keyFacets = [...primary.pk.composite, ...(primary.sk?.composite ?? [])];
      const sample = (attr: string) => {
        const type = e.schema.attributes[attr]?.type;
        return type === 'number' ? 1 : Array.isArray(type) ? type[0] : 'x';
      };
      for (const index of indexes.filter((i) => i.index)) {
        for (const attr of [...index.pk.composite, ...(index.sk?.composite ?? [])]) {
          if (keyFacets.includes(attr) || e.schema.attributes[attr]?.readOnly) continue;
          checked += 1;
          const key = Object.fromEntries(keyFacets.map((f) => [f, sample(f)]));
          const values = e
            .patch(key)
            .set({ [attr]: sample(attr) })
            .params().ExpressionAttributeValues;
          for (const [placeholder, value] of Object.entries(values)) {
            if (typeof value === 'string' && value.includes('undefined'))
              broken.push(`${name}.${attr} → ${placeholder}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(broken).toEqual([]);
  });
});
