import { getTableColumns, type Table } from 'drizzle-orm';
import { createSelectSchema } from 'drizzle-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { experienceFields, experienceSchema, tripFields, tripSchema, type FieldList } from '@hv/shared';
import { experiences, trips } from '../../db/schema.ts';

// One source per field (docs/decisions/0170-one-source-per-field.md): the shared field list says
// what a column means to the forms, the API and the trail; the Drizzle table says how it is
// stored. drizzle-zod reads the table as a zod row, and this holds the two to the same columns.

type Kinds = string[];

/** The JSON types a schema accepts, null left out (an integer counts as a number). */
function kindsOf(schema: z.ZodType): Kinds {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' }) as Record<string, unknown>;
  const collect = (node: Record<string, unknown>): string[] => [
    ...[node.type ?? []].flat().map(String),
    ...((node.anyOf as Record<string, unknown>[] | undefined) ?? []).flatMap(collect),
  ];
  return [...new Set(collect(json).map((kind) => (kind === 'integer' ? 'number' : kind)))].filter((k) => k !== 'null').sort();
}

function compare(table: Table, fields: FieldList, api: z.ZodObject) {
  // The API writes a timestamp as ISO text (catalog/queries.ts).
  const row = createSelectSchema(table, { created_at: z.string() }) as unknown as z.ZodObject;
  const columns = getTableColumns(table);
  return Object.keys(row.shape).map((key) => {
    // A staff-only field is optional in the record schema (the public API leaves it out).
    const sent = api.shape[key] as z.ZodType | undefined;
    const field = sent instanceof z.ZodOptional ? (sent.unwrap() as z.ZodType) : sent;
    const column = columns[key]!;
    // A jsonb column's row schema is any JSON; its field says which (a list of texts, of photos).
    const stored = column.dataType === 'json' ? ['array'] : kindsOf(row.shape[key] as z.ZodType);
    return {
      key,
      declared: key in fields,
      kinds: field ? kindsOf(field) : null,
      nullable: field ? field.safeParse(null).success : null,
      stored,
      storedNullable: !column.notNull,
    };
  });
}

describe.each([
  ['experiences', experiences, experienceFields, experienceSchema],
  ['trips', trips, tripFields, tripSchema],
] as const)('the %s table and its field list', (_name, table, fields, api) => {
  it('name the same columns', () => {
    expect(Object.keys(fields).sort()).toEqual(Object.keys(getTableColumns(table)).sort());
  });

  it('agree on each column: the JSON kind, and whether it may be empty', () => {
    for (const column of compare(table, fields, api as unknown as z.ZodObject)) {
      expect({ key: column.key, declared: column.declared, kinds: column.kinds, nullable: column.nullable }).toEqual({
        key: column.key,
        declared: true,
        kinds: column.stored,
        nullable: column.storedNullable,
      });
    }
  });
});
