// docs/product.md §4: the role values, and who counts as staff.
export const ROLES = ['Viajero', 'Coordinador', 'Organizador', 'Administrador', 'Proveedor'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ['Administrador', 'Coordinador', 'Organizador'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const DEFAULT_ROLE: Role = 'Viajero';

export function isStaff(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}

/**
 * Who stands above whom (issue 13): Administrador > Coordinador > Organizador > Proveedor >
 * Viajero. A person above you is read-only to you; an account without a role counts as a Viajero.
 */
export const ROLE_ORDER = [
  'Viajero',
  'Proveedor',
  'Organizador',
  'Coordinador',
  'Administrador',
] as const satisfies readonly Role[];

export function roleRank(role: string | null | undefined): number {
  return Math.max(0, (ROLE_ORDER as readonly string[]).indexOf(role ?? DEFAULT_ROLE));
}

/** Whether `role` stands strictly above `other` in ROLE_ORDER. */
export function outranks(role: string | null | undefined, other: string | null | undefined): boolean {
  return roleRank(role) > roleRank(other);
}
