import { describe, expect, it } from 'vitest';
import { quote } from '../../lib/money.ts';
import { seedsForAmount } from '../../modules/bookings/settle/seeds.ts';
import { demoBookings, demoCoupons, demoExperiences, demoTravellers, demoTrips } from './content.ts';
import { DEMO_ACCOUNTS } from './seed.ts';

describe('demo bookings', () => {
  it('earned exactly the seeds each demo traveller has (25 per full 500 MXN paid)', () => {
    const earned = new Map<string, number>();
    for (const b of demoBookings) {
      if (!b.email || (b.status ?? 'Pagada') !== 'Pagada') continue;
      const price =
        b.kind === 'experience'
          ? demoExperiences.find((e) => e.slug === b.slug)!.price
          : demoTrips.find((t) => t.slug === b.slug)!.price_mxn;
      const discount = b.coupon ? demoCoupons.find((c) => c.code === b.coupon)!.discount_percentage : 0;
      earned.set(b.email, (earned.get(b.email) ?? 0) + seedsForAmount(quote(price, b.passengers, discount).amount));
    }
    for (const person of [...demoTravellers, ...DEMO_ACCOUNTS]) {
      expect([person.email, earned.get(person.email) ?? 0]).toEqual([person.email, person.seeds]);
    }
  });

  it('name items and coupons that exist', () => {
    for (const b of demoBookings) {
      const items: { slug: string }[] = b.kind === 'experience' ? demoExperiences : demoTrips;
      expect(items.some((i) => i.slug === b.slug)).toBe(true);
      if (b.coupon) expect(demoCoupons.some((c) => c.code === b.coupon)).toBe(true);
    }
  });
});
