import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { cancellationPolicyText, type BookingConfirmation } from '@hv/shared';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import { ConfirmationPage } from './confirmation-page.tsx';

// Issue 28 item 4, decision 0196: the voucher shows the traveller's own timeline, read from the
// booking's event log, in the page's language.

const booking = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  reference: 'A1B2C3D4',
  status: 'Pagada',
  kind: 'experience',
  slug: 'globo',
  itemName: 'Vuelo en globo',
  itemNameEn: null,
  date: '2099-12-12',
  startTime: null,
  meetingPoint: null,
  meetingPointUrl: null,
  meetingPointEn: null,
  passengers: 1,
  passengerNames: [],
  contact: { name: 'Lucía', email: 'lucia@example.com', phone: null },
  subtotal: 4200,
  discount: 0,
  couponCode: null,
  giftCardAmount: 0,
  paypalAmount: 4200,
  paidVia: 'paypal',
  total: 4200,
  refundedAmount: 500,
  currency: 'MXN',
  seedsAwarded: 0,
  paidAt: '2099-11-24T15:00:00.000Z',
  whatsapp: null,
  cancellationTerms: cancellationPolicyText(48),
  cancellationTermsEn:
    'Free cancellation up to 48 hours before the start date and time; after that, or if you do not show up, the payment is not refundable.',
  cancellation: { allowed: false, until: null, reason: 'No', refund: { total: 0, paypal: 0, giftCard: 0, outside: 0 } },
  itemId: null,
  startTimes: [],
  readOnly: 'view_link',
  refunded: { total: 500, paypal: 500, giftCard: 0, outside: 0 },
  timeZone: 'America/Mexico_City',
  timeline: [
    { at: '2099-11-24T15:00:00.000Z', type: 'paid', amount: null, date: null },
    { at: '2099-11-25T16:00:00.000Z', type: 'date_changed', amount: null, date: '2099-12-12' },
    { at: '2099-11-26T17:00:00.000Z', type: 'refunded', amount: 500, date: null },
  ],
} satisfies BookingConfirmation;

const answer = () =>
  stubFetch((url) =>
    url.pathname === '/api/bookings/A1B2C3D4' ? jsonResponse(booking) : jsonResponse({ review: null, refusal: null }),
  );

afterEach(cleanup);

describe("the voucher's timeline", () => {
  it('lists what happened to the booking, in Spanish', async () => {
    answer();
    renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/A1B2C3D4?t=x');
    const timeline = await screen.findByRole('region', { name: 'Historial de tu reserva' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('span')?.textContent),
    ).toEqual(['Pagada', 'Fecha cambiada al sábado, 12 de diciembre de 2099', 'Reembolso de $500.00']);
  });

  it('and in English on the English page', async () => {
    answer();
    renderEnglishPage('/en/booking/:reference', <ConfirmationPage />, '/en/booking/A1B2C3D4?t=x');
    const timeline = await screen.findByRole('region', { name: "Your booking's history" });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('span')?.textContent),
    ).toEqual(['Paid', 'Date changed to Saturday, December 12, 2099', 'Refund of MX$500.00']);
  });

  it('says the seeds went back when a booking paid with seeds alone was cancelled (a refund of nothing)', async () => {
    stubFetch((url) =>
      url.pathname === '/api/bookings/A1B2C3D4'
        ? jsonResponse({
            ...booking,
            timeline: [
              { at: '2099-11-24T15:00:00.000Z', type: 'paid', amount: null, date: null },
              { at: '2099-11-26T17:00:00.000Z', type: 'refunded', amount: 0, date: null },
            ],
          })
        : jsonResponse({ review: null, refusal: null }),
    );
    renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/A1B2C3D4?t=x');
    const timeline = await screen.findByRole('region', { name: 'Historial de tu reserva' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('span')?.textContent),
    ).toEqual(['Pagada', 'Semillas devueltas a tu saldo']);
  });
});
