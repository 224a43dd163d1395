import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeConfirmation } from '@/test/factories.ts';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import { ConfirmationPage } from './confirmation-page.tsx';

// The voucher says where and when to be (docs/decisions/0233-pickups.md): the pickup booked,
// with its time on the item's clock.

const booking = makeConfirmation({
  id: 'a1b2c3d4-0000-4000-8000-000000000002',
  slug: 'kayak',
  itemName: 'Kayak en Bacalar',
  startTime: '08:30',
  passengers: 2,
  subtotal: 1200,
  paypalAmount: 1200,
  total: 1200,
  timeZone: 'America/Cancun',
  cancellationTermsEn: 'Free cancellation up to 48 hours before the start.',
});

const pickup = {
  id: 'zh-cancun',
  name: 'Zona Hotelera Cancún',
  nameEn: 'Cancún Hotel Zone',
  minutesBefore: 75,
  time: '07:15',
  charge: 150,
  total: 300,
};

describe('the voucher of a booking with a pickup', () => {
  it('says the pickup and its time', async () => {
    stubFetch((url) =>
      url.pathname === '/api/bookings/A1B2C3D4'
        ? jsonResponse({ ...booking, pickup })
        : jsonResponse({ review: null, refusal: null }),
    );
    renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/A1B2C3D4?t=x');
    expect(await screen.findByText('Zona Hotelera Cancún · 07:15')).toBeInTheDocument();
    expect(screen.getByText('Recogida')).toBeInTheDocument();
  });

  it('says it in English on the English voucher', async () => {
    stubFetch((url) =>
      url.pathname === '/api/bookings/A1B2C3D4'
        ? jsonResponse({ ...booking, pickup })
        : jsonResponse({ review: null, refusal: null }),
    );
    renderEnglishPage('/en/booking/:reference', <ConfirmationPage />, '/en/booking/A1B2C3D4?t=x');
    expect(await screen.findByText(/^Cancún Hotel Zone · 7:15\sAM$/)).toBeInTheDocument();
  });

  it('says no pickup for the meeting point', async () => {
    stubFetch((url) =>
      url.pathname === '/api/bookings/A1B2C3D4' ? jsonResponse(booking) : jsonResponse({ review: null, refusal: null }),
    );
    renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/A1B2C3D4?t=x');
    expect(await screen.findByText('Kayak en Bacalar')).toBeInTheDocument();
    expect(screen.queryByText('Recogida')).not.toBeInTheDocument();
  });
});
