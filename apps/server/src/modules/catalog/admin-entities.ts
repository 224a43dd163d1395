import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  experienceFormSchema,
  tripFormSchema,
  tripFormSchemaFor,
  type AuditRecordKind,
  type CatalogStatus,
  type GalleryImage,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { experiences, trips } from '../../db/schema.ts';
import { toExperience, toTrip } from './queries.ts';
import { moveDepartureBookings } from './trip-departure.ts';
import type { AuditWho } from '../audit/index.ts';
import { uniqueTimestamp } from '../storage/index.ts';

/** What every catalogue row has that the generic admin reads. */
export interface CatalogRow {
  id: string;
  slug: string;
  image_url: string | null;
  gallery: GalleryImage[];
  time_zone: string;
}
/** The images a save stores beside the form's values. */
type Images = Pick<CatalogRow, 'image_url' | 'gallery'>;
/** What the list's row controls change on their own: visibility and status. */
type Flags = { is_active: boolean; status: CatalogStatus };

/**
 * The generic admin's reads and writes of one table, typed from it (Drizzle's types cannot follow
 * a table that is a type parameter, so each entity states its four queries).
 */
interface CatalogRows<Row, Values> {
  find(tx: Db, id: string): Promise<Row | undefined>;
  /** A page, newest first; the id breaks ties of one timestamp (demo rows), so a row keeps its page after an edit. */
  page(tx: Db, where: SQL | undefined, limit: number, offset: number): Promise<Row[]>;
  insert(tx: Db, values: Values & Images): Promise<Row>;
  /** Updates the row if it still matches `guard`; undefined if not. */
  update(tx: Db, id: string, values: Partial<Values & Images> | Partial<Flags>, guard?: SQL): Promise<Row | undefined>;
}

export interface CatalogEntity<Row extends CatalogRow, Values extends { slug: string }> {
  path: string;
  table: typeof experiences | typeof trips;
  rows: CatalogRows<Row, Values>;
  nameColumn: typeof experiences.name | typeof trips.destination;
  /** The form of a create (the shared schema). */
  form: z.ZodType<Values>;
  /** The form of an edit, which may depend on the stored row. */
  editForm(existing: Row): z.ZodType<Values>;
  /** Runs in the edit's transaction before the row's UPDATE; `who` edits. */
  beforeUpdate(tx: Db, existing: Row, values: Values, who: AuditWho): Promise<void>;
  /** The record as the admin API answers it, and as the audit trail keeps it. */
  toApi(row: Row): object;
  imageBase(slug: string): string;
  bookingColumn: 'experience_id' | 'trip_id';
  label: string;
  auditKind: AuditRecordKind;
}

const defineEntity = <Row extends CatalogRow, Values extends { slug: string }>(entity: CatalogEntity<Row, Values>) => entity;
const first = <T>(rows: T[]) => rows[0];
const only = <T>(rows: T[]) => rows[0]!;

/**
 * The two catalogue entities share one admin pattern (admin-routes.ts); this is all that differs:
 * table, form schemas, the searched name column, how the cover is named, and the messages.
 */
export const catalogEntities = {
  experiences: defineEntity<typeof experiences.$inferSelect, z.output<typeof experienceFormSchema>>({
    path: 'experiences',
    table: experiences,
    rows: {
      find: (tx, id) => tx.select().from(experiences).where(eq(experiences.id, id)).limit(1).then(first),
      page: (tx, where, limit, offset) =>
        tx
          .select()
          .from(experiences)
          .where(where)
          .orderBy(desc(experiences.created_at), desc(experiences.id))
          .limit(limit)
          .offset(offset),
      insert: (tx, values) => tx.insert(experiences).values(values).returning().then(only),
      update: (tx, id, values, guard) =>
        tx
          .update(experiences)
          .set(values)
          .where(and(eq(experiences.id, id), guard))
          .returning()
          .then(first),
    },
    nameColumn: experiences.name,
    form: experienceFormSchema,
    editForm: () => experienceFormSchema,
    beforeUpdate: async () => {},
    toApi: toExperience,
    imageBase: (slug) => `${slug}-${uniqueTimestamp()}`,
    bookingColumn: 'experience_id',
    label: 'experiencia',
    auditKind: 'experience',
  }),
  trips: defineEntity<typeof trips.$inferSelect, z.output<typeof tripFormSchema>>({
    path: 'trips',
    table: trips,
    rows: {
      find: (tx, id) => tx.select().from(trips).where(eq(trips.id, id)).limit(1).then(first),
      page: (tx, where, limit, offset) =>
        tx.select().from(trips).where(where).orderBy(desc(trips.created_at), desc(trips.id)).limit(limit).offset(offset),
      insert: (tx, values) => tx.insert(trips).values(values).returning().then(only),
      update: (tx, id, values, guard) =>
        tx
          .update(trips)
          .set(values)
          .where(and(eq(trips.id, id), guard))
          .returning()
          .then(first),
    },
    nameColumn: trips.destination,
    form: tripFormSchema,
    // An unchanged past departure is kept on edit (docs/product.md §5.4, decision 0111).
    editForm: (existing) => tripFormSchemaFor({ keepDepartureDate: existing.departure_date }),
    beforeUpdate: moveDepartureBookings,
    toApi: toTrip,
    imageBase: (slug) => `trip-${slug}-${uniqueTimestamp()}`,
    bookingColumn: 'trip_id',
    label: 'viaje',
    auditKind: 'trip',
  }),
};

export type AnyCatalogEntity = (typeof catalogEntities)[keyof typeof catalogEntities];
