import { z } from 'zod';
import { isCountryName } from './countries.ts';
import { ROLES } from './roles.ts';
import type { SaidKey } from './said.ts';

/** The longest value each personal field may hold: one rule for every path that writes them. */
export const PROFILE_LIMITS = { fullName: 120, phone: 30, city: 80, locale: 35, image: 2048 } as const;

export const PROFILE_MESSAGES = {
  fullNameTooLong: `El nombre es demasiado largo (máximo ${PROFILE_LIMITS.fullName} caracteres).`,
  phoneTooLong: `El teléfono es demasiado largo (máximo ${PROFILE_LIMITS.phone} caracteres).`,
  cityTooLong: `La ciudad es demasiado larga (máximo ${PROFILE_LIMITS.city} caracteres).`,
  country: 'Elige un país de la lista.',
  locale: 'El idioma no es válido.',
  image: `La dirección de la imagen es demasiado larga (máximo ${PROFILE_LIMITS.image} caracteres).`,
  notText: 'Debe ser un texto.',
  invalid: 'Revisa los datos del perfil.',
} as const;

// The rules' messages are keys of the shared catalogue, said in the page's language (the server
// writes its Spanish from them); PROFILE_MESSAGES keeps the Spanish words, and a test pins each
// key's Spanish to them (docs/decisions/0197-messages-travel-as-keys.md).
const m = {
  fullNameTooLong: 'profileField.fullNameTooLong',
  phoneTooLong: 'profileField.phoneTooLong',
  cityTooLong: 'profileField.cityTooLong',
  country: 'profileField.country',
  locale: 'profileField.locale',
  image: 'profileField.image',
  notText: 'profileField.notText',
} as const satisfies Partial<Record<keyof typeof PROFILE_MESSAGES, SaidKey>>;

/** The shared catalogue keys the profile's rules give as messages (the staff people form uses them too). */
export const PROFILE_FIELD_KEYS = m;

/**
 * A personal text field as every write path takes it. Omitted (undefined) stays undefined, so
 * a partial update leaves the stored value alone; null, "" or blanks clear it (null); anything
 * else is trimmed and must fit.
 */
const clearable = (check: z.ZodString) =>
  check
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

const text = (max: number, message: SaidKey) => z.string({ error: m.notText }).trim().max(max, message);

/** full_name, phone, country and city: the rules shared by the profile, sign-up, update-user and the staff forms. */
export const profileFields = {
  full_name: clearable(text(PROFILE_LIMITS.fullName, m.fullNameTooLong)),
  phone: clearable(text(PROFILE_LIMITS.phone, m.phoneTooLong)),
  // The Spanish name the country picker stores (countries.ts); "" clears it.
  country: clearable(
    z
      .string({ error: m.notText })
      .trim()
      .refine((v) => v === '' || isCountryName(v), m.country),
  ),
  city: clearable(text(PROFILE_LIMITS.city, m.cityTooLong)),
};

/**
 * What a user may change on their own profile (docs/product.md §3.5). Only the fields sent change; an
 * explicit null or "" clears one. `.strict()`: a body that also tries to set role, seeds,
 * e-mail or id is refused as a whole.
 */
export const profileUpdateSchema = z.object(profileFields).strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/**
 * The same fields as better-auth names them, for its routes that write a user (sign-up,
 * update-user, the admin plugin's create-user and update-user): checked in a before-hook
 * (apps/server/src/modules/auth/user-fields.ts). Other keys (e-mail, password…) pass through
 * to better-auth, which has its own rules for them.
 */
export const authUserFieldsSchema = z.object({
  name: text(PROFILE_LIMITS.fullName, m.fullNameTooLong).optional(),
  fullName: profileFields.full_name,
  phone: profileFields.phone,
  country: profileFields.country,
  city: profileFields.city,
  // A BCP 47 tag such as es-MX (the browser's language).
  locale: clearable(
    z
      .string({ error: m.notText })
      .trim()
      .max(PROFILE_LIMITS.locale, m.locale)
      .regex(/^$|^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/, m.locale),
  ),
  image: clearable(z.string({ error: m.notText }).trim().max(PROFILE_LIMITS.image, m.image)),
});
export type AuthUserFields = z.output<typeof authUserFieldsSchema>;

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
