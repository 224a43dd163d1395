import { z } from 'zod';
import { ROLES } from './roles.ts';

const optionalField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'El texto es demasiado largo.')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/**
 * What a user may change on their own profile (SPEC §3, §6). `.strict()`: a body that also
 * tries to set role, seeds, e-mail or id is refused as a whole.
 */
export const profileUpdateSchema = z
  .object({
    full_name: optionalField(120),
    phone: optionalField(30),
    country: optionalField(80),
    city: optionalField(80),
  })
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  avatar_url: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  seeds: z.number().int(),
  updated_at: z.string(),
  two_factor_enabled: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MESSAGES = {
  type: 'Solo se aceptan imágenes PNG, JPEG o WebP.',
  damaged: 'La imagen está dañada o incompleta.',
  tooLarge: 'La imagen es demasiado grande (máximo 5 MB).',
  missing: 'Selecciona una imagen.',
} as const;
