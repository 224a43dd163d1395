import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInMexico } from '@hv/shared';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { RateBookingLink } from './rate-booking-link.tsx';

const daysFromToday = (days: number) => {
  const d = new Date(`${todayInMexico()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const booking = (overrides: { id?: string; status?: string; date?: string } = {}) => ({
  id: 'b-past',
  reference: 'ABCD1234',
  status: 'Pagada',
  date: daysFromToday(-2),
  ...overrides,
});

function renderLinks(bookings: ReturnType<typeof booking>[], reviewed: string[] = []) {
  stubFetch((url) => jsonResponse(url.pathname === '/api/reviews/mine' ? { bookingIds: reviewed } : null));
  return renderRoutes([
    {
      path: '/',
      element: (
        <ul>
          {bookings.map((b) => (
            <li key={b.id}>
              <RateBookingLink userId="u1" booking={b} />
            </li>
          ))}
        </ul>
      ),
    },
  ]);
}

afterEach(() => vi.restoreAllMocks());

describe('RateBookingLink (docs/product.md §15.6)', () => {
  it('offers Calificar on a past paid booking without a review, linking to its voucher’s #resena', async () => {
    renderLinks([booking()]);
    expect(await screen.findByRole('link', { name: 'Calificar la reserva ABCD1234' })).toHaveAttribute(
      'href',
      '/reserva/ABCD1234#resena',
    );
  });

  it('offers nothing for a reviewed, future, same-day or refunded booking', async () => {
    const { queryClient } = renderLinks(
      [
        booking({ id: 'reviewed' }),
        booking({ id: 'future', date: daysFromToday(3) }),
        booking({ id: 'today', date: todayInMexico() }),
        booking({ id: 'refunded', status: 'Reembolsada' }),
      ],
      ['reviewed'],
    );
    await vi.waitFor(() => expect(queryClient.getQueryState(['reviews', 'mine', 'u1'])?.status).toBe('success'));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
