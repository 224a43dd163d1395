import { experienceFormSchema, tripFormSchema } from '@hv/shared';
import { experiences, trips } from '../../db/schema.ts';
import { toExperience, toTrip } from './queries.ts';
import { uniqueTimestamp } from '../storage/index.ts';

/**
 * The two catalogue entities share one admin pattern (routes.ts); this is all that differs:
 * table, form schema, the searched name column, how the cover is named, and the messages.
 */
export const catalogEntities = {
  experiences: {
    path: 'experiences',
    table: experiences,
    nameColumn: experiences.name,
    form: experienceFormSchema,
    toApi: toExperience,
    imageBase: (slug: string) => `${slug}-${uniqueTimestamp()}`,
    bookingColumn: 'experience_id',
    label: 'experiencia',
  },
  trips: {
    path: 'trips',
    table: trips,
    nameColumn: trips.destination,
    form: tripFormSchema,
    toApi: toTrip,
    imageBase: (slug: string) => `trip-${slug}-${uniqueTimestamp()}`,
    bookingColumn: 'trip_id',
    label: 'viaje',
  },
} as const;

export type CatalogEntity = (typeof catalogEntities)[keyof typeof catalogEntities];
