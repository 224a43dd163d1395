import { describe, expect, it } from 'vitest';
import {
  canDeleteCoupon,
  canDeleteGiftCard,
  canMoveTransportRequest,
  couponActionsFor,
  defaultReportPeriod,
  displayCouponStatus,
  editableCouponFields,
  effectiveCouponStatus,
  nextCouponStatus,
  transportStatusMoves,
} from './promotions.ts';

describe('coupon status machine (docs/product.md §8.2)', () => {
  it.each([
    ['En espera', 'activate', 'Activo'],
    ['En espera', 'pause', null],
    ['En espera', 'reactivate', null],
    ['Activo', 'pause', 'Pausado'],
    ['Activo', 'activate', null],
    ['Activo', 'reactivate', null],
    ['Pausado', 'reactivate', 'Activo'],
    ['Pausado', 'activate', null],
    ['Pausado', 'pause', null],
    ['Terminado', 'activate', null],
    ['Terminado', 'pause', null],
    ['Terminado', 'reactivate', null],
    ['desconocido', 'activate', 'Activo'],
  ] as const)('%s + %s → %s', (status, action, next) => expect(nextCouponStatus(status, action)).toBe(next));

  it('offers each status its actions', () => {
    expect(couponActionsFor('En espera')).toEqual(['activate']);
    expect(couponActionsFor('Activo')).toEqual(['pause']);
    expect(couponActionsFor('Pausado')).toEqual(['reactivate']);
    expect(couponActionsFor('Terminado')).toEqual([]);
  });

  it('shows an unknown status as En espera', () => {
    expect(displayCouponStatus('Borrador')).toBe('En espera');
    expect(displayCouponStatus(null)).toBe('En espera');
    expect(displayCouponStatus('Pausado')).toBe('Pausado');
  });

  it.each([
    [{ status: 'Activo', valid_until: '2027-01-01', quantity: 5, used_count: 4 }, 'Activo'],
    [{ status: 'Activo', valid_until: '2027-01-01', quantity: 5, used_count: 5 }, 'Terminado'],
    [{ status: 'Pausado', valid_until: '2026-12-31', quantity: 5, used_count: 0 }, 'Terminado'],
    [{ status: 'En espera', valid_until: '2027-01-01', quantity: 5, used_count: 0 }, 'En espera'],
    [{ status: '???', valid_until: '2027-01-01', quantity: 5, used_count: 0 }, 'En espera'],
  ])('effective status of %j is %s (today 2027-01-01)', (coupon, expected) =>
    expect(effectiveCouponStatus(coupon, '2027-01-01')).toBe(expected),
  );
});

describe('who edits and deletes (docs/product.md §8.3, §8.4)', () => {
  it.each([
    ['En espera', 'Coordinador', ['code', 'discount_percentage', 'valid_until', 'quantity']],
    ['En espera', 'Administrador', ['code', 'discount_percentage', 'valid_until', 'quantity']],
    ['Pausado', 'Administrador', ['quantity']],
    ['Pausado', 'Coordinador', []],
    ['Pausado', 'Organizador', []],
    ['Activo', 'Administrador', []],
    ['Terminado', 'Administrador', []],
  ] as const)('%s coupon, %s: %j', (status, role, fields) => expect(editableCouponFields(status, role)).toEqual(fields));

  it('deletes only Pausado coupons and gift cards, only as an Administrador', () => {
    expect(canDeleteCoupon('Pausado', 'Administrador')).toBe(true);
    expect(canDeleteCoupon('Pausado', 'Coordinador')).toBe(false);
    expect(canDeleteCoupon('Activo', 'Administrador')).toBe(false);
    expect(canDeleteGiftCard('Administrador')).toBe(true);
    expect(canDeleteGiftCard('Organizador')).toBe(false);
  });
});

describe('transport request statuses', () => {
  it.each([
    ['pending', 'contacted', true],
    ['pending', 'confirmed', true],
    ['pending', 'cancelled', true],
    ['contacted', 'confirmed', true],
    ['contacted', 'pending', false],
    ['confirmed', 'cancelled', true],
    ['confirmed', 'contacted', false],
    ['cancelled', 'confirmed', false],
    ['cancelled', 'cancelled', true],
  ] as const)('%s → %s: %s', (from, to, ok) => expect(canMoveTransportRequest(from, to, 'Coordinador')).toBe(ok));

  it('lets only an Administrador take a request out of Cancelada, to any other status', () => {
    expect(transportStatusMoves('cancelled', 'Administrador')).toEqual(['pending', 'contacted', 'confirmed']);
    for (const role of ['Coordinador', 'Organizador', undefined] as const) {
      expect(transportStatusMoves('cancelled', role)).toEqual([]);
      expect(canMoveTransportRequest('cancelled', 'pending', role)).toBe(false);
    }
    expect(canMoveTransportRequest('cancelled', 'contacted', 'Administrador')).toBe(true);
    // Going backwards is still refused elsewhere, to an Administrador too.
    expect(canMoveTransportRequest('confirmed', 'pending', 'Administrador')).toBe(false);
  });
});

describe('defaultReportPeriod', () => {
  it('covers 12 calendar months through today', () => {
    expect(defaultReportPeriod('2026-11-23')).toEqual({ from: '2025-12-01', to: '2026-11-23' });
    expect(defaultReportPeriod('2027-01-05')).toEqual({ from: '2026-02-01', to: '2027-01-05' });
  });
});
