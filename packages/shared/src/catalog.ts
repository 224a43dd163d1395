import { z } from 'zod';
import { experienceFields, tripFields } from './catalog-fields.ts';
import { publicSchemaOf, recordSchemaOf } from './fields.ts';
import { SEARCH_TERM_MAX } from './search-term.ts';

// docs/product.md §5.1: the public shape of an experience and a trip, as the API returns them,
// read from their field lists (catalog-fields.ts).
//
// An experience's responsible (name, phone, e-mail) is a staff contact: the public catalogue
// never sends it (issue 13; the experience page shows none of it), only the admin API does.
export const publicExperienceSchema = publicSchemaOf(experienceFields);
export type PublicExperience = z.infer<typeof publicExperienceSchema>;

/** An experience in either API: the admin API adds the responsible's contact, the public one never does. */
export const experienceSchema = recordSchemaOf(experienceFields);
export type Experience = z.infer<typeof experienceSchema>;

export const tripSchema = publicSchemaOf(tripFields);
export type Trip = z.infer<typeof tripSchema>;

export const experienceListSchema = z.object({ data: z.array(publicExperienceSchema) });
export type ExperienceList = z.infer<typeof experienceListSchema>;

export const searchQuerySchema = z.object({ q: z.string().max(SEARCH_TERM_MAX).default('') });

export const searchResultSchema = z.object({
  kind: z.enum(['experience', 'trip']),
  name: z.string(),
  /** The English name (a trip's English destination) when staff gave one. */
  name_en: z.string().nullable(),
  slug: z.string(),
  image_url: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResponseSchema = z.object({ results: z.array(searchResultSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
