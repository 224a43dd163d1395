import { z } from 'zod';
import { CATALOG_STATUSES } from './statuses.ts';

/** The most photos an item's gallery holds besides its cover (docs/product.md §5.5). */
export const GALLERY_MAX_IMAGES = 8;
/** The longest description (alt text) of a gallery photo. */
export const GALLERY_ALT_MAX = 200;

/** One photo of an item's gallery: a stored WebP (widths as for covers) and what it shows. */
export const galleryImageSchema = z.object({ url: z.string(), alt: z.string() });
export type GalleryImage = z.infer<typeof galleryImageSchema>;

// docs/product.md §5.1: the public shape of an experience and a trip, as the API returns them.
//
// An experience's responsible (name, phone, e-mail) is a staff contact: the public catalogue
// never sends it (issue 13; the experience page shows none of it), only the admin API does.
export const publicExperienceSchema = z.object({
  id: z.string().uuid(),
  code: z.string().nullable(),
  type: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  capacity: z.number().int().nullable(),
  max_capacity: z.number().int().nullable(),
  price: z.number(),
  duration: z.string().nullable(),
  description: z.string().nullable(),
  bullets: z.array(z.string()),
  address: z.string().nullable(),
  website: z.string().nullable(),
  status: z.enum(CATALOG_STATUSES),
  is_active: z.boolean(),
  image_url: z.string().nullable(),
  /** More photos after the cover, in the order staff gave them (docs/product.md §5.5). */
  gallery: z.array(galleryImageSchema),
  /** 'HH:MM' start times in order (docs/product.md §6.10); empty: no fixed start. */
  start_times: z.array(z.string()),
  meeting_point: z.string().nullable(),
  /** An optional map link for the meeting point (https). */
  meeting_point_url: z.string().nullable(),
  /** The English text staff gave, if any (docs/decisions/0158-english-content-beside-spanish.md). */
  name_en: z.string().nullable(),
  description_en: z.string().nullable(),
  bullets_en: z.array(z.string()),
  meeting_point_en: z.string().nullable(),
  /** Hours before the start a booking may be cancelled free; 0 = not refundable (docs/product.md §15.1). */
  free_cancellation_hours: z.number().int(),
  created_at: z.string(),
});
export type PublicExperience = z.infer<typeof publicExperienceSchema>;

/** An experience in either API: the admin API adds the responsible's contact, the public one never does. */
export const experienceSchema = publicExperienceSchema.extend({
  responsible_name: z.string().nullable().optional(),
  responsible_phone: z.string().nullable().optional(),
  responsible_email: z.string().nullable().optional(),
});
export type Experience = z.infer<typeof experienceSchema>;

export const tripSchema = z.object({
  id: z.string().uuid(),
  destination: z.string(),
  slug: z.string(),
  price_mxn: z.number(),
  price_usd: z.number().nullable(),
  departure_date: z.string(),
  departure_time: z.string(),
  return_date: z.string().nullable(),
  return_time: z.string().nullable(),
  description: z.string().nullable(),
  bullets: z.array(z.string()),
  image_url: z.string().nullable(),
  gallery: z.array(galleryImageSchema),
  status: z.enum(CATALOG_STATUSES),
  is_active: z.boolean(),
  capacity: z.number().int().nullable(),
  max_capacity: z.number().int().nullable(),
  duration: z.string().nullable(),
  responsible_name: z.string().nullable(),
  responsible_phone: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  /** The English text staff gave, if any (docs/decisions/0158-english-content-beside-spanish.md). */
  destination_en: z.string().nullable(),
  description_en: z.string().nullable(),
  bullets_en: z.array(z.string()),
  free_cancellation_hours: z.number().int(),
  created_at: z.string(),
});
export type Trip = z.infer<typeof tripSchema>;

export const experienceListSchema = z.object({ data: z.array(publicExperienceSchema) });
export type ExperienceList = z.infer<typeof experienceListSchema>;

export const searchQuerySchema = z.object({ q: z.string().max(200).default('') });

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
