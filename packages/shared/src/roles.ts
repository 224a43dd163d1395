// SPEC §3 and §6: the role values, and who counts as staff.
export const ROLES = ['Viajero', 'Coordinador', 'Organizador', 'Administrador', 'Proveedor'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ['Administrador', 'Coordinador', 'Organizador'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const DEFAULT_ROLE: Role = 'Viajero';

export function isStaff(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}
