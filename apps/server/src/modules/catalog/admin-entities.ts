import { experienceFormSchema, tripFormSchema, tripFormSchemaFor } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { experiences, trips } from '../../db/schema.ts';
import { toExperience, toTrip } from './queries.ts';
import { moveDepartureBookings } from './trip-departure.ts';
import { uniqueTimestamp } from '../storage/index.ts';

/**
 * The two catalogue entities share one admin pattern (routes.ts); this is all that differs:
 * table, form schemas, the searched name column, how the cover is named, and the messages.
 */
export const catalogEntities = {
  experiences: {
    path: 'experiences',
    table: experiences,
    nameColumn: experiences.name,
    form: experienceFormSchema,
    /** The form of an edit, which may depend on the stored row. */
    editForm: (_existing: object) => experienceFormSchema,
    /** Runs in the edit's transaction before the row's UPDATE. */
    beforeUpdate: async (_tx: Db, _existing: object, _values: object) => {},
    toApi: toExperience,
    imageBase: (slug: string) => `${slug}-${uniqueTimestamp()}`,
    bookingColumn: 'experience_id',
    label: 'experiencia',
    auditKind: 'experience',
  },
  trips: {
    path: 'trips',
    table: trips,
    nameColumn: trips.destination,
    form: tripFormSchema,
    // An unchanged past departure is kept on edit (docs/product.md §5.4, decision 0111).
    editForm: (existing: { departure_date: string }) => tripFormSchemaFor({ keepDepartureDate: existing.departure_date }),
    beforeUpdate: moveDepartureBookings,
    toApi: toTrip,
    imageBase: (slug: string) => `trip-${slug}-${uniqueTimestamp()}`,
    bookingColumn: 'trip_id',
    label: 'viaje',
    auditKind: 'trip',
  },
} as const;

export type CatalogEntity = (typeof catalogEntities)[keyof typeof catalogEntities];
