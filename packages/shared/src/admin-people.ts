import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './limits.ts';
import type { Role } from './roles.ts';
import { ROLES } from './roles.ts';

// SPEC §6: the three people lists, the roles each shows, and the default role of its dialog.
export const PEOPLE_GROUPS = {
  travellers: { roles: ['Viajero'], defaultRole: 'Viajero' },
  collaborators: { roles: ['Coordinador', 'Organizador', 'Administrador'], defaultRole: 'Coordinador' },
  providers: { roles: ['Proveedor'], defaultRole: 'Proveedor' },
} as const satisfies Record<string, { roles: readonly Role[]; defaultRole: Role }>;
export type PeopleGroup = keyof typeof PEOPLE_GROUPS;
export const peopleGroupSchema = z.enum(['travellers', 'collaborators', 'providers']);

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'El texto es demasiado largo.')
    .nullish()
    .transform((v) => v || null);

// SPEC §5 "Admin user form".
const personFields = {
  full_name: z
    .string({ message: 'El nombre completo es obligatorio.' })
    .trim()
    .min(1, 'El nombre completo es obligatorio.')
    .max(120),
  phone: optional(30),
  country: optional(80),
  city: optional(80),
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
export type PersonCreate = z.input<typeof personCreateSchema>;

/** Editing: the e-mail is locked and no password is asked. */
export const personUpdateSchema = z.object(personFields);
export type PersonUpdate = z.input<typeof personUpdateSchema>;

export const PEOPLE_MESSAGES = {
  emailTaken: 'Ya existe una cuenta con este correo.',
  roleNotInList: 'Ese rol no corresponde a esta lista.',
  onlyAdminGrantsAdmin: 'Solo un Administrador puede asignar o quitar el rol Administrador.',
} as const;
