import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { cancellationPolicyText, type BookingConfirmation } from '@hv/shared';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import { ConfirmationPage } from './confirmation-page.tsx';

// The voucher says where and when to be (docs/decisions/0233-pickups.md): the pickup booked,
// with its time on the item's clock.

const booking = {
  id: 'a1b2c3d4-0000-4000-8000-000000000002',
  reference: 'A1B2C3D4',
  status: 'Pagada',
  kind: 'experience',
  slug: 'kayak',
  itemName: 'Kayak en Bacalar',
  itemNameEn: null,
  date: '2099-12-05',
  startTime: '08:30',
  meetingPoint: null,
  meetingPointUrl: null,
  meetingPointEn: null,
  passengers: 2,
  passengerNames: [],
  contact: { name: 'Lucía', email: 'lucia@example.com', phone: null },
  subtotal: 1200,
  discount: 0,
  couponCode: null,
  giftCardAmount: 0,
  paypalAmount: 1200,
  paidVia: 'paypal',
  total: 1200,
  refundedAmount: 0,
  refunded: { total: 0, paypal: 0, giftCard: 0, outside: 0 },
  timeZone: 'America/Cancun',
  currency: 'MXN',
  seedsAwarded: 0,
  paidAt: '2099-11-24T15:00:00.000Z',
  whatsapp: null,
  cancellationTerms: cancellationPolicyText(48),
  cancellationTermsEn: 'Free cancellation up to 48 hours before the start.',
  cancellation: { allowed: false, until: null, reason: 'No', refund: { total: 0, paypal: 0, giftCard: 0, outside: 0 } },
  itemId: null,
  startTimes: [],
  readOnly: 'view_link',
} satisfies BookingConfirmation;

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
