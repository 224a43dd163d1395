import { describe, expect, it } from 'vitest';
import { outranks, ROLE_ORDER, roleRank, ROLES } from './roles.ts';

describe('role order', () => {
  it('ranks every role once: Administrador > Coordinador > Organizador > Proveedor > Viajero', () => {
    expect([...ROLE_ORDER].sort()).toEqual([...ROLES].sort());
    expect([...ROLE_ORDER].reverse()).toEqual(['Administrador', 'Coordinador', 'Organizador', 'Proveedor', 'Viajero']);
  });

  it('puts nobody above themselves, and an account without a role with the travellers', () => {
    expect(outranks('Administrador', 'Coordinador')).toBe(true);
    expect(outranks('Coordinador', 'Coordinador')).toBe(false);
    expect(outranks('Organizador', 'Coordinador')).toBe(false);
    expect(roleRank(null)).toBe(roleRank('Viajero'));
    expect(outranks('Proveedor', undefined)).toBe(true);
  });
});
