import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './limits.ts';
import { PROFILE_FIELD_KEYS, PROFILE_LIMITS, profileFields } from './profile.ts';
import { DEFAULT_ROLE, ROLES, type Role } from './roles.ts';

// docs/product.md §11.3: the three people lists, the roles each shows, and the default role of its dialog.
export const PEOPLE_GROUPS = {
  travellers: { roles: ['Viajero'], defaultRole: 'Viajero' },
  collaborators: { roles: ['Coordinador', 'Organizador', 'Administrador'], defaultRole: 'Coordinador' },
  providers: { roles: ['Proveedor'], defaultRole: 'Proveedor' },
} as const satisfies Record<string, { roles: readonly Role[]; defaultRole: Role }>;
export type PeopleGroup = keyof typeof PEOPLE_GROUPS;
export const peopleGroupSchema = z.enum(['travellers', 'collaborators', 'providers']);

/** A staff form replaces the whole profile: an omitted optional field is cleared, like an empty one. */
const replaced = <T extends z.ZodType<string | null | undefined>>(field: T) => field.transform((v) => v ?? null);

// The admin user form (docs/product.md §11.3); the personal fields follow the profile's rules (profile.ts).
const personFields = {
  full_name: z
    .string({ message: 'El nombre completo es obligatorio.' })
    .trim()
    .min(1, 'El nombre completo es obligatorio.')
    .max(PROFILE_LIMITS.fullName, PROFILE_FIELD_KEYS.fullNameTooLong),
  phone: replaced(profileFields.phone),
  country: replaced(profileFields.country),
  city: replaced(profileFields.city),
  role: z.enum(ROLES, { message: 'Elige un rol válido.' }),
};

export const personCreateSchema = z.object({
  ...personFields,
  email: z
    .string({ message: 'El correo es obligatorio.' })
    .trim()
    .min(1, 'El correo es obligatorio.')
    .email('El correo no es válido.')
    .max(254),
  password: z
    .string({ message: 'La contraseña es obligatoria.' })
    .min(1, 'La contraseña es obligatoria.')
    .min(PASSWORD_MIN_LENGTH, 'La contraseña debe tener al menos 6 caracteres.')
    .max(128),
});

/** Editing: the e-mail is locked and no password is asked. */
export const personUpdateSchema = z.object(personFields);

export const PEOPLE_MESSAGES = {
  emailTaken: 'Ya existe una cuenta con este correo.',
  roleNotInList: 'Ese rol no corresponde a esta lista.',
  onlyAdminGrantsAdmin: 'Solo un Administrador puede asignar o quitar el rol Administrador.',
  onlyAdminChangesRoles: 'Solo un Administrador puede cambiar el rol de una persona.',
  onlyAdminCreatesStaff: 'Solo un Administrador puede añadir colaboradores.',
  higherRoleReadOnly: 'No puedes modificar a una persona con un rol superior al tuyo.',
  lastAdministrator: 'Debe quedar al menos un Administrador: asigna ese rol a otra persona antes de quitártelo.',
} as const;

/** The list a person belongs to, read from their role (an account without one is a traveller). */
export function peopleGroupOf(role: string | null | undefined): PeopleGroup | null {
  const r = role ?? DEFAULT_ROLE;
  const entry = Object.entries(PEOPLE_GROUPS).find(([, g]) => (g.roles as readonly string[]).includes(r));
  return entry ? (entry[0] as PeopleGroup) : null;
}
